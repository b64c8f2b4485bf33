// The moderation view (/medias, /cmedias, /medias-management): the guests' posts of the events the
// user moderates, with filters, one-by-one and bulk approve / reject / delete, "block this guest",
// a lightbox and ZIP downloads. Which events a user sees is the server's business (DESIGN.md §5),
// so the three routes share this page and differ only in their title.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import type { Post, PostBulkAction } from '@hatira/shared/posts';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog';
import { useCan } from '../../lib/ability';
import { translateApiError } from '../../lib/form-errors';
import { BlockGuestDialog } from './block-guest-dialog';
import { BulkActionBar } from './bulk-action-bar';
import { DownloadDialog, type DownloadTargets } from './download-dialog';
import { albumsQueryOptions, eventQueryOptions, postsQueryOptions, useModeratePosts } from './posts.api';
import {
  changeFilters,
  PAGE_SIZES,
  readFilters,
  toPostsQuery,
  writeFilters,
  type ModerationFilters,
} from './moderation-filters';
import { ModerationFilterBar } from './moderation-filter-bar';
import type { PostAction } from './post-actions';
import { PostGrid, type EmptyReason } from './post-grid';
import { PostLightbox } from './post-lightbox';
import { PlanWarning } from '../../components/plan-warning/plan-warning';
import { RESULTS_PANEL_ID, StatusTabs, statusTabId, useStatusCounts } from './status-tabs';
import { useLightbox } from './use-lightbox';
import { usePostSelection } from './use-post-selection';

export type ModerationVariant = 'subscriber' | 'customer' | 'admin';

const NO_POSTS: Post[] = [];

interface Notice {
  severity: 'success' | 'error';
  text: string;
}

