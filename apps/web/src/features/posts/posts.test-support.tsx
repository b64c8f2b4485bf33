// Test set-up for the moderation view: posts, events and albums shaped as the shared contract
// says, a stand-in for the posts API behind a stubbed fetch (it filters, pages and moderates its
// own list the way the server does, so the page's requests and its re-reads can be checked), and
// the page rendered in a memory router with a fresh query cache.
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { BUILT_IN_ROLES, resolveRules, type AbilityRule } from '@hatira/shared/abilities';
import type { Album } from '@hatira/shared/albums';
import type { Language } from '@hatira/shared/languages';
import type {
  BlockOptionsResponse,
  BlockTarget,
  OwnerMedia,
  Post,
  PostBulkAction,
} from '@hatira/shared/posts';
import type { QrCode } from '@hatira/shared/qr-codes';
import { createQueryClient } from '../../lib/query-client';
import { saveSession } from '../../lib/session';
import {
  authResponse,
  jsonResponse,
  setTestLanguage,
  stubFetch,
  type RecordedRequest,
} from '../../test-utils';
import { SubscriberModerationPage } from './moderation-page';

export const EVENT_ID = '0190a0a0-0000-7000-8000-0000000000e1';
export const OTHER_EVENT_ID = '0190a0a0-0000-7000-8000-0000000000e2';
export const ALBUM_ID = '0190a0a0-0000-7000-8000-0000000000a1';
export const GARDEN_ALBUM_ID = '0190a0a0-0000-7000-8000-0000000000a2';

export function makeMedia(overrides: Partial<OwnerMedia> = {}): OwnerMedia {
  const id = overrides.id ?? crypto.randomUUID();
  return {
    id,
    kind: 'photo',
    status: 'ready',
    note: null,
    noteCode: null,
    mime: 'image/jpeg',
    bytes: 1_200_000,
    originalFilename: 'IMG_0001.jpg',
    width: 4000,
    height: 3000,
    duration: null,
    takenAt: null,
    thumbUrl: `/api/media/${id}/thumb?t=x`,
    previewUrl: `/api/media/${id}/preview?t=x`,
    posterUrl: null,
    playbackUrl: null,
    originalUrl: `/api/media/${id}/original?t=x`,
    ...overrides,
  };
}

let sequence = 0;

/** Posts are numbered so that a later one is newer (the default order is newest first). */
export function makePost(overrides: Partial<Post> = {}): Post {
  sequence += 1;
  return {
    id: `0190a0a0-0000-7000-8000-${String(sequence).padStart(12, '0')}`,
    qrCodeId: EVENT_ID,
    qrCodeTitle: 'Ayşe & Can Wedding',
    albumId: ALBUM_ID,
    albumName: 'General Shares',
    guestName: `Guest ${sequence}`,
    message: null,
    status: 'pending',
    ip: '203.0.113.7',
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)',
    createdAt: new Date(Date.UTC(2025, 5, 14, 12, 0, sequence)).toISOString(),
    moderatedAt: null,
    media: [makeMedia()],
    ...overrides,
  };
}

export function makeEvent(overrides: Partial<QrCode> = {}): QrCode {
  return {
    id: EVENT_ID,
    ownerId: '0190a0a0-0000-7000-8000-0000000000f1',
    ownerName: 'Ayşe Yılmaz',
    customerId: null,
    hash: 'abcdefghijklmnop',
    title: 'Ayşe & Can Wedding',
    description: null,
    eventDate: null,
    isActive: true,
    uploadsEnabled: true,
    approvalRequired: true,
    allowGuestDownload: false,
    themeColor: null,
    guestDeleteEnabled: true,
    slideshowUrl: null,
    slideshowInterval: 8,
    slideshowIncludeVideos: true,
    slideshowShowNames: true,
    slideshowIncludeHidden: false,
    albumCount: 2,
    createdAt: '2025-06-01T10:00:00.000Z',
    updatedAt: '2025-06-01T10:00:00.000Z',
    ...overrides,
  };
}

