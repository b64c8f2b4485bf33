// What the staff do with a bill (decisions/036's states): confirm the payment (the money is in:
// the plan starts), reject a payment notice with a reason the buyer reads, cancel an open bill,
// refund a paid one. The buyer's payment notice is shown first, as that is what is being judged.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Bill } from '@hatira/shared/bills';
import { formatMoney } from '@hatira/shared/money';
import { formatBillDate } from '../../components/billing/format';
import { useConfirm } from '../../components/confirm-dialog/use-confirm';
import { useBillActions } from './bills.api';
import { RejectDialog } from './reject-dialog';

function PaymentNotice({ bill }: { bill: Bill }) {
  const { t, i18n } = useTranslation('bills');
  const notice = bill.paymentNotice;
  if (!notice) return <Typography color="text.secondary">{t('staff.noNotice')}</Typography>;
  return (
    <Alert severity={bill.status === 'pending_confirmation' ? 'info' : 'success'} icon={false}>
      <AlertTitle>{t('staff.notice.title')}</AlertTitle>
      {t('staff.notice.text', {
        date: formatBillDate(notice.paidAt, i18n.language),
        name: notice.senderName,
        amount: formatMoney(bill.total, bill.currency, i18n.language),
        reference: bill.paymentReference,
      })}
      {notice.note && (
        <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-line' }}>
          {t('staff.notice.note', { note: notice.note })}
        </Typography>
      )}
    </Alert>
  );
}

export function BillStaffActions({ bill }: { bill: Bill }) {
  const { t } = useTranslation('bills');
  const actions = useBillActions(bill.id);
  const { ask, dialog } = useConfirm();
  const [isRejecting, setRejecting] = useState(false);
  const isOpen = bill.status === 'unpaid' || bill.status === 'pending_confirmation';

  return (
    <Card component="section" aria-labelledby="bill-staff-title">
      <CardContent>
        <Stack spacing={2}>
          <Typography id="bill-staff-title" variant="h6" component="h2">
            {t('staff.title')}
          </Typography>
          <PaymentNotice bill={bill} />
          {bill.rejectionReason && bill.status === 'unpaid' && (
            <Alert severity="warning">{t('staff.rejectedWith', { reason: bill.rejectionReason })}</Alert>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ flexWrap: 'wrap' }}>
            {isOpen && (
              <Button
                variant="contained"
                color="success"
                onClick={() =>
                  ask({
                    title: t('staff.confirm.title'),
                    message: t(
                      bill.paymentNotice ? 'staff.confirm.text' : 'staff.confirm.textWithoutNotice',
                      { context: bill.kind, number: bill.number },
                    ),
                    confirmLabel: t('staff.confirm.action'),
                    isDestructive: false,
                    onConfirm: () => actions.confirm.mutateAsync(),
                  })
                }
              >
                {t('staff.confirm.action')}
              </Button>
            )}
            {bill.status === 'pending_confirmation' && (
              <Button variant="outlined" color="warning" onClick={() => setRejecting(true)}>
                {t('staff.reject.action')}
              </Button>
            )}
            {isOpen && (
              <Button
                color="error"
                onClick={() =>
                  ask({
                    title: t('staff.cancel.title'),
                    message: t('staff.cancel.text', { context: bill.kind, number: bill.number }),
                    confirmLabel: t('staff.cancel.action'),
                    onConfirm: () => actions.cancel.mutateAsync(),
                  })
                }
              >
                {t('staff.cancel.action')}
              </Button>
            )}
            {bill.status === 'paid' && (
              <Button
                color="error"
                variant="outlined"
                onClick={() =>
                  ask({
                    title: t('staff.refund.title'),
                    message: t('staff.refund.text', { number: bill.number }),
                    confirmLabel: t('staff.refund.action'),
                    onConfirm: () => actions.refund.mutateAsync(),
                  })
                }
              >
                {t('staff.refund.action')}
              </Button>
            )}
          </Stack>
        </Stack>
      </CardContent>
      {dialog}
      <RejectDialog
        open={isRejecting}
        onClose={() => setRejecting(false)}
        onReject={(reason) => actions.reject.mutateAsync(reason)}
      />
    </Card>
  );
}
