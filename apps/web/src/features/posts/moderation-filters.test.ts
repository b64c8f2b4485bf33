import { describe, expect, it } from 'vitest';
import type { Post } from '@hatira/shared/posts';
import { applyModeration } from './posts.api';
import {
  changeFilters,
  DEFAULT_FILTERS,
  readFilters,
  toPostsQuery,
  toStatusCountQuery,
  writeFilters,
} from './moderation-filters';

const EVENT = '0190a0a0-0000-7000-8000-0000000000e1';
const ALBUM = '0190a0a0-0000-7000-8000-0000000000a1';

describe('moderation filters in the address', () => {
  it('starts on the pending posts, newest first, 10 a page', () => {
    expect(readFilters(new URLSearchParams())).toEqual(DEFAULT_FILTERS);
    expect(toPostsQuery(DEFAULT_FILTERS)).toEqual({
      status: 'pending',
      sortBy: 'createdAt',
      orderBy: 'desc',
      page: 1,
      itemsPerPage: 10,
    });
    expect(writeFilters(DEFAULT_FILTERS).toString()).toBe('');
  });

  it('reads and writes every filter, and sends each to the server under its API name', () => {
    const params = new URLSearchParams({
      event: EVENT,
      album: ALBUM,
      status: 'all',
      q: ' Ayşe ',
      sort: 'guestName',
      page: '3',
      size: '50',
    });
    const filters = readFilters(params);
    expect(toPostsQuery(filters)).toEqual({
      qrCodeId: EVENT,
      albumId: ALBUM,
      q: 'Ayşe',
      sortBy: 'guestName',
      orderBy: 'asc',
      page: 3,
      itemsPerPage: 50,
    });
    expect(Object.fromEntries(writeFilters(filters))).toEqual({
      event: EVENT,
      album: ALBUM,
      status: 'all',
      q: 'Ayşe',
      sort: 'guestName',
      page: '3',
      size: '50',
    });
  });

  it('drops what the server would refuse instead of asking it', () => {
    const filters = readFilters(
      new URLSearchParams({ event: 'not-a-uuid', album: ALBUM, status: 'spam', page: '0', size: '1000' }),
    );
    expect(filters).toEqual(DEFAULT_FILTERS);
    // An album without its event is not a filter the page can show.
    expect(readFilters(new URLSearchParams({ album: ALBUM })).albumId).toBeNull();
  });

  it('goes back to page 1 on any change but paging, and forgets the album with its event', () => {
    const current = { ...DEFAULT_FILTERS, qrCodeId: EVENT, albumId: ALBUM, page: 4 };
    expect(changeFilters(current, { page: 5 })).toMatchObject({ page: 5, albumId: ALBUM });
    expect(changeFilters(current, { status: 'rejected' })).toMatchObject({ page: 1, albumId: ALBUM });
    expect(changeFilters(current, { qrCodeId: null })).toMatchObject({
      page: 1,
      qrCodeId: null,
      albumId: null,
    });
    expect(changeFilters(current, { qrCodeId: EVENT })).toMatchObject({ albumId: ALBUM });
  });

  it('counts each status with the same event, album and search, one post a page', () => {
    const filters = { ...DEFAULT_FILTERS, qrCodeId: EVENT, q: 'x', page: 7, status: 'published' as const };
    expect(toStatusCountQuery(filters, 'rejected')).toEqual({
      qrCodeId: EVENT,
      q: 'x',
      status: 'rejected',
      orderBy: 'desc',
      page: 1,
      itemsPerPage: 1,
    });
  });
});

describe('applyModeration (the optimistic list)', () => {
  const post = (id: string, status: Post['status']) => ({ id, status }) as Post;
  const list = { items: [post('a', 'pending'), post('b', 'pending'), post('c', 'pending')], total: 12 };

  it('takes approved posts out of the pending list and lowers the total', () => {
    const next = applyModeration(list, { ...toPostsQuery(DEFAULT_FILTERS) }, new Set(['a', 'c']), 'approve');
    expect(next.items.map((item) => item.id)).toEqual(['b']);
    expect(next.total).toBe(10);
  });

  it('keeps moderated posts, with their new status, in the list of every status', () => {
    const query = toPostsQuery({ ...DEFAULT_FILTERS, status: 'all' });
    const next = applyModeration(list, query, new Set(['b']), 'reject');
    expect(next.items.map((item) => [item.id, item.status])).toEqual([
      ['a', 'pending'],
      ['b', 'rejected'],
      ['c', 'pending'],
    ]);
    expect(next.total).toBe(12);
  });

  it('removes deleted posts from any list', () => {
    const query = toPostsQuery({ ...DEFAULT_FILTERS, status: 'all' });
    expect(applyModeration(list, query, new Set(['a']), 'delete')).toMatchObject({ total: 11 });
  });
});
