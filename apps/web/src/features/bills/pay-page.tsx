// /subscription/pay/{pay} (DESIGN.md §6.3, §7.1): how to pay a bill by bank transfer — the amount,
// the reference to write in the transfer's description, the active accounts with their IBANs in
// groups of four, each with a copy button — then "I have paid" (a payment notice), or cancelling
// the bill while it is unpaid. The bill's state says what happens next.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Bill, BillPayment } from '@hatira/shared/bills';
import { formatIban } from '@hatira/shared/identity-numbers';
import { formatMoney } from '@hatira/shared/money';
import { PAGES } from '@hatira/shared/pages';
import { paths } from '@hatira/shared/paths';
import { BillStatusChip } from '../../components/billing/bill-status-chip';
import { buyerName, formatBillDate } from '../../components/billing/format';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog';
import { LoadError } from '../../components/list-page/load-error';
import { PageHeader, PageLoading } from '../../components/page-header/page-header';
import { billPaymentQuery, useBillActions } from './bills.api';
import { CopyButton } from './copy-button';
import { PaymentNoticeDialog } from './payment-notice-dialog';

/**
 * Where a buyer goes from a bill: its plan or its print orders once paid, buying again once
 * cancelled, and back. The texts for a print order's bill are the `_print_order` variants (context).
 */
function nextPaths(bill: Bill | undefined) {
  return bill?.kind === 'print_order'
    ? { paid: PAGES.printOrders.path, again: PAGES.printingWorkshop.path, back: PAGES.printOrders.path }
    : { paid: paths.subscription, again: paths.subscription, back: paths.subscription };
}

/** What the buyer should know about the bill's state, and where to go from here. */
function BillState({ bill }: { bill: Bill }) {
  const { t, i18n } = useTranslation('bills');
  const whatNext = nextPaths(bill);
  const date = (iso: string) => formatBillDate(iso, i18n.language);
  const link = (to: string, label: string) => (
    <Button component={RouterLink} to={to} color="inherit" size="small" sx={{ whiteSpace: 'nowrap' }}>
      {label}
    </Button>
  );
  switch (bill.status) {
    case 'unpaid':
      return bill.rejectionReason ? (
        <Alert severity="error">
          <AlertTitle>{t('pay.state.rejected.title')}</AlertTitle>
          {t('pay.state.rejected.text', { reason: bill.rejectionReason })}
        </Alert>
      ) : (
        <Alert severity="info">
          <AlertTitle>{t('pay.state.unpaid.title')}</AlertTitle>
          {t('pay.state.unpaid.text', { date: date(bill.dueAt) })}
        </Alert>
      );
    case 'pending_confirmation':
      return (
        <Alert severity="info">
          <AlertTitle>{t('pay.state.pending.title')}</AlertTitle>
          {t('pay.state.pending.text', {
            context: bill.kind,
            date: bill.paymentNotice ? date(bill.paymentNotice.paidAt) : '',
            name: bill.paymentNotice?.senderName ?? '',
          })}
        </Alert>
      );
    case 'paid':
      return (
        <Alert
          severity="success"
          sx={{ flexWrap: 'wrap' }}
          action={link(whatNext.paid, t('pay.state.paid.action', { context: bill.kind }))}
        >
          <AlertTitle>{t('pay.state.paid.title', { context: bill.kind })}</AlertTitle>
          {t('pay.state.paid.text', { context: bill.kind, date: bill.paidAt ? date(bill.paidAt) : '' })}
        </Alert>
      );
    case 'cancelled':
      return (
        <Alert
          severity="warning"
          sx={{ flexWrap: 'wrap' }}
          action={link(whatNext.again, t('pay.state.cancelled.action', { context: bill.kind }))}
        >
          <AlertTitle>{t('pay.state.cancelled.title')}</AlertTitle>
          {t('pay.state.cancelled.text', { context: bill.kind })}
        </Alert>
      );
    case 'refunded':
      return (
        <Alert severity="warning">
          <AlertTitle>{t('pay.state.refunded.title')}</AlertTitle>
          {t('pay.state.refunded.text')}
        </Alert>
      );
  }
}

function Line({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      {children}
    </Box>
  );
}

