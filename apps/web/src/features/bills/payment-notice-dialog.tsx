// "I have paid": the day of the transfer, the name it was sent under and a note, checked with the
// shared schema, then sent (POST /api/bills/{id}/payment-notice); the bill then awaits the staff.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Controller } from 'react-hook-form';
import dayjs, { type Dayjs } from 'dayjs';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { paymentNoticeBodySchema } from '@hatira/shared/bills';
import { FULL_NAME_MAX, NOTE_MAX } from '@hatira/shared/limits';
import type { z } from 'zod';
import { DatePickersProvider } from '../../components/date-pickers-provider';
import { SubmitButton } from '../../components/entity-form/form-footer';
import { useEntityForm } from '../../components/entity-form/use-entity-form';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver';
import { useBillActions } from './bills.api';

type NoticeValues = z.input<typeof paymentNoticeBodySchema>;
const FORM_FIELDS = ['paidAt', 'senderName', 'note'] as const;
const DAY = 'YYYY-MM-DD';

const noticeSchema = lazyZodResolver(() =>
  import('@hatira/shared/bills').then((m) => m.paymentNoticeBodySchema),
);

export interface PaymentNoticeDialogProps {
  billId: string;
  /** The name on the bill: most transfers are sent under it. */
  senderName: string;
  open: boolean;
  onClose: () => void;
}

export function PaymentNoticeDialog({ billId, senderName, open, onClose }: PaymentNoticeDialogProps) {
  const { t } = useTranslation('bills');
  const isPhone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const { notice } = useBillActions(billId);
  const empty: NoticeValues = { paidAt: dayjs().format(DAY), senderName, note: '' };
  const form = useEntityForm({
    schema: noticeSchema,
    defaultValues: empty,
    fields: FORM_FIELDS,
    onSubmit: async (values) => {
      await notice.mutateAsync({ ...values, note: values.note || undefined });
      onClose();
    },
    savedText: t('pay.notice.sent'),
  });
  const { register, reset, errorOf, isSubmitting } = form;

  useEffect(() => {
    if (open) noticeSchema.preload();
    else reset({ paidAt: dayjs().format(DAY), senderName, note: '' });
  }, [open, reset, senderName]);

  return (
    <Dialog
      open={open}
      onClose={isSubmitting ? undefined : onClose}
      fullScreen={isPhone}
      fullWidth
      maxWidth="sm"
      aria-labelledby="payment-notice-title"
    >
      <form {...form.formProps}>
        <DialogTitle id="payment-notice-title">{t('pay.notice.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={3}>
            <DialogContentText>{t('pay.notice.text')}</DialogContentText>
            <Controller
              control={form.control}
              name="paidAt"
              render={({ field }) => (
                <DatePickersProvider>
                  <DatePicker
                    label={t('pay.notice.paidAt')}
                    value={field.value ? dayjs(field.value) : null}
                    disableFuture
                    onChange={(date: Dayjs | null) => field.onChange(date?.isValid() ? date.format(DAY) : '')}
                    slotProps={{
                      textField: {
                        name: field.name,
                        onBlur: field.onBlur,
                        required: true,
                        error: Boolean(errorOf('paidAt')),
                        helperText: errorOf('paidAt'),
                      },
                    }}
                  />
                </DatePickersProvider>
              )}
            />
            <TextField
              {...register('senderName')}
              label={t('pay.notice.senderName')}
              required
              error={Boolean(errorOf('senderName'))}
              helperText={errorOf('senderName') ?? t('pay.notice.senderNameHint')}
              slotProps={{ htmlInput: { maxLength: FULL_NAME_MAX } }}
            />
            <TextField
              {...register('note')}
              label={t('pay.notice.note')}
              multiline
              minRows={2}
              error={Boolean(errorOf('note'))}
              helperText={errorOf('note') ?? t('pay.notice.noteHint')}
              slotProps={{ htmlInput: { maxLength: NOTE_MAX } }}
            />
            {form.alertText && <Alert severity="error">{form.alertText}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={isSubmitting} color="inherit">
            {t('common:cancel')}
          </Button>
          <SubmitButton form={form} label={t('pay.notice.submit')} />
        </DialogActions>
      </form>
    </Dialog>
  );
}
