// Blocking an address or a range, on the create/edit kit (components/entity-form): checked in the
// browser with the shared schema (the same rule and message as the server), then sent. An address
// blocked already is said on the field itself; a block made says so in a toast.
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
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { BLOCKED_IP_REASON_MAX } from '@hatira/shared/limits';
import { SubmitButton } from '../../components/entity-form/form-footer';
import { useEntityForm } from '../../components/entity-form/use-entity-form';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver';
import type { BlockedIpFormValues } from './blocked-ip-form.schema';
import { useCreateBlockedIp } from './blocked-ips.api';

const FORM_FIELDS = ['ip', 'reason'] as const;
const EMPTY: BlockedIpFormValues = { ip: '', reason: '' };

const blockedIpSchema = lazyZodResolver(() =>
  import('./blocked-ip-form.schema').then((m) => m.blockedIpFormSchema),
);

export interface BlockedIpDialogProps {
  open: boolean;
  onClose: () => void;
  /** An admin's entries apply to every event page; a subscriber's to their own. */
  isPlatformWide: boolean;
}

export function BlockedIpDialog({ open, onClose, isPlatformWide }: BlockedIpDialogProps) {
  const { t } = useTranslation('blocked-ips');
  const isPhone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const { mutateAsync: create } = useCreateBlockedIp();
  const form = useEntityForm({
    schema: blockedIpSchema,
    defaultValues: EMPTY,
    fields: FORM_FIELDS,
    codeFields: { IP_ALREADY_BLOCKED: 'ip' },
    onSubmit: async (values) => {
      await create({ ip: values.ip.trim(), reason: values.reason.trim() || null });
      onClose();
    },
    savedText: t('dialog.saved'),
  });
  const { register, reset, errorOf, isSubmitting } = form;

  useEffect(() => {
    if (open) blockedIpSchema.preload();
    else reset(EMPTY);
  }, [open, reset]);

  return (
    <Dialog
      open={open}
      onClose={isSubmitting ? undefined : onClose}
      fullScreen={isPhone}
      fullWidth
      maxWidth="sm"
      aria-labelledby="blocked-ip-dialog-title"
    >
      <form {...form.formProps}>
        <DialogTitle id="blocked-ip-dialog-title">{t('dialog.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={3}>
            <DialogContentText>{t(isPlatformWide ? 'dialog.textPlatform' : 'dialog.text')}</DialogContentText>
            <TextField
              {...register('ip')}
              label={t('fields.ip')}
              required
              autoFocus
              autoComplete="off"
              spellCheck={false}
              error={Boolean(errorOf('ip'))}
              helperText={errorOf('ip') ?? t('fields.ipHint')}
              slotProps={{ htmlInput: { inputMode: 'url', autoCapitalize: 'none' } }}
            />
            <TextField
              {...register('reason')}
              label={t('fields.reason')}
              multiline
              minRows={2}
              error={Boolean(errorOf('reason'))}
              helperText={errorOf('reason') ?? t('fields.reasonHint')}
              slotProps={{ htmlInput: { maxLength: BLOCKED_IP_REASON_MAX } }}
            />
            {form.alertText && <Alert severity="error">{form.alertText}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={isSubmitting} color="inherit">
            {t('common:cancel')}
          </Button>
          <SubmitButton form={form} label={t('dialog.submit')} />
        </DialogActions>
      </form>
    </Dialog>
  );
}
