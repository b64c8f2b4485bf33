// The album's state for guests above its settings, and "Şimdi aç" for an album still waiting:
// asked first (guests see every photo at once, and it cannot be hidden again by a time).
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MoveToInboxOutlinedIcon from '@mui/icons-material/MoveToInboxOutlined';
import LockClockOutlinedIcon from '@mui/icons-material/LockClockOutlined';
import LockOpenOutlinedIcon from '@mui/icons-material/LockOpenOutlined';
import type { Album } from '@hatira/shared/albums';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog';
import { showToast } from '../../lib/toast';
import { useRevealAlbum } from './albums.api';
import { canRevealNow, revealStateOf, useRevealText } from './reveal-text';

/** The confirm dialog's texts, shared with the list's row action. */
export function useRevealQuestion() {
  const { t } = useTranslation('albums');
  const { mutateAsync: reveal } = useRevealAlbum();
  return useCallback(
    (album: Pick<Album, 'id' | 'name'>) => ({
      title: t('reveal.confirmTitle'),
      message: t('reveal.confirmText', { name: album.name }),
      confirmLabel: t('reveal.confirm'),
      isDestructive: false,
      onConfirm: async () => {
        await reveal(album.id);
        showToast(t('reveal.done'));
      },
    }),
    [t, reveal],
  );
}

export function RevealNow({ album }: { album: Album }) {
  const { t } = useTranslation('albums');
  const revealText = useRevealText();
  const question = useRevealQuestion();
  const [isAsking, setAsking] = useState(false);
  const state = revealStateOf(album);
  if (state === 'public') return null;
  const isWaiting = canRevealNow(album);
  const icon = {
    opened: <LockOpenOutlinedIcon />,
    dropBox: <MoveToInboxOutlinedIcon />,
    opensAt: <LockClockOutlinedIcon />,
    waitsForHost: <LockClockOutlinedIcon />,
  }[state];

  return (
    <>
      <Alert
        severity={state === 'opened' ? 'success' : 'info'}
        icon={icon}
        action={
          isWaiting && (
            <Button color="inherit" size="small" onClick={() => setAsking(true)}>
              {t('reveal.now')}
            </Button>
          )
        }
      >
        {revealText(album)}
      </Alert>
      <ConfirmDialog open={isAsking} {...question(album)} onClose={() => setAsking(false)} />
    </>
  );
}
