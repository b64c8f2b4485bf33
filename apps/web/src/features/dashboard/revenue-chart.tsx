// The admin's revenue of the last twelve months (paid bills) as plain SVG bars: no chart library,
// loaded on its own (React.lazy in platform-dashboard.tsx) like the uploads chart.
// The bars stretch to the card's width (a 12 × 100 drawing scaled without keeping its ratio), the
// month names sit in a grid under them, each bar's amount shows on hover; the drawing is hidden
// from screen readers and a visually hidden table gives them the same numbers.
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type { PlatformDashboard } from '@hatira/shared/dashboard';
import { formatMoney } from '@hatira/shared/money';
import { VISUALLY_HIDDEN } from '../../components/visually-hidden';
import { formatDay } from './format';

type Revenue = NonNullable<PlatformDashboard['revenue']>;

const HEIGHT = 180;

export function RevenueChart({ revenue }: { revenue: Revenue }) {
  const { t, i18n } = useTranslation('dashboard');
  const { palette } = useTheme();
  const { months, currency } = revenue;
  const money = (amount: number) => formatMoney(amount, currency, i18n.language);
  const label = (month: string, style: 'short' | 'long') =>
    formatDay(`${month}-01`, i18n.language, { month: style, ...(style === 'long' && { year: 'numeric' }) });
  const top = Math.max(...months.map((m) => m.total));
  if (top === 0)
    return (
      <Typography color="text.secondary" role="status" sx={{ py: 6, textAlign: 'center' }}>
        {t('revenue.noData')}
      </Typography>
    );
  return (
    <>
      <Box aria-hidden>
        <Typography variant="caption" color="text.secondary">
          {money(top)}
        </Typography>
        <Box
          component="svg"
          viewBox={`0 0 ${months.length} 100`}
          preserveAspectRatio="none"
          sx={{ display: 'block', width: '100%', height: HEIGHT, borderBottom: 1, borderColor: 'divider' }}
        >
          {months.map((m, i) => (
            <rect
              key={m.month}
              x={i + 0.15}
              width={0.7}
              y={100 - (m.total / top) * 100}
              height={(m.total / top) * 100}
              fill={palette.success.main}
            >
              <title>{`${label(m.month, 'long')}: ${money(m.total)}`}</title>
            </rect>
          ))}
        </Box>
        <Box sx={{ display: 'grid', gridTemplateColumns: `repeat(${months.length}, 1fr)`, mt: 0.5 }}>
          {months.map((m, i) => (
            <Typography
              key={m.month}
              variant="caption"
              color="text.secondary"
              align="center"
              noWrap
              // On a phone every other month is named (this month always), so the names do not touch.
              sx={{ visibility: { xs: (months.length - 1 - i) % 2 ? 'hidden' : 'visible', sm: 'visible' } }}
            >
              {label(m.month, 'short')}
            </Typography>
          ))}
        </Box>
      </Box>
      <Box component="table" sx={VISUALLY_HIDDEN}>
        <caption>{t('revenue.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('revenue.month')}</th>
            <th scope="col">{t('revenue.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {months.map((m) => (
            <tr key={m.month}>
              <th scope="row">{label(m.month, 'long')}</th>
              <td>{money(m.total)}</td>
            </tr>
          ))}
        </tbody>
      </Box>
    </>
  );
}