export function ModerationPage({ variant }: { variant: ModerationVariant }) {
  const { t } = useTranslation('posts');
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => readFilters(searchParams), [searchParams]);

  const posts = useQuery(postsQueryOptions(toPostsQuery(filters)));
  const items = posts.data?.items ?? NO_POSTS;
  const total = posts.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / filters.itemsPerPage));
  const isSettled = posts.isSuccess && !posts.isPlaceholderData;
  const counts = useStatusCounts(filters);

  const pageIds = useMemo(() => items.map((post) => post.id), [items]);
  const selection = usePostSelection(pageIds);
  const { clear: clearSelection } = selection;

  const updateFilters = useCallback(
    (change: Partial<ModerationFilters>) => {
      setSearchParams(writeFilters(changeFilters(readFilters(searchParams), change)), { replace: true });
      clearSelection();
    },
    [searchParams, setSearchParams, clearSelection],
  );
  const goToPage = useCallback((page: number) => updateFilters({ page }), [updateFilters]);

  // The last posts of the last page went (moderated, deleted): show the page that is now last.
  const isPastEnd = isSettled && filters.page > pageCount;
  useEffect(() => {
    if (isPastEnd) goToPage(pageCount);
  }, [isPastEnd, pageCount, goToPage]);

  const lightbox = useLightbox({ items, isSettled, page: filters.page, pageCount, onPageChange: goToPage });
  const { mutateAsync: moderate, isPending: isModerating } = useModeratePosts();
  const [deleteIds, setDeleteIds] = useState<string[] | null>(null);
  const [blockPost, setBlockPost] = useState<Post | null>(null);
  const [isDownloadOpen, setDownloadOpen] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  const moderateNow = useCallback(
    async (ids: string[], action: PostBulkAction) => {
      const count = await moderate({ ids, action });
      clearSelection();
      setNotice({ severity: 'success', text: t(`done.${action}`, { count }) });
    },
    [moderate, clearSelection, t],
  );

  const runAction = useCallback(
    (ids: string[], action: PostBulkAction) => {
      if (action === 'delete') setDeleteIds(ids);
      else
        moderateNow(ids, action).catch((error: unknown) =>
          setNotice({ severity: 'error', text: translateApiError(t, error) }),
        );
    },
    [moderateNow, t],
  );

  const handlePostAction = useCallback(
    (post: Post, action: PostAction) => {
      if (action === 'block') setBlockPost(post);
      else runAction([post.id], action);
    },
    [runAction],
  );

  // Downloads go by event and album, which a user who reads only posts does not see.
  const isEventChosen = useCan('read', 'albums') && filters.qrCodeId !== null;
  const event = useQuery({ ...eventQueryOptions(filters.qrCodeId ?? ''), enabled: isEventChosen });
  const albums = useQuery({ ...albumsQueryOptions(filters.qrCodeId ?? ''), enabled: isEventChosen });
  const album = albums.data?.items.find((item) => item.id === filters.albumId);
  const downloadTargets: DownloadTargets | null = event.data
    ? {
        event: { id: event.data.id, title: event.data.title },
        album: album ? { id: album.id, name: album.name } : null,
      }
    : null;

  const emptyReason: EmptyReason = filters.q
    ? 'noMatch'
    : counts.all === 0
      ? 'noPosts'
      : filters.status === 'pending'
        ? 'noPending'
        : 'noStatus';
  const emptyAction =
    emptyReason === 'noMatch' ? (
      <Button onClick={() => updateFilters({ q: '' })}>{t('empty.clearSearch')}</Button>
    ) : emptyReason === 'noPending' || emptyReason === 'noStatus' ? (
      <Button onClick={() => updateFilters({ status: 'all' })}>{t('empty.showAll')}</Button>
    ) : null;

  const position = (filters.page - 1) * filters.itemsPerPage + lightbox.index + 1;

  return (
    <Stack spacing={3}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'flex-end' }, gap: 2 }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
            {t(`title.${variant}`)}
          </Typography>
          <Typography color="text.secondary">{t('subtitle')}</Typography>
        </Box>
        <Stack sx={{ alignItems: { xs: 'stretch', sm: 'flex-end' } }}>
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            disabled={!downloadTargets}
            aria-describedby={downloadTargets ? undefined : 'moderation-download-hint'}
            onClick={() => setDownloadOpen(true)}
          >
            {t('download.button')}
          </Button>
          {!downloadTargets && (
            <Typography
              id="moderation-download-hint"
              variant="caption"
              color="text.secondary"
              sx={{ mt: 0.5 }}
            >
              {t('download.needsEvent')}
            </Typography>
          )}
        </Stack>
      </Stack>
      {variant !== 'admin' && <PlanWarning />}

      <Card sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          <ModerationFilterBar filters={filters} onChange={updateFilters} />
          <StatusTabs filters={filters} onChange={(status) => updateFilters({ status })} />
          <BulkActionBar
            selection={selection}
            pageSize={items.length}
            isBusy={isModerating}
            onAction={(action) => runAction(selection.selectedIds, action)}
          />
          <Box role="tabpanel" id={RESULTS_PANEL_ID} aria-labelledby={statusTabId(filters.status)}>
            <PostGrid
              items={items}
              isLoading={posts.isPending}
              error={posts.error}
              isRefreshing={posts.isPlaceholderData}
              emptyReason={emptyReason}
              emptyAction={emptyAction}
              onRetry={() => void posts.refetch()}
              isSelected={selection.isSelected}
              onToggle={selection.toggle}
              onOpen={lightbox.open}
              onAction={handlePostAction}
            />
          </Box>
          {total > 0 && (
            <TablePagination
              component="div"
              count={total}
              page={Math.min(filters.page, pageCount) - 1}
              rowsPerPage={filters.itemsPerPage}
              rowsPerPageOptions={[...PAGE_SIZES]}
              labelRowsPerPage={t('pagination.perPage')}
              onPageChange={(_event, page) => goToPage(page + 1)}
              onRowsPerPageChange={(event) => updateFilters({ itemsPerPage: Number(event.target.value) })}
              sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', px: 0 } }}
            />
          )}
        </Stack>
      </Card>

      <PostLightbox lightbox={lightbox} position={position} total={total} onAction={handlePostAction} />
      <ConfirmDialog
        open={deleteIds !== null}
        title={t('delete.title', { count: deleteIds?.length ?? 1 })}
        message={t('delete.text', { count: deleteIds?.length ?? 1 })}
        confirmLabel={t('delete.confirm', { count: deleteIds?.length ?? 1 })}
        onConfirm={() => (deleteIds ? moderateNow(deleteIds, 'delete') : undefined)}
        onClose={() => setDeleteIds(null)}
      />
      <BlockGuestDialog
        post={blockPost}
        onClose={() => setBlockPost(null)}
        onBlocked={(result, post) =>
          setNotice({
            severity: 'success',
            text:
              result.target === 'device'
                ? t('done.blockDevice', { name: post.guestName, count: result.hiddenPosts })
                : t('done.blockAddress', { ip: result.ip, count: result.hiddenPosts }),
          })
        }
      />
      <DownloadDialog
        open={isDownloadOpen}
        targets={downloadTargets}
        onClose={() => setDownloadOpen(false)}
      />
      <Snackbar
        open={notice !== null}
        autoHideDuration={5000}
        onClose={(_event, reason) => reason !== 'clickaway' && setNotice(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert severity={notice?.severity ?? 'success'} variant="filled" onClose={() => setNotice(null)}>
          {notice?.text}
        </Alert>
      </Snackbar>
    </Stack>
  );
}

export function SubscriberModerationPage() {
  return <ModerationPage variant="subscriber" />;
}

export function CustomerModerationPage() {
  return <ModerationPage variant="customer" />;
}

export function AdminModerationPage() {
  return <ModerationPage variant="admin" />;
}
