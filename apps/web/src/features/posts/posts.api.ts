// What the moderation view asks the server (packages/shared/src/posts.ts): the posts, the counts
// behind the status tabs and the navigation badge, the events and albums of the filters, and the
// moderation actions. Every action shows its result at once in the cached lists (optimistic) and
// then refetches everything under ['posts'], so the list, the counts and the badge end up as the
// server has them.
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import type { ListResponse } from '@hatira/shared/common';
import type {
  blockGuestResponseSchema,
  BlockTarget,
  ListPostsQuery,
  Post,
  PostBulkAction,
  PostStatus,
} from '@hatira/shared/posts';
import { api } from '../../lib/api';

export type BlockGuestResponse = z.infer<typeof blockGuestResponseSchema>;

/** How often the navigation badge asks for the pending count. */
export const PENDING_COUNT_INTERVAL_MS = 60_000;

/** Events offered by the event filter per search. */
const EVENT_OPTIONS_LIMIT = 20;

export const postKeys = {
  all: ['posts'] as const,
  lists: () => [...postKeys.all, 'list'] as const,
  list: (query: ListPostsQuery) => [...postKeys.lists(), query] as const,
  statusCount: (query: ListPostsQuery) => [...postKeys.all, 'status-count', query] as const,
  pendingCount: () => [...postKeys.all, 'pending-count'] as const,
};

export function postsQueryOptions(query: ListPostsQuery) {
  return queryOptions({
    queryKey: postKeys.list(query),
    queryFn: ({ signal }) => api.get('/api/posts', { query, signal }),
    // The grid keeps the page on screen while the next one loads (no jump to a spinner).
    placeholderData: keepPreviousData,
  });
}

export function statusCountQueryOptions(query: ListPostsQuery) {
  return queryOptions({
    queryKey: postKeys.statusCount(query),
    queryFn: ({ signal }) => api.get('/api/posts', { query, signal }),
    select: (data) => data.total,
    placeholderData: keepPreviousData,
  });
}

export function pendingCountQueryOptions() {
  return queryOptions({
    queryKey: postKeys.pendingCount(),
    queryFn: ({ signal }) => api.get('/api/posts/pending-count', { signal }),
    select: (data) => data.count,
    refetchInterval: PENDING_COUNT_INTERVAL_MS,
  });
}

export function eventOptionsQueryOptions(q: string) {
  const query = {
    q: q.trim(),
    sortBy: 'createdAt',
    orderBy: 'desc',
    itemsPerPage: EVENT_OPTIONS_LIMIT,
  } as const;
  return queryOptions({
    queryKey: ['qr-codes', 'list', query] as const,
    queryFn: ({ signal }) => api.get('/api/qr-codes', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function eventQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['qr-codes', 'detail', id] as const,
    queryFn: ({ signal }) => api.get('/api/qr-codes/:id', { params: { id }, signal }),
  });
}

export function albumsQueryOptions(qrCodeId: string) {
  return queryOptions({
    queryKey: ['albums', 'list', { qrCodeId }] as const,
    queryFn: ({ signal }) => api.get('/api/albums', { query: { qrCodeId }, signal }),
  });
}

const STATUS_AFTER: Record<Exclude<PostBulkAction, 'delete'>, PostStatus> = {
  approve: 'published',
  reject: 'rejected',
};

/**
 * A cached page of posts as it looks after `action` on `ids`: deleted posts go, moderated posts
 * change status, and leave a list filtered to another status.
 */
export function applyModeration(
  list: ListResponse<Post>,
  query: ListPostsQuery,
  ids: ReadonlySet<string>,
  action: PostBulkAction,
): ListResponse<Post> {
  const status = action === 'delete' ? null : STATUS_AFTER[action];
  const items: Post[] = [];
  for (const post of list.items) {
    if (!ids.has(post.id)) items.push(post);
    else if (status && (!query.status || query.status === status)) items.push({ ...post, status });
  }
  return { items, total: Math.max(0, list.total - (list.items.length - items.length)) };
}

type ListSnapshot = [readonly unknown[], ListResponse<Post> | undefined][];

async function updateListsOptimistically(
  client: QueryClient,
  ids: readonly string[],
  action: PostBulkAction,
): Promise<ListSnapshot> {
  await client.cancelQueries({ queryKey: postKeys.lists() });
  const snapshot = client.getQueriesData<ListResponse<Post>>({ queryKey: postKeys.lists() });
  const idSet = new Set(ids);
  for (const [key, list] of snapshot) {
    const query = key[2] as ListPostsQuery | undefined;
    if (list && query) client.setQueryData(key, applyModeration(list, query, idSet, action));
  }
  return snapshot;
}

function restoreLists(client: QueryClient, snapshot: ListSnapshot | undefined): void {
  for (const [key, list] of snapshot ?? []) client.setQueryData(key, list);
}

export interface ModerationInput {
  ids: string[];
  action: PostBulkAction;
}

/** One post goes through its own endpoint (which answers the post); several through `bulk`. */
async function moderatePosts({ ids, action }: ModerationInput): Promise<number> {
  const [only] = ids;
  if (ids.length === 1 && only) {
    const params = { id: only };
    if (action === 'delete') await api.delete('/api/posts/:id', { params });
    else if (action === 'approve') await api.post('/api/posts/:id/approve', { params });
    else await api.post('/api/posts/:id/reject', { params });
    return 1;
  }
  const { count } = await api.post('/api/posts/bulk', { body: { ids, action } });
  return count;
}

/** Approve, reject or delete one or many posts; resolves to how many the server changed. */
export function useModeratePosts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: moderatePosts,
    onMutate: ({ ids, action }) => updateListsOptimistically(client, ids, action),
    onError: (_error, _input, snapshot) => restoreLists(client, snapshot),
    onSettled: () => client.invalidateQueries({ queryKey: postKeys.all }),
  });
}

/** What blocking the post's guest would reach (device, address, range) and who else posted there. */
export function blockOptionsQueryOptions(postId: string) {
  return queryOptions({
    queryKey: [...postKeys.all, 'block-options', postId] as const,
    queryFn: ({ signal }) => api.get('/api/posts/:id/block-options', { params: { id: postId }, signal }),
    // the counts change with every guest's post: asked each time the dialog opens
    staleTime: 0,
    gcTime: 0,
  });
}

export interface BlockGuestInput {
  postId: string;
  target: BlockTarget;
  reason: string;
}

/**
 * Blocks the post's guest (their device, address or range) for the event's owner; the server also
 * hides their posts, which come back when the block is removed.
 */
export function useBlockGuest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, target, reason }: BlockGuestInput) =>
      api.post('/api/posts/:id/block', {
        params: { id: postId },
        body: { target, reason: reason.trim() || null },
      }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: postKeys.all }),
        client.invalidateQueries({ queryKey: ['blocked-ips'] }),
      ]),
  });
}

export interface DownloadInput {
  target: 'album' | 'event';
  id: string;
  /** Pending and rejected posts too; otherwise only published ones. */
  includeAll: boolean;
}

/** Asks for a signed ZIP address; the browser then downloads it straight to disk. */
export function useDownloadLink() {
  return useMutation({
    mutationFn: ({ target, id, includeAll }: DownloadInput) =>
      api.post(target === 'album' ? '/api/albums/:id/download-link' : '/api/qr-codes/:id/download-link', {
        params: { id },
        query: { all: includeAll ? 'true' : 'false' },
      }),
  });
}
