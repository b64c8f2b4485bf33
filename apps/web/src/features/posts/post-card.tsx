// One guest post in the moderation grid: its picture (opens the lightbox), a tick box for bulk
// actions, who posted what and when, its status and its actions.
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import type { Post } from '@hatira/shared/posts';
import { formatDateTime } from './format';
import { mediaNoteText } from './media-note';
import { PostActions, type PostAction } from './post-actions';
import { mediaSummary, PostCover } from './post-cover';
import { PostStatusChip } from './post-status-chip';
import { VISUALLY_HIDDEN } from '../../components/visually-hidden';
import { useAlbumName } from '../../lib/album-name';

interface PostCardProps {
  post: Post;
  isSelected: boolean;
  onToggle: (postId: string) => void;
  onOpen: (postId: string) => void;
  onAction: (post: Post, action: PostAction) => void;
}

export const PostCard = memo(function PostCard({
  post,
  isSelected,
  onToggle,
  onOpen,
  onAction,
}: PostCardProps) {
  const { t, i18n } = useTranslation('posts');
  const albumName = useAlbumName();
  const titleId = useId();
  // A note the owner should see even on a ready file (e.g. "no ffmpeg: the original is served").
  const noted = post.media.find((media) => media.status !== 'failed' && (media.noteCode || media.note));
  const note = noted ? mediaNoteText(t, noted) : null;

  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderColor: isSelected ? 'primary.main' : undefined,
        boxShadow: (theme) => (isSelected ? `0 0 0 1px ${theme.palette.primary.main}` : undefined),
      }}
    >
      <Box sx={{ position: 'relative' }}>
        <ButtonBase
          onClick={() => onOpen(post.id)}
          sx={{
            display: 'block',
            width: '100%',
            '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
          }}
        >
          <PostCover post={post} />
          <Box component="span" sx={VISUALLY_HIDDEN}>
            {t('card.open', { name: post.guestName })} {mediaSummary(t, post.media)}
          </Box>
        </ButtonBase>
        <Box
          sx={{
            position: 'absolute',
            top: 6,
            insetInlineStart: 6,
            borderRadius: 1,
            bgcolor: 'background.paper',
            opacity: 0.92,
          }}
        >
          <Checkbox
            size="small"
            checked={isSelected}
            onChange={() => onToggle(post.id)}
            slotProps={{ input: { 'aria-label': t('card.select', { name: post.guestName }) } }}
          />
        </Box>
      </Box>

      <Stack spacing={0.75} sx={{ p: 1.5, flex: 1, minWidth: 0 }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <Typography
            id={titleId}
            component="h3"
            variant="subtitle2"
            sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
          >
            {post.guestName}
          </Typography>
          <PostStatusChip status={post.status} />
        </Stack>
        {post.message && (
          <Typography
            variant="body2"
            sx={{
              display: '-webkit-box',
              WebkitLineClamp: 3,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
              overflowWrap: 'anywhere',
            }}
          >
            {post.message}
          </Typography>
        )}
        <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          <time dateTime={post.createdAt}>{formatDateTime(post.createdAt, i18n.language)}</time>
          {' · '}
          {post.qrCodeTitle} / {albumName(post.albumName)}
        </Typography>
        {note && (
          <Stack direction="row" sx={{ gap: 0.5, alignItems: 'flex-start', color: 'text.secondary' }}>
            <InfoOutlinedIcon sx={{ fontSize: 16, mt: '2px' }} aria-hidden />
            <Typography variant="caption">{note}</Typography>
          </Stack>
        )}
      </Stack>

      <Box sx={{ px: 1, pb: 1 }}>
        <PostActions post={post} onAction={onAction} variant="icons" />
      </Box>
    </Card>
  );
});
