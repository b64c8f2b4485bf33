// Test helpers of the guest pages: their routes (with an upload transport the test drives), an
// event with two albums, posts with media, the real media fixtures, and a fetch stand-in that
// answers like the share API and keeps each request with its headers and its (multipart) body.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RouteObject } from 'react-router';
import { vi } from 'vitest';
import { ERRORS, type ErrorCode } from '@hatira/shared/errors';
import type { GuestMedia, GuestPost, MyPostsResponse, ShareHome } from '@hatira/shared/share';
import { albumRoute } from './album-page';
import { notQrRoute } from './not-qr-page';
import { PostPage } from './post-page';
import { shareHomeRoute } from './share-home-page';
import { shareLayoutRoute } from './share-layout';
import type { TransportHandlers, UploadTransport } from './upload-queue';

export const HASH = 'dugun-2026';
export const GENERAL = 'a1111111-1111-4111-8111-111111111111';
export const PRIVATE = 'a2222222-2222-4222-8222-222222222222';

export function shareRoutes(transport?: UploadTransport): RouteObject[] {
  return [
    {
      path: '/s/:hash',
      ...shareLayoutRoute,
      children: [
        { index: true, ...shareHomeRoute },
        { path: 'album/:albumId', ...albumRoute },
        { path: 'post', element: <PostPage transport={transport} /> },
      ],
    },
    { path: '/not-qr', ...notQrRoute },
  ];
}

export function eventHome(
  overrides: { qr?: Partial<ShareHome['qr']>; albums?: ShareHome['albums'] } = {},
): ShareHome {
  return {
    qr: {
      hash: HASH,
      title: 'Ayşe & Mehmet',
      description: 'Düğünümüze hoş geldiniz!',
      coverUrl: null,
      eventDate: '2026-06-12T15:00:00.000Z',
      uploadsEnabled: true,
      allowGuestDownload: false,
      themeColor: null,
      guestDeleteEnabled: true,
      hostName: 'Ayşe Yılmaz',
      ...overrides.qr,
    },
    albums: overrides.albums ?? [
      {
        id: GENERAL,
        name: 'General Shares',
        description: null,
        coverUrl: null,
        isProtected: false,
        uploadsEnabled: true,
        postCount: 3,
        visibility: 'public',
        revealed: true,
        revealAt: null,
      },
      {
        id: PRIVATE,
        name: 'Nikah',
        description: 'Yalnızca aile',
        coverUrl: null,
        isProtected: true,
        uploadsEnabled: true,
        postCount: 1,
        visibility: 'public',
        revealed: true,
        revealAt: null,
      },
    ],
  };
}

export function photoMedia(id: string, overrides: Partial<GuestMedia> = {}): GuestMedia {
  return {
    id,
    kind: 'photo',
    thumbUrl: `/api/media/${id}/thumb?t=sig`,
    previewUrl: `/api/media/${id}/preview?t=sig`,
    posterUrl: null,
    videoUrl: null,
    downloadUrl: null,
    width: 1600,
    height: 1200,
    duration: null,
    ...overrides,
  };
}

export function guestPost(
  id: string,
  name: string,
  media: GuestMedia[],
  message: string | null = null,
): GuestPost {
  return { id, name, message, createdAt: '2026-06-12T18:30:00.000Z', media };
}

/** A file from the server's media fixtures. */
export function fixtureFile(name: string, type: string): File {
  const bytes = readFileSync(path.resolve(__dirname, '../../../../server/test/fixtures', name));
  return new File([new Uint8Array(bytes)], name, { type });
}

export interface SeenRequest {
  method: string;
  path: string;
  headers: Headers;
  json: unknown;
  form: FormData | null;
}

export type Answer = Response | Promise<Response>;

/** Replaces fetch with the test's server. */
export function serve(handler: (request: SeenRequest) => Answer): SeenRequest[] {
  const seen: SeenRequest[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const request: SeenRequest = {
      method: init.method ?? 'GET',
      path: url.pathname + url.search,
      headers: new Headers(init.headers),
      json: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : null,
      form: init.body instanceof FormData ? init.body : null,
    };
    seen.push(request);
    const response = await handler(request);
    if (init.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    return response;
  });
  return seen;
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const apiError = (code: ErrorCode) =>
  json({ error: { code, message: ERRORS[code].message } }, ERRORS[code].status);

export const offline = (): Answer => Promise.reject(new TypeError('Failed to fetch'));

/** "My posts" of a phone that has shared nothing on the event. */
export const noPosts: MyPostsResponse = { items: [], canDelete: true };

/** The event's home page calls: the event, and this phone's posts (none unless given). */
export const homeAnswer =
  (home: ShareHome = eventHome(), mine: MyPostsResponse = noPosts) =>
  (request: SeenRequest): Answer =>
    request.path === `/api/share/${home.qr.hash}/my-posts` ? json(mine) : json(home);

interface DrivenUpload {
  name: string;
  handlers: TransportHandlers;
  succeed: (uploadId: string) => void;
  fail: (error: unknown) => void;
}

/** An upload transport the test drives by hand, file by file. */
export function drivenTransport() {
  const uploads: DrivenUpload[] = [];
  const transport: UploadTransport = ({ name }, handlers) => {
    let settle!: { resolve: (id: string) => void; reject: (error: unknown) => void };
    const done = new Promise<string>((resolve, reject) => (settle = { resolve, reject }));
    uploads.push({ name, handlers, succeed: settle.resolve, fail: settle.reject });
    return { done, abort: () => undefined };
  };
  return { transport, uploads };
}
