// The admin's one "are you sure?" dialog. It runs the action itself: the buttons wait while it
// runs, a failure stays in the dialog in the user's language (the error code's text), and the
// dialog closes only once the action has succeeded.
//
//   <ConfirmDialog open={target !== null} title={t('delete.title')} message={t('delete.text', {name})}
//                  confirmLabel={t('delete.confirm')} onConfirm={() => remove.mutateAsync(target.id)}
//                  onClose={() => setTarget(null)} />
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { translateApiError } from '../../lib/form-errors';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What will happen, in a sentence or two. */
  message: ReactNode;
  /** The confirm button's text: say the action ("Delete album"), not "OK". */
  confirmLabel: string;
  /** The other button's text (default "Cancel"). */
  cancelLabel?: string;
  /** A red confirm button, for actions that cannot be undone. Default true. */
  isDestructive?: boolean;
  /** The action. The dialog closes (onClose) when it resolves and shows the error when it rejects. */
  onConfirm: () => Promise<unknown> | void;
  /** Cancel, Escape, a click outside, or success. Not called while the action runs. */
  onClose: () => void;
}

export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  isDestructive = true,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const textId = useId();
  const [isRunning, setRunning] = useState(false);
  const [error, setError] = useState<unknown>(null);

  // A dialog opened again starts clean.
  useEffect(() => {
    if (open) setError(null);
  }, [open]);

  const handleClose = () => {
    if (!isRunning) onClose();
  };

  const handleConfirm = async () => {
    setRunning(true);
    setError(null);
    try {
      await onConfirm();
      onClose();
    } catch (failure) {
      setError(failure);
    } finally {
      setRunning(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={handleClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} component="div">
          {message}
        </DialogContentText>
        {error !== null && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {translateApiError(t, error)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={handleClose} disabled={isRunning} color="inherit">
          {cancelLabel ?? t('cancel')}
        </Button>
        <Button
          variant="contained"
          color={isDestructive ? 'error' : 'primary'}
          onClick={() => void handleConfirm()}
          disabled={isRunning}
          startIcon={isRunning ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
