// The picture of a post card: the first file's thumbnail (a video's poster frame), a count for
// posts with several files, a video badge with the duration, and the processing / failed states.
// Purely visual: the card's button says the same in words (mediaSummary).
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import PhotoLibraryOutlinedIcon from '@mui/icons-material/PhotoLibraryOutlined';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutline';
import type { OwnerMedia, Post } from '@hatira/shared/posts';
import { formatDuration } from './format';
import { mediaNoteText } from './media-note';

/** "2 photos, 1 video (0:42)", "Processing" … for screen readers and tooltips. */
export function mediaSummary(t: TFunction<'posts'>, media: readonly OwnerMedia[]): string {
  const photos = media.filter((item) => item.kind === 'photo').length;
  const videos = media.filter((item) => item.kind === 'video');
  const parts: string[] = [];
  if (photos) parts.push(t('media.photos', { count: photos }));
  if (videos.length) parts.push(t('media.videos', { count: videos.length }));
  const first = media[0];
  if (first?.kind === 'video' && first.duration !== null)
    parts.push(t('media.duration', { duration: formatDuration(first.duration) }));
  if (media.some((item) => item.status === 'processing')) parts.push(t('media.processing'));
  if (media.some((item) => item.status === 'failed')) parts.push(t('media.failed'));
  return parts.join(', ');
}

const overlaySx = {
  position: 'absolute',
  display: 'flex',
  alignItems: 'center',
  gap: 0.5,
  px: 0.75,
  py: 0.25,
  borderRadius: 1,
  bgcolor: 'rgba(0, 0, 0, 0.6)',
  color: '#fff',
  fontSize: '0.75rem',
  fontWeight: 600,
  lineHeight: 1.5,
  '& svg': { fontSize: '1rem' },
} as const;

function CoverState({ media }: { media: OwnerMedia }) {
  const { t } = useTranslation('posts');
  const note = mediaNoteText(t, media);
  if (media.status === 'processing')
    return (
      <>
        <CircularProgress size={28} aria-hidden />
        <Typography variant="body2">{t('media.processing')}</Typography>
      </>
    );
  return (
    <>
      <ErrorOutlineIcon color="error" aria-hidden />
      <Typography variant="body2" color="error">
        {t('media.failed')}
      </Typography>
      {note && (
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
        >
          {note}
        </Typography>
      )}
    </>
  );
}

export function PostCover({ post }: { post: Post }) {
  const first = post.media[0];
  const image =
    first && first.status === 'ready' ? (first.thumbUrl ?? first.posterUrl ?? first.previewUrl) : null;

  return (
    <Box
      sx={{
        position: 'relative',
        aspectRatio: '4 / 3',
        bgcolor: 'action.hover',
        overflow: 'hidden',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1,
        p: image ? 0 : 2,
        textAlign: 'center',
        color: 'text.secondary',
      }}
    >
      {first && first.status !== 'ready' ? (
        <CoverState media={first} />
      ) : image ? (
        <Box
          component="img"
          src={image}
          alt=""
          loading="lazy"
          decoding="async"
          sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      ) : first?.kind === 'video' ? (
        // No poster (e.g. no ffmpeg on the server): a neutral one.
        <PlayCircleOutlineIcon sx={{ fontSize: 48 }} aria-hidden />
      ) : (
        <ImageOutlinedIcon sx={{ fontSize: 48 }} aria-hidden />
      )}

      {first?.kind === 'video' && (
        <Box aria-hidden sx={{ ...overlaySx, insetInlineStart: 8, bottom: 8 }}>
          <PlayArrowIcon />
          {first.duration !== null && formatDuration(first.duration)}
        </Box>
      )}
      {post.media.length > 1 && (
        <Box aria-hidden sx={{ ...overlaySx, insetInlineEnd: 8, top: 8 }}>
          <PhotoLibraryOutlinedIcon />
          {post.media.length}
        </Box>
      )}
    </Box>
  );
}
