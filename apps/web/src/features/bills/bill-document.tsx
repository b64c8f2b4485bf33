// A bill as a document: the seller's and the buyer's identity as they were when it was issued,
// its number and dates, its lines, net, KDV and total, and for an open bill the reference to pay
// with. The page prints this alone (BILL_PRINT_STYLES): no menu, header or buttons on paper. The
// PDF (GET /api/bills/{id}/pdf) is the server's copy of the same bill, for keeping and sending.
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Bill } from '@hatira/shared/bills';
import { formatMoney } from '@hatira/shared/money';
import { BillStatusChip } from '../../components/billing/bill-status-chip';
import { buyerName, formatBillDate } from '../../components/billing/format';
import { TotalsTable, type AmountRow } from '../../components/billing/totals-table';

export const BILL_DOCUMENT_CLASS = 'bill-document';

/**
 * On paper, only the bill, at the top of an A4 page: whatever neither holds nor is the bill is left
 * out (so no blank pages follow), and hidden where `:has` is not understood.
 */
export const BILL_PRINT_STYLES = {
  '@page': { size: 'A4', margin: '15mm' },
  '@media print': {
    [`body *:not(:has(.${BILL_DOCUMENT_CLASS})):not(.${BILL_DOCUMENT_CLASS}, .${BILL_DOCUMENT_CLASS} *)`]: {
      display: 'none',
    },
    'body *': { visibility: 'hidden' },
    [`.${BILL_DOCUMENT_CLASS}, .${BILL_DOCUMENT_CLASS} *`]: { visibility: 'visible' },
    [`.${BILL_DOCUMENT_CLASS}`]: {
      position: 'absolute',
      inset: '0 0 auto 0',
      boxShadow: 'none !important',
      border: '0 !important',
      color: '#000 !important',
      background: '#fff !important',
    },
  },
} as const;

/** Quantity and unit price: on a phone the line's amount says enough. */
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;

function Party({ title, lines }: { title: string; lines: (string | false | undefined)[] }) {
  return (
    <Box>
      <Typography variant="overline" color="text.secondary">
        {title}
      </Typography>
      {lines.filter(Boolean).map((line, i) => (
        <Typography
          key={i}
          variant="body2"
          fontWeight={i === 0 ? 600 : undefined}
          sx={{ whiteSpace: 'pre-line' }}
        >
          {line}
        </Typography>
      ))}
    </Box>
  );
}

export function BillDocument({ bill }: { bill: Bill }) {
  const { t, i18n } = useTranslation('bills');
  const money = (amount: number) => formatMoney(amount, bill.currency, i18n.language);
  const date = (iso: string) => formatBillDate(iso, i18n.language);
  const { seller, buyer } = bill;
  const labelled = (key: string, value: string) => value && `${t(`document.${key}`)}: ${value}`;
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(bill.taxRate / 100);
  const totals: AmountRow[] = [
    [t('document.subtotal'), money(bill.subtotal)],
    ...(bill.discount > 0
      ? [[t('document.discount', { code: bill.couponCode ?? '' }), `−${money(bill.discount)}`] as const]
      : []),
    [t('document.net'), money(bill.net)],
    [t('document.tax', { rate: percent }), money(bill.tax)],
  ];
  const isOpen = bill.status === 'unpaid' || bill.status === 'pending_confirmation';

  return (
    <Paper
      component="article"
      variant="outlined"
      className={BILL_DOCUMENT_CLASS}
      aria-label={t('document.label', { number: bill.number })}
      sx={{ p: { xs: 2, sm: 4 } }}
    >
      <Stack spacing={3}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
          <div>
            <Typography variant="h5" component="h2" fontWeight={700}>
              {t('document.title')}
            </Typography>
            <Typography sx={{ fontFamily: 'monospace', fontSize: '1.1rem' }}>{bill.number}</Typography>
          </div>
          <Stack spacing={0.5} sx={{ alignItems: { xs: 'flex-start', sm: 'flex-end' } }}>
            <BillStatusChip status={bill.status} />
            <Typography variant="body2">{labelled('issued', date(bill.createdAt))}</Typography>
            {isOpen && <Typography variant="body2">{labelled('due', date(bill.dueAt))}</Typography>}
            {bill.paidAt && <Typography variant="body2">{labelled('paid', date(bill.paidAt))}</Typography>}
          </Stack>
        </Stack>
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Party
              title={t('document.seller')}
              lines={[
                seller.title,
                seller.address,
                labelled('taxOffice', seller.taxOffice),
                labelled('taxNumber', seller.taxNumber),
                labelled('mersis', seller.mersis),
                seller.email,
                seller.phone,
              ]}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Party
              title={t('document.buyer')}
              lines={[
                buyerName(buyer),
                buyer.type === 'corporate' && labelled('taxOffice', buyer.taxOffice),
                buyer.type === 'corporate' && labelled('taxNumber', buyer.taxNumber),
                buyer.type === 'individual' && buyer.nationalId && labelled('nationalId', buyer.nationalId),
                `${buyer.address}\n${buyer.city}`,
                buyer.phone,
                bill.userEmail,
              ]}
            />
          </Grid>
        </Grid>
        <TableContainer>
          <Table size="small" aria-label={t('document.lines')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('document.description')}</TableCell>
                <TableCell align="right" sx={WIDE_ONLY}>
                  {t('document.quantity')}
                </TableCell>
                <TableCell align="right" sx={WIDE_ONLY}>
                  {t('document.unitPrice')}
                </TableCell>
                <TableCell align="right">{t('document.amount')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {bill.lines.map((line, i) => (
                <TableRow key={i}>
                  <TableCell>{line.description}</TableCell>
                  <TableCell align="right" sx={WIDE_ONLY}>
                    {line.quantity}
                  </TableCell>
                  <TableCell align="right" sx={{ ...WIDE_ONLY, whiteSpace: 'nowrap' }}>
                    {money(line.unitPrice)}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {money(line.total)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <Box sx={{ alignSelf: { sm: 'flex-end' }, minWidth: { sm: 320 } }}>
          <TotalsTable
            label={t('document.totals')}
            rows={totals}
            total={[t('document.total'), money(bill.total)]}
          />
        </Box>
        <Divider />
        <Typography variant="body2" color="text.secondary">
          {isOpen ? t('document.payWith', { reference: bill.paymentReference }) : t('document.vatIncluded')}
        </Typography>
      </Stack>
    </Paper>
  );
}
