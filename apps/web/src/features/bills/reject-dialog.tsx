// Turning a payment notice down: the reason (shown to the buyer on the pay page and mailed),
// checked with the shared schema; the bill is unpaid again and the buyer may send a new notice.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { NOTE_MAX } from '@hatira/shared/limits';
import { SubmitButton } from '../../components/entity-form/form-footer';
import { useEntityForm } from '../../components/entity-form/use-entity-form';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver';

const rejectSchema = lazyZodResolver(() =>
  import('@hatira/shared/bills').then((m) => m.rejectPaymentBodySchema),
);
const EMPTY = { reason: '' };

export interface RejectDialogProps {
  open: boolean;
  onClose: () => void;
  onReject: (reason: string) => Promise<unknown>;
}

export function RejectDialog({ open, onClose, onReject }: RejectDialogProps) {
  const { t } = useTranslation('bills');
  const form = useEntityForm({
    schema: rejectSchema,
    defaultValues: EMPTY,
    fields: ['reason'],
    onSubmit: async ({ reason }) => {
      await onReject(reason);
      onClose();
    },
    savedText: t('staff.reject.done'),
  });
  const { reset, errorOf, isSubmitting } = form;
  useEffect(() => {
    if (open) rejectSchema.preload();
    else reset(EMPTY);
  }, [open, reset]);

  return (
    <Dialog
      open={open}
      onClose={isSubmitting ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="reject-title"
    >
      <form {...form.formProps}>
        <DialogTitle id="reject-title">{t('staff.reject.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={3}>
            <DialogContentText>{t('staff.reject.text')}</DialogContentText>
            <TextField
              {...form.register('reason')}
              label={t('staff.reject.reason')}
              required
              autoFocus
              multiline
              minRows={3}
              error={Boolean(errorOf('reason'))}
              helperText={errorOf('reason') ?? t('staff.reject.reasonHint')}
              slotProps={{ htmlInput: { maxLength: NOTE_MAX } }}
            />
            {form.alertText && <Alert severity="error">{form.alertText}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={isSubmitting} color="inherit">
            {t('common:cancel')}
          </Button>
          <SubmitButton form={form} label={t('staff.reject.action')} />
        </DialogActions>
      </form>
    </Dialog>
  );
}
