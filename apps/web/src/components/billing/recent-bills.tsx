// A few bills as a short list (number, what for, date, total, state), each leading to its page:
// the account settings' billing tab and the subscription page show the newest.
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Bill } from '@hatira/shared/bills';
import { formatMoney } from '@hatira/shared/money';
import { paths } from '@hatira/shared/paths';
import { BillStatusChip } from './bill-status-chip';
import { billSummary, formatBillDate } from './format';

export function RecentBills({ bills }: { bills: readonly Bill[] }) {
  const { t, i18n } = useTranslation('billing');
  if (bills.length === 0) return <Typography color="text.secondary">{t('recent.empty')}</Typography>;
  return (
    <List disablePadding aria-label={t('recent.title')}>
      {bills.map((bill) => (
        <ListItem key={bill.id} disablePadding divider>
          <ListItemButton
            component={RouterLink}
            to={paths.billView(bill.id)}
            sx={{ px: 1, gap: 2, flexWrap: 'wrap' }}
          >
            <ListItemText
              primary={t('recent.bill', { number: bill.number })}
              secondary={`${formatBillDate(bill.createdAt, i18n.language)} · ${billSummary(bill)}`}
              sx={{ minWidth: 180 }}
            />
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', ml: 'auto' }}>
              <Typography fontWeight={600}>
                {formatMoney(bill.total, bill.currency, i18n.language)}
              </Typography>
              <BillStatusChip status={bill.status} />
            </Stack>
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
