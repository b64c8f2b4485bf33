// "Block this guest" (DESIGN.md §6.7, docs/decisions/054): by default only the guest's phone (their
// device key); their address or its whole range only when chosen, with a warning of how many
// other guests posted from there — at a venue that address is usually everyone on the Wi-Fi.
// Takes an optional reason; the guest's posts are hidden, and come back if the block is removed.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BLOCKED_IP_REASON_MAX } from '@hatira/shared/limits';
import type { BlockOptionsResponse, BlockTarget, Post } from '@hatira/shared/posts';
import { translateApiError } from '../../lib/form-errors';
import { blockOptionsQueryOptions, useBlockGuest, type BlockGuestResponse } from './posts.api';

interface BlockGuestDialogProps {
  /** The post whose sender is to be blocked; null = closed. */
  post: Post | null;
  onClose: () => void;
  onBlocked: (result: BlockGuestResponse, post: Post) => void;
}

/** Whether a target can be chosen for this post: a device needs a key, the others an address. */
const isAvailable = (options: BlockOptionsResponse, target: BlockTarget) =>
  target === 'device' ? options.hasDevice : options.ip !== null;

/** One choice: its label, what it reaches, and (when it cannot be chosen) why. */
function TargetLabel({ title, detail }: { title: string; detail: string }) {
  return (
    <Stack sx={{ py: 0.75 }}>
      <Typography variant="body1">{title}</Typography>
      <Typography variant="body2" color="text.secondary">
        {detail}
      </Typography>
    </Stack>
  );
}

export function BlockGuestDialog({ post, onClose, onBlocked }: BlockGuestDialogProps) {
  const { t } = useTranslation(['posts', 'common']);
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [target, setTarget] = useState<BlockTarget | null>(null);
  // The text stays while the dialog fades out after `post` went back to null.
  const [lastPost, setLastPost] = useState(post);
  if (post && post !== lastPost) setLastPost(post);
  const shown = post ?? lastPost;
  const options = useQuery({ ...blockOptionsQueryOptions(post?.id ?? ''), enabled: post !== null });
  const block = useBlockGuest();
  const { reset } = block;
  const loaded = options.data;

  // Opened again (for another guest): a clean form.
  useEffect(() => {
    if (post) {
      setReason('');
      setTarget(null);
      reset();
    }
  }, [post, reset]);

  // Only this phone by default; without a device key nothing is chosen for the owner.
  useEffect(() => {
    if (loaded) setTarget((current) => current ?? (loaded.hasDevice ? 'device' : null));
  }, [loaded]);

  const handleClose = () => {
    if (!block.isPending) onClose();
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!post || !target) return;
    block.mutate(
      { postId: post.id, target, reason },
      {
        onSuccess: (result) => {
          onBlocked(result, post);
          onClose();
        },
      },
    );
  };

  const name = shown?.guestName ?? '';
  const others =
    target === 'range' ? loaded?.othersOnRange : target === 'ip' ? loaded?.othersOnIp : undefined;

  return (
    <Dialog open={post !== null} onClose={handleClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form onSubmit={handleSubmit} noValidate>
        <DialogTitle id={titleId}>{t('block.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('block.text', { name })}</DialogContentText>
          {options.isPending && post && (
            <Stack alignItems="center" sx={{ py: 3 }}>
              <CircularProgress size={28} aria-label={t('block.loading')} />
            </Stack>
          )}
          {options.isError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {translateApiError(t, options.error)}
            </Alert>
          )}
          {loaded && (
            <RadioGroup
              aria-label={t('block.what')}
              value={target ?? ''}
              onChange={(event) => setTarget(event.target.value as BlockTarget)}
              sx={{ mt: 2, gap: 0.5 }}
            >
              <FormControlLabel
                value="device"
                disabled={!isAvailable(loaded, 'device')}
                control={<Radio />}
                label={
                  <TargetLabel
                    title={t('block.device')}
                    detail={t(loaded.hasDevice ? 'block.deviceHint' : 'block.deviceUnknown', { name })}
                  />
                }
              />
              <FormControlLabel
                value="ip"
                disabled={!isAvailable(loaded, 'ip')}
                control={<Radio />}
                label={
                  <TargetLabel
                    title={t('block.ip')}
                    detail={loaded.ip ? t('block.ipHint', { ip: loaded.ip }) : t('block.noAddress')}
                  />
                }
              />
              <FormControlLabel
                value="range"
                disabled={!isAvailable(loaded, 'range')}
                control={<Radio />}
                label={
                  <TargetLabel
                    title={t('block.range')}
                    detail={
                      loaded.range ? t('block.rangeHint', { range: loaded.range }) : t('block.noAddress')
                    }
                  />
                }
              />
            </RadioGroup>
          )}
          {others !== undefined && (
            <Alert severity="warning" sx={{ mt: 1 }}>
              {others > 0
                ? t(target === 'range' ? 'block.othersOnRange' : 'block.othersOnIp', { count: others })
                : t('block.nobodyElse')}
            </Alert>
          )}
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
            disabled={block.isPending || !target}
            startIcon={block.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {t('block.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
