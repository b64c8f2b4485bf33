// The moderation view's filters live in the address (?event=&album=&status=&q=&sort=&page=&size=),
// so a reload, a shared link or the back button shows the same posts. These pure functions read
// and write that address and turn it into the `GET /api/posts` query.
import type { ListPostsQuery, PostStatus } from '@hatira/shared/posts';
import { DEFAULT_PAGE_SIZE } from '@hatira/shared/limits';

export const STATUS_FILTERS = ['pending', 'published', 'rejected', 'all'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

/** Pending first: what waits for the owner is what they came for. */
export const DEFAULT_STATUS: StatusFilter = 'pending';

export const SORT_CHOICES = ['newest', 'oldest', 'guestName'] as const;
export type SortChoice = (typeof SORT_CHOICES)[number];

export const PAGE_SIZES = [DEFAULT_PAGE_SIZE, 25, 50, 100] as const;

export interface ModerationFilters {
  qrCodeId: string | null;
  /** Only with an event: the album list depends on it. */
  albumId: string | null;
  status: StatusFilter;
  q: string;
  sort: SortChoice;
  page: number;
  itemsPerPage: number;
}

export const DEFAULT_FILTERS: ModerationFilters = {
  qrCodeId: null,
  albumId: null,
  status: DEFAULT_STATUS,
  q: '',
  sort: 'newest',
  page: 1,
  itemsPerPage: DEFAULT_PAGE_SIZE,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function oneOf<T extends string>(choices: readonly T[], value: string | null, fallback: T): T {
  return choices.find((choice) => choice === value) ?? fallback;
}

/** Anything the server would refuse (a mistyped id, page 0, a size above the maximum) falls back to its default. */
export function readFilters(params: URLSearchParams): ModerationFilters {
  const event = params.get('event');
  const album = params.get('album');
  const qrCodeId = event && UUID.test(event) ? event : null;
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  return {
    qrCodeId,
    albumId: qrCodeId && album && UUID.test(album) ? album : null,
    status: oneOf(STATUS_FILTERS, params.get('status'), DEFAULT_STATUS),
    q: (params.get('q') ?? '').slice(0, 200),
    sort: oneOf(SORT_CHOICES, params.get('sort'), DEFAULT_FILTERS.sort),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    itemsPerPage: PAGE_SIZES.find((choice) => choice === size) ?? DEFAULT_FILTERS.itemsPerPage,
  };
}

/** Only what differs from the defaults goes into the address. */
export function writeFilters(filters: ModerationFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.qrCodeId) params.set('event', filters.qrCodeId);
  if (filters.qrCodeId && filters.albumId) params.set('album', filters.albumId);
  if (filters.status !== DEFAULT_STATUS) params.set('status', filters.status);
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.sort !== DEFAULT_FILTERS.sort) params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  if (filters.itemsPerPage !== DEFAULT_FILTERS.itemsPerPage) params.set('size', String(filters.itemsPerPage));
  return params;
}

/**
 * A change of what is shown starts again on page 1; an event change also forgets the album,
 * which belongs to the previous event.
 */
export function changeFilters(
  current: ModerationFilters,
  change: Partial<ModerationFilters>,
): ModerationFilters {
  const next = { ...current, ...change };
  if ('qrCodeId' in change && change.qrCodeId !== current.qrCodeId && !('albumId' in change))
    next.albumId = null;
  if (!('page' in change)) next.page = 1;
  return next;
}

const SORTS: Record<SortChoice, Pick<ListPostsQuery, 'sortBy' | 'orderBy'>> = {
  newest: { sortBy: 'createdAt', orderBy: 'desc' },
  oldest: { sortBy: 'createdAt', orderBy: 'asc' },
  guestName: { sortBy: 'guestName', orderBy: 'asc' },
};

function scopeOf(filters: ModerationFilters): Pick<ListPostsQuery, 'qrCodeId' | 'albumId' | 'q'> {
  const q = filters.q.trim();
  return {
    ...(filters.qrCodeId ? { qrCodeId: filters.qrCodeId } : {}),
    ...(filters.qrCodeId && filters.albumId ? { albumId: filters.albumId } : {}),
    ...(q ? { q } : {}),
  };
}

/** The `GET /api/posts` query for the page of posts on screen. */
export function toPostsQuery(filters: ModerationFilters): ListPostsQuery {
  return {
    ...scopeOf(filters),
    ...(filters.status === 'all' ? {} : { status: filters.status }),
    ...SORTS[filters.sort],
    page: filters.page,
    itemsPerPage: filters.itemsPerPage,
  };
}

/** How many posts of one status match the same event, album and search (for the status tabs). */
export function toStatusCountQuery(filters: ModerationFilters, status: PostStatus): ListPostsQuery {
  return { ...scopeOf(filters), status, orderBy: 'desc', page: 1, itemsPerPage: 1 };
}
