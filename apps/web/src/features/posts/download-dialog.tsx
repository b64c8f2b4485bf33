// Download an album or a whole event as a ZIP of the originals. The server answers a short-lived
// signed address; the browser then fetches it as a plain download, so a ZIP of many gigabytes
// streams straight to disk instead of through the page's memory.
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { translateApiError } from '../../lib/form-errors';
import { useDownloadLink, type DownloadInput } from './posts.api';
import { useAlbumName } from '../../lib/album-name';

export interface DownloadTargets {
  event: { id: string; title: string };
  album: { id: string; name: string } | null;
}

interface DownloadDialogProps {
  open: boolean;
  targets: DownloadTargets | null;
  onClose: () => void;
}

/** A download the browser manages itself (progress, disk, resume), not a fetch into memory. */
function startBrowserDownload(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

export function DownloadDialog({ open, targets, onClose }: DownloadDialogProps) {
  const { t } = useTranslation(['posts', 'common']);
  const albumName = useAlbumName();
  const titleId = useId();
  const [target, setTarget] = useState<DownloadInput['target']>('event');
  const [includeAll, setIncludeAll] = useState(false);
  const download = useDownloadLink();
  const { reset } = download;
  const album = targets?.album ?? null;

  useEffect(() => {
    if (!open) return;
    setTarget(album ? 'album' : 'event');
    setIncludeAll(false);
    reset();
  }, [open, album, reset]);

  const handleDownload = () => {
    if (!targets) return;
    const id = target === 'album' && album ? album.id : targets.event.id;
    download.mutate(
      { target: album && target === 'album' ? 'album' : 'event', id, includeAll },
      {
        onSuccess: ({ url }) => {
          startBrowserDownload(url);
          onClose();
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onClose={download.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{t('download.title')}</DialogTitle>
      <DialogContent>
        <RadioGroup
          aria-label={t('download.what')}
          value={target}
          onChange={(event) => setTarget(event.target.value === 'album' ? 'album' : 'event')}
        >
          <FormControlLabel
            value="album"
            disabled={!album}
            control={<Radio />}
            label={album ? t('download.album', { name: albumName(album.name) }) : t('download.albumNone')}
          />
          <FormControlLabel
            value="event"
            control={<Radio />}
            label={t('download.event', { title: targets?.event.title ?? '' })}
          />
        </RadioGroup>
        <FormControlLabel
          sx={{ mt: 1 }}
          control={
            <Checkbox checked={includeAll} onChange={(event) => setIncludeAll(event.target.checked)} />
          }
          label={t('download.includeAll')}
        />
        <Alert severity="info" variant="outlined" sx={{ mt: 1 }}>
          {includeAll ? t('download.hintAll') : t('download.hintPublished')}
        </Alert>
        {download.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {translateApiError(t, download.error)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={download.isPending} color="inherit">
          {t('common:cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={handleDownload}
          disabled={download.isPending || !targets}
          startIcon={download.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {t('download.start')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