function TransferDetails({ payment }: { payment: BillPayment }) {
  const { t, i18n } = useTranslation('bills');
  const { bill, reference, bankAccounts } = payment;
  return (
    <Card component="section" aria-labelledby="pay-transfer-title">
      <CardContent>
        <Stack spacing={3}>
          <Typography id="pay-transfer-title" variant="h6" component="h2">
            {t('pay.transfer.title')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
            <Line label={t('pay.transfer.amount')}>
              <Typography variant="h4" component="p" sx={{ fontWeight: 600 }}>
                {formatMoney(bill.total, bill.currency, i18n.language)}
              </Typography>
            </Line>
            <Line label={t('pay.transfer.reference')}>
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                <Typography variant="h5" component="p" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
                  {reference}
                </Typography>
                <CopyButton text={reference} label={t('pay.transfer.copyReference', { reference })} />
              </Stack>
            </Line>
          </Stack>
          <Alert severity="warning" icon={false}>
            {t('pay.transfer.referenceNote', { reference })}
          </Alert>
          {bankAccounts.length === 0 ? (
            <Alert severity="error">{t('pay.transfer.noAccounts')}</Alert>
          ) : (
            <Stack
              spacing={2}
              component="ul"
              sx={{ listStyle: 'none', p: 0, m: 0 }}
              aria-label={t('pay.transfer.accounts')}
            >
              {bankAccounts.map((account) => (
                <Box
                  component="li"
                  key={account.id}
                  sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}
                >
                  <Typography fontWeight={600}>{account.bankName}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {[account.accountHolder, account.branch, account.currency].filter(Boolean).join(' · ')}
                  </Typography>
                  <Stack
                    direction={{ xs: 'column', sm: 'row' }}
                    spacing={1.5}
                    sx={{ mt: 1, alignItems: { xs: 'flex-start', sm: 'center' } }}
                  >
                    <Typography
                      component="p"
                      sx={{
                        fontFamily: 'monospace',
                        fontSize: { xs: '0.95rem', sm: '1.1rem' },
                        wordBreak: 'break-word',
                      }}
                      aria-label={t('pay.transfer.iban')}
                    >
                      {formatIban(account.iban)}
                    </Typography>
                    <CopyButton
                      text={account.iban}
                      label={t('pay.transfer.copyIban', { bank: account.bankName })}
                    />
                  </Stack>
                </Box>
              ))}
            </Stack>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

export function PayPage() {
  const { t } = useTranslation('bills');
  const { pay = '' } = useParams();
  const payment = useQuery(billPaymentQuery(pay));
  const { cancel } = useBillActions(pay);
  const [isNoticeOpen, setNoticeOpen] = useState(false);
  const [isCancelling, setCancelling] = useState(false);

  const header = (bill?: Bill) => (
    <PageHeader
      back={{ to: nextPaths(bill).back, label: t('pay.back', { context: bill?.kind }) }}
      title={t('pay.title')}
      subtitle={
        bill && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} component="span">
            <span>{t('pay.subtitle', { number: bill.number })}</span>
            <BillStatusChip status={bill.status} />
          </Stack>
        )
      }
      actions={
        bill && (
          <Button component={RouterLink} to={paths.billView(bill.id)} variant="outlined">
            {t('pay.viewBill')}
          </Button>
        )
      }
    />
  );

  if (payment.isPending) return <PageLoading />;
  if (payment.isError)
    return (
      <Stack spacing={3}>
        {header()}
        <LoadError error={payment.error} onRetry={() => void payment.refetch()} />
      </Stack>
    );

  const { bill } = payment.data;
  const isOpen = bill.status === 'unpaid' || bill.status === 'pending_confirmation';
  return (
    <Stack spacing={3}>
      {header(bill)}
      <BillState bill={bill} />
      {isOpen && <TransferDetails payment={payment.data} />}
      {bill.status === 'unpaid' && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button variant="contained" size="large" onClick={() => setNoticeOpen(true)}>
            {t('pay.notice.open')}
          </Button>
          <Button color="error" onClick={() => setCancelling(true)}>
            {t('pay.cancel.action')}
          </Button>
        </Stack>
      )}
      <PaymentNoticeDialog
        billId={bill.id}
        senderName={buyerName(bill.buyer)}
        open={isNoticeOpen}
        onClose={() => setNoticeOpen(false)}
      />
      <ConfirmDialog
        open={isCancelling}
        title={t('pay.cancel.title')}
        message={t('pay.cancel.text', { context: bill.kind, number: bill.number })}
        confirmLabel={t('pay.cancel.confirm')}
        cancelLabel={t('pay.cancel.keep')}
        onConfirm={() => cancel.mutateAsync()}
        onClose={() => setCancelling(false)}
      />
    </Stack>
  );
}
