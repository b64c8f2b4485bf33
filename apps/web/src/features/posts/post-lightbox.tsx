// The lightbox: one post large (the preview image, or the video with its poster and controls),
// who sent it from where, and its actions. Previous/next with the arrow keys or the side buttons
// (across pages: use-lightbox.ts); full screen on phones.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import type { OwnerMedia, Post } from '@hatira/shared/posts';
import { formatDateTime } from './format';
import { PostActions, type PostAction } from './post-actions';
import { LightboxMedia } from './lightbox-media';
import { PostStatusChip } from './post-status-chip';
import type { Lightbox } from './use-lightbox';
import { VISUALLY_HIDDEN } from '../../components/visually-hidden';
import { useAlbumName } from '../../lib/album-name';

interface PostLightboxProps {
  lightbox: Lightbox;
  /** Position of the open post among all matching posts (1-based) and their number. */
  position: number;
  total: number;
  onAction: (post: Post, action: PostAction) => void;
}

/** Keys that belong to the focused control (a video seeks with the arrows) are left to it. */
function isOwnKeyTarget(target: EventTarget): boolean {
  return target instanceof HTMLElement && /^(VIDEO|INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
}

export function PostLightbox({ lightbox, position, total, onAction }: PostLightboxProps) {
  const { t } = useTranslation('posts');
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const isRtl = theme.direction === 'rtl';
  const { post } = lightbox;

  function handleKeyDown(event: KeyboardEvent) {
    if (isOwnKeyTarget(event.target)) return;
    const forward = isRtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = isRtl ? 'ArrowRight' : 'ArrowLeft';
    if (event.key === forward && lightbox.hasNext) {
      event.preventDefault();
      lightbox.next();
    } else if (event.key === backward && lightbox.hasPrevious) {
      event.preventDefault();
      lightbox.previous();
    }
  }

  return (
    <Dialog
      open={lightbox.isOpen}
      onClose={lightbox.close}
      onKeyDown={handleKeyDown}
      fullScreen={isPhone}
      maxWidth="lg"
      fullWidth
      aria-labelledby="post-lightbox-title"
    >
      <Stack direction="row" sx={{ alignItems: 'center', pr: 1 }}>
        <DialogTitle id="post-lightbox-title" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {post ? post.guestName : t('lightbox.loading')}
          {post && total > 0 && (
            <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1.5 }}>
              {t('lightbox.position', { position, total })}
            </Typography>
          )}
        </DialogTitle>
        <IconButton aria-label={t('lightbox.close')} onClick={lightbox.close}>
          <CloseIcon />
        </IconButton>
      </Stack>

      {post ? (
        <LightboxBody post={post} lightbox={lightbox} isRtl={isRtl} onAction={onAction} />
      ) : (
        <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 320 }}>
          <CircularProgress aria-label={t('lightbox.loading')} />
        </Box>
      )}
      <Box aria-live="polite" sx={VISUALLY_HIDDEN}>
        {post ? t('lightbox.announce', { position, total, name: post.guestName }) : ''}
      </Box>
    </Dialog>
  );
}

interface LightboxBodyProps {
  post: Post;
  lightbox: Lightbox;
  isRtl: boolean;
  onAction: (post: Post, action: PostAction) => void;
}

function LightboxBody({ post, lightbox, isRtl, onAction }: LightboxBodyProps) {
  const { t } = useTranslation('posts');
  // Each post starts on its first file. Not a remount per post (key): that would take the
  // keyboard focus away from the previous/next button the user just pressed.
  const [shownFile, setShownFile] = useState({ postId: post.id, index: 0 });
  const mediaIndex = shownFile.postId === post.id ? shownFile.index : 0;
  const setMediaIndex = (index: number) => setShownFile({ postId: post.id, index });
  const media = post.media[mediaIndex] ?? post.media[0];
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 340px' },
        flex: 1,
        minHeight: 0,
        overflowY: 'auto',
      }}
    >
      <Box sx={{ bgcolor: 'grey.900', color: 'grey.100', display: 'flex', flexDirection: 'column' }}>
        <Box sx={{ position: 'relative', flex: 1, minHeight: { xs: 240, md: 480 } }}>
          <LightboxMedia post={post} media={media} />
          <SideButton
            side="start"
            label={t('lightbox.previous')}
            isDisabled={!lightbox.hasPrevious}
            onClick={lightbox.previous}
            isRtl={isRtl}
          />
          <SideButton
            side="end"
            label={t('lightbox.next')}
            isDisabled={!lightbox.hasNext}
            onClick={lightbox.next}
            isRtl={isRtl}
          />
        </Box>
        {post.media.length > 1 && <MediaStrip post={post} mediaIndex={mediaIndex} onSelect={setMediaIndex} />}
      </Box>
      <PostDetails post={post} media={media} onAction={onAction} />
    </Box>
  );
}

