// "Block this guest": says what happens (the address is blocked on every event page of the owner
// and the guest's earlier posts are hidden), takes an optional reason, and runs the block.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { BLOCKED_IP_REASON_MAX } from '@hatira/shared/limits';
import type { Post } from '@hatira/shared/posts';
import { translateApiError } from '../../lib/form-errors';
import { useBlockGuest, type BlockGuestResponse } from './posts.api';

interface BlockGuestDialogProps {
  /** The post whose sender is to be blocked; null = closed. */
  post: Post | null;
  onClose: () => void;
  onBlocked: (result: BlockGuestResponse) => void;
}

export function BlockGuestDialog({ post, onClose, onBlocked }: BlockGuestDialogProps) {
  const { t } = useTranslation(['posts', 'common']);
  const titleId = useId();
  const textId = useId();
  const [reason, setReason] = useState('');
  // The text stays while the dialog fades out after `post` went back to null.
  const [lastPost, setLastPost] = useState(post);
  if (post && post !== lastPost) setLastPost(post);
  const shown = post ?? lastPost;
  const block = useBlockGuest();
  const { reset } = block;

  // Opened again (for another guest): a clean form.
  useEffect(() => {
    if (post) {
      setReason('');
      reset();
    }
  }, [post, reset]);

  const handleClose = () => {
    if (!block.isPending) onClose();
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!post) return;
    block.mutate(
      { postId: post.id, reason },
      {
        onSuccess: (result) => {
          onBlocked(result);
          onClose();
        },
      },
    );
  };

  return (
    <Dialog
      open={post !== null}
      onClose={handleClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="xs"
      fullWidth
    >
      <form onSubmit={handleSubmit} noValidate>
        <DialogTitle id={titleId}>{t('block.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId}>
            {t('block.text', { name: shown?.guestName ?? '', ip: shown?.ip ?? '' })}
          </DialogContentText>
          <TextField
            label={t('block.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            fullWidth
            multiline
            minRows={2}
            margin="normal"
            slotProps={{ htmlInput: { maxLength: BLOCKED_IP_REASON_MAX } }}
            helperText={t('block.reasonHint', { length: reason.length, max: BLOCKED_IP_REASON_MAX })}
          />
          {block.isError && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {translateApiError(t, block.error)}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={handleClose} disabled={block.isPending} color="inherit">
            {t('common:cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color="error"
            disabled={block.isPending}
            startIcon={block.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {t('block.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
