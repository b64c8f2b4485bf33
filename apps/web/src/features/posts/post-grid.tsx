// The posts of the page as a responsive grid of cards, or what stands in for them: placeholders
// while the first page loads, the error with a retry, or an empty state that says what to do.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import type { Post } from '@hatira/shared/posts';
import { translateApiError } from '../../lib/form-errors';
import type { PostAction } from './post-actions';
import { PostCard } from './post-card';

const gridSx = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: 2,
  // One column on a 360 px phone, as many ~240 px columns as fit above that.
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(240px, 1fr))' },
} as const;

export type EmptyReason = 'noPosts' | 'noPending' | 'noStatus' | 'noMatch';

interface PostGridProps {
  items: readonly Post[];
  isLoading: boolean;
  error: unknown;
  isRefreshing: boolean;
  emptyReason: EmptyReason;
  emptyAction: ReactNode;
  onRetry: () => void;
  isSelected: (postId: string) => boolean;
  onToggle: (postId: string) => void;
  onOpen: (postId: string) => void;
  onAction: (post: Post, action: PostAction) => void;
}

export function PostGrid(props: PostGridProps) {
  const { t } = useTranslation('posts');
  const { items, isLoading, error } = props;

  if (isLoading)
    return (
      <Box component="ul" sx={gridSx} aria-busy="true" aria-label={t('grid.loading')}>
        {Array.from({ length: 8 }, (_, index) => (
          <Box component="li" key={index}>
            <Skeleton variant="rounded" sx={{ aspectRatio: '4 / 3', height: 'auto' }} />
            <Skeleton width="60%" sx={{ mt: 1 }} />
            <Skeleton width="90%" />
          </Box>
        ))}
      </Box>
    );

  if (error && items.length === 0)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={props.onRetry}>
            {t('grid.retry')}
          </Button>
        }
      >
        {translateApiError(t, error)}
      </Alert>
    );

  if (items.length === 0) return <EmptyState reason={props.emptyReason} action={props.emptyAction} />;

  return (
    <Box
      component="ul"
      aria-label={t('grid.label')}
      aria-busy={props.isRefreshing || undefined}
      sx={{ ...gridSx, opacity: props.isRefreshing ? 0.6 : 1, transition: 'opacity 150ms' }}
    >
      {items.map((post) => (
        <Box component="li" key={post.id} sx={{ minWidth: 0 }}>
          <PostCard
            post={post}
            isSelected={props.isSelected(post.id)}
            onToggle={props.onToggle}
            onOpen={props.onOpen}
            onAction={props.onAction}
          />
        </Box>
      ))}
    </Box>
  );
}

const EMPTY_ICONS: Record<EmptyReason, ReactNode> = {
  noPosts: <QrCode2Icon />,
  noPending: <CheckCircleOutlineIcon />,
  noStatus: <SearchOffIcon />,
  noMatch: <SearchOffIcon />,
};

function EmptyState({ reason, action }: { reason: EmptyReason; action: ReactNode }) {
  const { t } = useTranslation('posts');
  return (
    <Stack sx={{ alignItems: 'center', textAlign: 'center', py: { xs: 5, sm: 8 }, px: 2 }} spacing={1.5}>
      <Box
        aria-hidden
        sx={(theme) => ({
          width: 72,
          height: 72,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          color: 'primary.main',
          bgcolor: alpha(theme.palette.primary.main, 0.12),
          '& svg': { fontSize: 36 },
        })}
      >
        {EMPTY_ICONS[reason]}
      </Box>
      <Typography variant="h6" component="h2">
        {t(`empty.${reason}.title`)}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 480 }}>
        {t(`empty.${reason}.text`)}
      </Typography>
      {action}
    </Stack>
  );
}
