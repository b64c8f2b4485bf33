// The profile picture: PNG or JPG up to 2 MB, checked here first (the server checks the bytes
// again), cropped square and resized by the server.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadOutlinedIcon from '@mui/icons-material/UploadOutlined';
import { AVATAR_MAX_BYTES } from '@hatira/shared/limits';
import type { Profile } from '@hatira/shared/profile';
import { translateApiError } from '../../lib/form-errors';
import { useRemoveAvatar, useUploadAvatar } from './profile.api';

const ACCEPTED = ['image/png', 'image/jpeg'];

export function AvatarCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  const [localError, setLocalError] = useState<string | null>(null);
  const error =
    localError ?? (upload.error || remove.error ? translateApiError(t, upload.error ?? remove.error) : null);

  function handlePick(file: File | undefined) {
    setLocalError(null);
    upload.reset();
    if (!file) return;
    if (!ACCEPTED.includes(file.type)) return setLocalError(t('errors:AVATAR_INVALID_TYPE'));
    if (file.size > AVATAR_MAX_BYTES) return setLocalError(t('errors:AVATAR_TOO_LARGE'));
    upload.mutate(file);
  }

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
      <Avatar
        src={profile.avatar ?? undefined}
        alt={t('account.avatarAlt', { name: profile.fullName })}
        variant="rounded"
        sx={{ width: 100, height: 100, fontSize: 36 }}
      >
        {profile.fullName.slice(0, 1)}
      </Avatar>
      <Stack spacing={1}>
        <Stack direction="row" spacing={1}>
          <Button
            variant="contained"
            startIcon={<UploadOutlinedIcon />}
            disabled={upload.isPending}
            onClick={() => input.current?.click()}
          >
            {t('account.uploadAvatar')}
          </Button>
          {profile.avatar && (
            <Button
              color="secondary"
              variant="outlined"
              disabled={remove.isPending}
              onClick={() => remove.mutate()}
            >
              {t('account.removeAvatar')}
            </Button>
          )}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {t('account.avatarHint')}
        </Typography>
        <input
          ref={input}
          type="file"
          accept=".png,.jpg,.jpeg,image/png,image/jpeg"
          hidden
          aria-label={t('account.uploadAvatar')}
          onChange={(event) => {
            handlePick(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        {error && <Alert severity="error">{error}</Alert>}
      </Stack>
    </Stack>
  );
}
