// The cover photo of a saved invitation: the chosen file is shown first as the server will cut it
// (COVER_ASPECT, the middle kept), then uploaded; the saved cover can be replaced or removed. The
// file's type and size are checked here first (the server checks the bytes again).
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import UploadOutlinedIcon from '@mui/icons-material/UploadOutlined';
import { COVER_ASPECT, INVITATION_COVER_MAX_BYTES, type Invitation } from '@hatira/shared/invitations';
import { translateApiError } from '../../lib/form-errors';
import { useObjectUrl } from '../../lib/use-object-url';
import { useRemoveCover, useUploadCover } from './invitations.api';

const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'];
const ACCEPT_ATTRIBUTE = '.jpg,.jpeg,.png,.webp,.heic,.heif,' + ACCEPTED.join(',');

export interface CoverCardProps {
  invitation: Invitation;
  /** The picture the preview should show: the chosen file's, the saved one's, or none. */
  onPreviewChange: (url: string | null) => void;
}

export function CoverCard({ invitation, onPreviewChange }: CoverCardProps) {
  const { t } = useTranslation('invitations');
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<File | null>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  const chosenUrl = useObjectUrl(chosen);
  const upload = useUploadCover(invitation.id);
  const remove = useRemoveCover(invitation.id);
  const shown = chosenUrl ?? invitation.coverUrl;
  const failure = upload.error ?? remove.error;
  const error = localError ?? (failure ? translateApiError(t, failure) : null);
  const isBusy = upload.isPending || remove.isPending;

  useEffect(() => onPreviewChange(shown ?? null), [shown, onPreviewChange]);

  function handlePick(file: File | undefined) {
    setLocalError(null);
    upload.reset();
    remove.reset();
    if (!file) return;
    // Some phones leave a HEIC photo's type empty: its name says what it is, the server checks.
    if (file.type && !ACCEPTED.includes(file.type)) return setLocalError(t('errors:COVER_INVALID_TYPE'));
    if (file.size > INVITATION_COVER_MAX_BYTES) return setLocalError(t('errors:COVER_TOO_LARGE'));
    setChosen(file);
  }

  function handleUpload() {
    if (!chosen) return;
    upload.mutate(chosen, { onSuccess: () => setChosen(null) });
  }

  return (
    <Stack spacing={2}>
      <Box
        sx={{
          width: '100%',
          maxWidth: 420,
          aspectRatio: String(COVER_ASPECT),
          borderRadius: 1,
          overflow: 'hidden',
          bgcolor: 'action.hover',
          display: 'grid',
          placeItems: 'center',
          position: 'relative',
        }}
      >
        {shown ? (
          <Box
            component="img"
            src={shown}
            alt={chosen ? t('cover.chosenAlt') : t('cover.alt')}
            // The middle of the picture at the cover's proportions: what the server keeps.
            sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
          />
        ) : (
          <Typography color="text.secondary" variant="body2" sx={{ p: 2, textAlign: 'center' }}>
            {t('cover.none')}
          </Typography>
        )}
        {isBusy && (
          <Box
            sx={{
              position: 'absolute',
              inset: 0,
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'rgba(255,255,255,0.6)',
            }}
          >
            <CircularProgress aria-label={t('cover.uploading')} />
          </Box>
        )}
      </Box>
      {chosen && <Alert severity="info">{t('cover.cropHint')}</Alert>}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {chosen ? (
          <>
            <Button
              variant="contained"
              startIcon={<UploadOutlinedIcon />}
              disabled={isBusy}
              onClick={handleUpload}
            >
              {t('cover.upload')}
            </Button>
            <Button color="inherit" disabled={isBusy} onClick={() => setChosen(null)}>
              {t('cover.cancel')}
            </Button>
          </>
        ) : (
          <>
            <Button
              variant="outlined"
              startIcon={<UploadOutlinedIcon />}
              disabled={isBusy}
              onClick={() => input.current?.click()}
            >
              {invitation.coverUrl ? t('cover.replace') : t('cover.choose')}
            </Button>
            {invitation.coverUrl && (
              <Button
                color="error"
                startIcon={<DeleteOutlineIcon />}
                disabled={isBusy}
                onClick={() => remove.mutate()}
              >
                {t('cover.remove')}
              </Button>
            )}
          </>
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t('cover.hint')}
      </Typography>
      <input
        ref={input}
        type="file"
        accept={ACCEPT_ATTRIBUTE}
        hidden
        aria-label={t('cover.choose')}
        onChange={(event) => {
          handlePick(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      {error && <Alert severity="error">{error}</Alert>}
    </Stack>
  );
}
