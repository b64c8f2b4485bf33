// The admin's uploads of the last 30 days. Loaded on its own (React.lazy in platform-dashboard.tsx),
// so the chart library reaches only admins on this route. A hidden table gives screen readers the
// same numbers.
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import type { UploadsDay } from '@hatira/shared/dashboard';
import { VISUALLY_HIDDEN } from '../../components/visually-hidden';
import { formatDay } from './format';

export function UploadsChart({ days }: { days: UploadsDay[] }) {
  const { t, i18n } = useTranslation('dashboard');
  const { palette } = useTheme();
  const labels = days.map((day) => formatDay(day.date, i18n.language, { day: 'numeric', month: 'short' }));
  // A chart of zeros is an empty frame with one axis label: say so instead.
  if (days.every((day) => day.posts === 0 && day.media === 0))
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', height: 280, px: 2, textAlign: 'center' }}>
        <Typography color="text.secondary" role="status">
          {t('uploads.noData')}
        </Typography>
      </Box>
    );
  return (
    <>
      <Box aria-hidden>
        <BarChart
          height={280}
          margin={{ left: 0, right: 8 }}
          xAxis={[{ scaleType: 'band', data: labels, tickLabelMinGap: 8 }]}
          yAxis={[{ tickMinStep: 1 }]}
          series={[
            { data: days.map((day) => day.posts), label: t('uploads.posts'), color: palette.primary.main },
            { data: days.map((day) => day.media), label: t('uploads.media'), color: palette.info.main },
          ]}
        />
      </Box>
      <Box component="table" sx={VISUALLY_HIDDEN}>
        <caption>{t('uploads.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('uploads.day')}</th>
            <th scope="col">{t('uploads.posts')}</th>
            <th scope="col">{t('uploads.media')}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day, i) => (
            <tr key={day.date}>
              <th scope="row">{labels[i]}</th>
              <td>{day.posts}</td>
              <td>{day.media}</td>
            </tr>
          ))}
        </tbody>
      </Box>
    </>
  );
}
