// One file of a post at full size: the preview of a photo, or the browser-playable copy of a video
// with its poster frame. A file still processing or failed says so, with the owner-facing note.
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import type { OwnerMedia, Post } from '@hatira/shared/posts';
import { mediaNoteText } from './media-note';

const fillSx = {
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'contain',
} as const;

export function LightboxMedia({ post, media }: { post: Post; media: OwnerMedia | undefined }) {
  const { t } = useTranslation('posts');
  const note = media ? mediaNoteText(t, media) : null;

  if (!media || media.status !== 'ready')
    return (
      <Stack
        spacing={1.5}
        sx={{ ...fillSx, alignItems: 'center', justifyContent: 'center', p: 3, textAlign: 'center' }}
      >
        {media?.status === 'processing' ? (
          <>
            <CircularProgress color="inherit" aria-hidden />
            <Typography>{t('media.processingLong')}</Typography>
          </>
        ) : (
          <>
            <ErrorOutlineIcon color="error" fontSize="large" aria-hidden />
            <Typography>{t(media ? 'media.failedLong' : 'media.none')}</Typography>
          </>
        )}
        {note && (
          <Typography variant="body2" sx={{ opacity: 0.8 }}>
            {note}
          </Typography>
        )}
      </Stack>
    );

  return (
    <>
      {media.kind === 'video' ? (
        <Box
          component="video"
          // The key makes the browser load the new source when the owner moves between videos.
          key={media.id}
          controls
          playsInline
          preload="metadata"
          poster={media.posterUrl ?? undefined}
          src={media.playbackUrl ?? media.originalUrl}
          aria-label={t('lightbox.videoLabel', { name: post.guestName })}
          sx={fillSx}
        />
      ) : (
        <Box
          component="img"
          key={media.id}
          src={media.previewUrl ?? media.originalUrl}
          alt={t('lightbox.photoAlt', { name: post.guestName })}
          sx={fillSx}
        />
      )}
      {note && (
        <Typography
          variant="caption"
          sx={{ position: 'absolute', insetInline: 0, top: 0, p: 1, bgcolor: 'rgba(0, 0, 0, 0.6)' }}
        >
          {note}
        </Typography>
      )}
    </>
  );
}
