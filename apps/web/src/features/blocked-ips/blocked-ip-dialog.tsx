// Blocking an address or a range: checked in the browser with the shared schema (the same rule and
// message as the server), then sent. An address blocked already is said on the field itself.
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
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
import { ApiError } from '../../lib/api';
import { applyServerFieldErrors, translateApiError, useFieldErrorText } from '../../lib/form-errors';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver';
import type { BlockedIpFormValues } from './blocked-ip-form.schema';
import { useCreateBlockedIp } from './blocked-ips.api';

const FORM_FIELDS = ['ip', 'reason'] as const;
const EMPTY: BlockedIpFormValues = { ip: '', reason: '' };

const blockedIpForm = lazyZodResolver<BlockedIpFormValues>(() =>
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
  const fieldError = useFieldErrorText();
  const isPhone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const create = useCreateBlockedIp();
  const [alertText, setAlertText] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<BlockedIpFormValues>({ resolver: blockedIpForm.resolver, defaultValues: EMPTY });

  useEffect(() => {
    if (open) blockedIpForm.preload();
    else {
      reset(EMPTY);
      setAlertText(null);
    }
  }, [open, reset]);

  const handleBlock = handleSubmit(async (values) => {
    setAlertText(null);
    try {
      await create.mutateAsync({ ip: values.ip.trim(), reason: values.reason.trim() || null });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'IP_ALREADY_BLOCKED') {
        setError('ip', { type: 'server', message: translateApiError(t, error) }, { shouldFocus: true });
        return;
      }
      const isOnFields =
        error instanceof ApiError && applyServerFieldErrors(setError, error.fields, FORM_FIELDS);
      if (!isOnFields) setAlertText(translateApiError(t, error));
      return;
    }
    onClose();
  });

  return (
    <Dialog
      open={open}
      onClose={isSubmitting ? undefined : onClose}
      fullScreen={isPhone}
      fullWidth
      maxWidth="sm"
      aria-labelledby="blocked-ip-dialog-title"
    >
      <form noValidate onSubmit={handleBlock}>
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
              error={Boolean(errors.ip)}
              helperText={fieldError(errors.ip?.message) ?? t('fields.ipHint')}
              slotProps={{ htmlInput: { inputMode: 'url', autoCapitalize: 'none' } }}
            />
            <TextField
              {...register('reason')}
              label={t('fields.reason')}
              multiline
              minRows={2}
              error={Boolean(errors.reason)}
              helperText={fieldError(errors.reason?.message) ?? t('fields.reasonHint')}
              slotProps={{ htmlInput: { maxLength: BLOCKED_IP_REASON_MAX } }}
            />
            {alertText && <Alert severity="error">{alertText}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={isSubmitting} color="inherit">
            {t('common:cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={isSubmitting}
            startIcon={isSubmitting ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {t('dialog.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