export function makeAlbum(overrides: Partial<Album> = {}): Album {
  return {
    id: ALBUM_ID,
    qrCodeId: EVENT_ID,
    name: 'General Shares',
    description: null,
    isProtected: false,
    isActive: true,
    uploadsEnabled: true,
    approvalRequired: null,
    uploadLimit: null,
    visibility: 'public',
    revealAt: null,
    revealed: true,
    sortOrder: 0,
    createdAt: '2025-06-01T10:00:00.000Z',
    updatedAt: '2025-06-01T10:00:00.000Z',
    ...overrides,
  };
}

interface FakeServerData {
  posts: Post[];
  events?: QrCode[];
  albums?: Album[];
  /** Answer this status (with a server error body) to every GET /api/posts. */
  failListWith?: number;
  /** Posts sent without a device key (before devices were recognised); the others have one. */
  keyless?: string[];
}

const AFTER: Record<Exclude<PostBulkAction, 'delete'>, Post['status']> = {
  approve: 'published',
  reject: 'rejected',
};

/** The posts API as the contract describes it, over an in-memory list. */
export function fakeModerationServer(data: FakeServerData) {
  const state = { posts: [...data.posts], events: data.events ?? [makeEvent()], albums: data.albums ?? [] };

  function moderate(ids: readonly string[], action: PostBulkAction): number {
    const matching = state.posts.filter((post) => ids.includes(post.id));
    if (action === 'delete') state.posts = state.posts.filter((post) => !ids.includes(post.id));
    else for (const post of matching) post.status = AFTER[action];
    return matching.length;
  }

  /** Stand-ins for the server's notions: a guest's device is their name; a range is the /24. */
  const rangeOf = (ip: string | null) => (ip ? `${ip.split('.').slice(0, 3).join('.')}.0/24` : null);
  const inRange = (range: string | null, ip: string | null) =>
    range !== null && ip !== null && rangeOf(ip) === range;
  const isOfGuest: Record<BlockTarget, (post: Post, other: Post) => boolean> = {
    device: (post, other) => other.guestName === post.guestName,
    ip: (post, other) => post.ip !== null && other.ip === post.ip,
    range: (post, other) => inRange(rangeOf(post.ip), other.ip),
  };

  function blockOptions(post: Post): BlockOptionsResponse {
    const others = (target: BlockTarget) =>
      new Set(
        state.posts
          .filter((other) => isOfGuest[target](post, other) && other.guestName !== post.guestName)
          .map((other) => other.guestName),
      ).size;
    return {
      hasDevice: !(data.keyless ?? []).includes(post.id),
      ip: post.ip,
      range: rangeOf(post.ip),
      othersOnIp: others('ip'),
      othersOnRange: others('range'),
    };
  }

  function block(post: Post, target: BlockTarget) {
    if (target === 'device' && !blockOptions(post).hasDevice)
      return jsonResponse(
        {
          error: {
            code: 'GUEST_DEVICE_UNKNOWN',
            message: 'This post was sent before devices were recognised. Block its address instead.',
          },
        },
        409,
      );
    const hidden = state.posts.filter(
      (other) => isOfGuest[target](post, other) && other.status !== 'rejected',
    );
    for (const item of hidden) item.status = 'rejected';
    const ip = target === 'device' ? null : target === 'ip' ? post.ip : rangeOf(post.ip);
    return jsonResponse({ blockedIpId: 'b1', target, ip, hiddenPosts: hidden.length });
  }

  function listPosts(params: URLSearchParams) {
    const q = params.get('q')?.toLocaleLowerCase() ?? '';
    let items = state.posts.filter(
      (post) =>
        (!params.get('status') || post.status === params.get('status')) &&
        (!params.get('qrCodeId') || post.qrCodeId === params.get('qrCodeId')) &&
        (!params.get('albumId') || post.albumId === params.get('albumId')) &&
        (!q || `${post.guestName} ${post.message ?? ''}`.toLocaleLowerCase().includes(q)),
    );
    const field = params.get('sortBy') === 'guestName' ? 'guestName' : 'createdAt';
    const direction = params.get('orderBy') === 'desc' ? -1 : 1;
    items = [...items].sort((a, b) => a[field].localeCompare(b[field]) * direction);
    const page = Number(params.get('page') ?? 1);
    const size = Number(params.get('itemsPerPage') ?? 10);
    return { items: items.slice((page - 1) * size, page * size), total: items.length };
  }

  function handle(request: RecordedRequest): Response {
    const url = new URL(request.path, 'http://localhost');
    const route = `${request.method} ${url.pathname}`;
    const postAction = /^POST \/api\/posts\/([^/]+)\/(approve|reject|block)$/.exec(route);
    const optionsOf = /^GET \/api\/posts\/([^/]+)\/block-options$/.exec(route);

    if (route === 'GET /api/posts') {
      if (data.failListWith)
        return jsonResponse(
          { error: { code: 'INTERNAL', message: 'Something went wrong' } },
          data.failListWith,
        );
      return jsonResponse(listPosts(url.searchParams));
    }
    if (route === 'GET /api/posts/pending-count')
      return jsonResponse({ count: state.posts.filter((post) => post.status === 'pending').length });
    if (route === 'POST /api/posts/bulk') {
      const body = request.body as { ids: string[]; action: PostBulkAction };
      return jsonResponse({ count: moderate(body.ids, body.action) });
    }
    if (optionsOf) {
      const post = state.posts.find((item) => item.id === optionsOf[1]);
      if (post) return jsonResponse(blockOptions(post));
    }
    if (postAction) {
      const [, id = '', action] = postAction;
      const post = state.posts.find((item) => item.id === id);
      if (!post) return jsonResponse({ error: { code: 'NOT_FOUND', message: 'Data not found.' } }, 404);
      if (action === 'block') return block(post, (request.body as { target: BlockTarget }).target);
      moderate([id], action as 'approve' | 'reject');
      return jsonResponse(post);
    }
    if (request.method === 'DELETE' && url.pathname.startsWith('/api/posts/')) {
      moderate([url.pathname.split('/').pop() ?? ''], 'delete');
      return new Response(null, { status: 204 });
    }
    if (route === 'GET /api/qr-codes') {
      const q = url.searchParams.get('q')?.toLocaleLowerCase() ?? '';
      const items = state.events.filter((event) => event.title.toLocaleLowerCase().includes(q));
      return jsonResponse({ items, total: items.length });
    }
    const event = state.events.find((item) => route === `GET /api/qr-codes/${item.id}`);
    if (event) return jsonResponse(event);
    if (route === 'GET /api/albums') {
      const items = state.albums.filter((album) => album.qrCodeId === url.searchParams.get('qrCodeId'));
      return jsonResponse({ items, total: items.length });
    }
    return jsonResponse(
      { error: { code: 'ROUTE_NOT_FOUND', message: 'There is no such API endpoint.' } },
      404,
    );
  }

  const requests = stubFetch(handle);
  return {
    state,
    requests,
    /** The query strings of every GET /api/posts for the grid (not the one-post status counts). */
    listQueries: () =>
      requests
        .filter((request) => request.method === 'GET' && request.path.startsWith('/api/posts?'))
        .map((request) => new URL(request.path, 'http://localhost').searchParams)
        .filter((params) => params.get('itemsPerPage') !== '1'),
    /** Requests other than reads. */
    writes: () => requests.filter((request) => request.method !== 'GET'),
  };
}

/** A subscriber's rules, as the server sends them. */
const SUBSCRIBER_RULES = resolveRules(BUILT_IN_ROLES.subscriber.rules, { id: 'owner-1', subscriberId: null });

export async function renderModerationPage({
  path = '/medias',
  language = 'en',
  rules = SUBSCRIBER_RULES,
}: { path?: string; language?: Language; rules?: AbilityRule[] } = {}) {
  await setTestLanguage(language);
  saveSession(authResponse({}, rules));
  const client = createQueryClient();
  const router = createMemoryRouter([{ path: '/medias', element: <SubscriberModerationPage /> }], {
    initialEntries: [path],
  });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, user, client };
}