function MediaStrip({
  post,
  mediaIndex,
  onSelect,
}: {
  post: Post;
  mediaIndex: number;
  onSelect: (index: number) => void;
}) {
  const { t } = useTranslation('posts');
  return (
    <Stack
      direction="row"
      role="group"
      aria-label={t('lightbox.files')}
      sx={{ gap: 1, p: 1, overflowX: 'auto' }}
    >
      {post.media.map((item, index) => {
        const image = item.thumbUrl ?? item.posterUrl;
        return (
          <ButtonBase
            key={item.id}
            aria-label={t('lightbox.file', { position: index + 1, total: post.media.length })}
            aria-current={index === mediaIndex ? 'true' : undefined}
            onClick={() => onSelect(index)}
            sx={{
              flexShrink: 0,
              width: 56,
              height: 56,
              borderRadius: 1,
              overflow: 'hidden',
              bgcolor: 'grey.800',
              outline: index === mediaIndex ? 2 : 0,
              outlineColor: 'primary.main',
              outlineOffset: 1,
            }}
          >
            {image ? (
              <Box
                component="img"
                src={image}
                alt=""
                sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
              />
            ) : (
              <Typography variant="caption">{index + 1}</Typography>
            )}
          </ButtonBase>
        );
      })}
    </Stack>
  );
}

function SideButton(props: {
  side: 'start' | 'end';
  label: string;
  isDisabled: boolean;
  onClick: () => void;
  isRtl: boolean;
}) {
  const pointsLeft = (props.side === 'start') !== props.isRtl;
  const ref = useRef<HTMLButtonElement>(null);
  // At the first or last post the button goes; the focus it held stays in the dialog.
  useEffect(() => {
    const button = ref.current;
    if (props.isDisabled && button && document.activeElement === button)
      button.closest<HTMLElement>('[role="dialog"]')?.focus();
  }, [props.isDisabled]);
  return (
    <IconButton
      ref={ref}
      aria-label={props.label}
      disabled={props.isDisabled}
      onClick={props.onClick}
      sx={{
        position: 'absolute',
        top: '50%',
        transform: 'translateY(-50%)',
        [props.side === 'start' ? 'insetInlineStart' : 'insetInlineEnd']: 8,
        color: '#fff',
        bgcolor: 'rgba(0, 0, 0, 0.45)',
        '&:hover': { bgcolor: 'rgba(0, 0, 0, 0.65)' },
        '&.Mui-disabled': { display: 'none' },
      }}
    >
      {pointsLeft ? <ChevronLeftIcon /> : <ChevronRightIcon />}
    </IconButton>
  );
}

function PostDetails({
  post,
  media,
  onAction,
}: {
  post: Post;
  media: OwnerMedia | undefined;
  onAction: (post: Post, action: PostAction) => void;
}) {
  const { t, i18n } = useTranslation('posts');
  const albumName = useAlbumName();
  const rows: [string, string][] = [
    [t('details.time'), formatDateTime(post.createdAt, i18n.language)],
    [t('details.event'), post.qrCodeTitle],
    [t('details.album'), albumName(post.albumName)],
    [t('details.ip'), post.ip ?? t('details.unknown')],
    [t('details.userAgent'), post.userAgent ?? t('details.unknown')],
  ];

  return (
    <Stack spacing={2} sx={{ p: 2.5, minWidth: 0 }}>
      <PostStatusChip status={post.status} />
      {post.message ? (
        <Typography sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>{post.message}</Typography>
      ) : (
        <Typography color="text.secondary">{t('details.noMessage')}</Typography>
      )}
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1 }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      {media && (
        <Link href={media.originalUrl} target="_blank" rel="noopener" download>
          {t('details.openOriginal')}
        </Link>
      )}
      <PostActions post={post} onAction={onAction} variant="buttons" />
    </Stack>
  );
}
