// The tus transport against a real tus 1.0 server on a loopback port (the reference @tus/server
// with its file store, a test-only dependency here; Hatıra's server speaks the same protocol): the
// metadata and album token it sends, the id it reports, the address and confirmed bytes it tells
// the queue, and that an upload cut off half-way — by a dropped connection or a closed tab —
// continues at its address from the server's offset instead of starting again.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { Server } from '@tus/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { guestKey } from './guest-key';
import { createTusTransport, toUploadError } from './tus-transport';
import type { TransportHandlers, UploadItem } from './upload-queue';

// The browser build, the one that ships (XMLHttpRequest, Blob); Node resolution would pick the
// package's Node build.
// @ts-expect-error the package types its entry, not this file (which the entry is in browsers)
vi.mock('tus-js-client', () => import('tus-js-client/lib.esm/browser/index.js'));

declare const jsdom: { reconfigure: (options: { url: string }) => void };

const HASH = 'evt123';
const JPEG = { mime: 'image/jpeg', kind: 'photo', extension: 'jpg' } as const;
/** Three tus pieces (8 MiB each) and a bit. */
const SIZE = 8 * 1024 * 1024 * 2 + 12345;

let directory: string;
let server: http.Server;
const requests: { method: string; offset: string | null; token: string | null; key: string | null }[] = [];

beforeAll(async () => {
  directory = mkdtempSync(path.join(os.tmpdir(), 'hatira-tus-'));
  const tus = new Server({
    path: `/api/share/${HASH}/uploads`,
    datastore: new FileStore({ directory }),
    // jsdom keeps the origin it started with (localhost:3000), so its requests are cross-origin.
    allowedOrigins: [window.location.origin],
    allowedHeaders: ['x-album-token', 'x-guest-key'],
  });
  server = http.createServer((req, res) => {
    // (the preflights of jsdom's cross-origin requests are not the transport's own)
    if (req.method !== 'OPTIONS')
      requests.push({
        method: req.method ?? '',
        offset: (req.headers['upload-offset'] as string | undefined) ?? null,
        token: (req.headers['x-album-token'] as string | undefined) ?? null,
        key: (req.headers['x-guest-key'] as string | undefined) ?? null,
      });
    void tus.handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // The page's address, against which the transport's relative endpoint resolves.
  jsdom.reconfigure({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/s/${HASH}/post` });
});

afterAll(() => {
  server.close();
  rmSync(directory, { recursive: true, force: true });
});

beforeEach(() => {
  requests.length = 0;
});

function photo(seed: number) {
  const bytes = new Uint8Array(SIZE);
  for (let i = 0; i < SIZE; i++) bytes[i] = (i * seed) & 0xff;
  bytes.set([0xff, 0xd8, 0xff]);
  const file = new File([bytes], `photo-${seed}.jpg`, {
    type: 'image/jpeg',
    lastModified: 1_700_000_000_000 + seed,
  });
  return { file, bytes: Buffer.from(bytes) };
}

/** The queue's item for a file, with the upload address it already has. */
const itemOf = (file: File, uploadUrl: string | null = null): UploadItem => ({
  id: `item-${file.name}`,
  name: file.name,
  size: file.size,
  lastModified: file.lastModified,
  type: JPEG,
  file,
  status: 'queued',
  bytesSent: 0,
  bytesConfirmed: 0,
  resumed: false,
  attempt: 0,
  uploadUrl,
  uploadId: null,
  error: null,
});

function track() {
  const progress: number[] = [];
  const confirmed: number[] = [];
  const urls: { url: string; resumed: boolean }[] = [];
  const handlers: TransportHandlers = {
    onProgress: (sent) => progress.push(sent),
    onConfirmed: (bytes) => confirmed.push(bytes),
    onUrl: (url, resumed) => urls.push({ url, resumed }),
  };
  return { handlers, progress, confirmed, urls };
}

const transport = (albumToken: string | null = 'album-token-1') =>
  createTusTransport(() => ({ hash: HASH, albumId: 'album-1', albumToken }));

const stored = (id: string) => readFileSync(path.join(directory, id));
const storedMetadata = (id: string) =>
  JSON.parse(readFileSync(path.join(directory, `${id}.json`), 'utf8')) as {
    metadata: Record<string, string>;
  };

/** Waits until the server has received at least one piece of the file. */
async function untilOffset(min: number) {
  for (let i = 0; i < 500; i++) {
    if (requests.some((r) => r.method === 'PATCH' && Number(r.offset) >= min)) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`the server never reached offset ${min}`);
}

describe('tus transport', () => {
  it('uploads a file with its metadata and the album token, and reports its address, pieces and id', async () => {
    const { file, bytes } = photo(3);
    const { handlers, progress, confirmed, urls } = track();

    const id = await transport()(itemOf(file), handlers).done;

    expect(stored(id).equals(bytes)).toBe(true);
    expect(storedMetadata(id).metadata).toMatchObject({
      filename: 'photo-3.jpg',
      filetype: 'image/jpeg',
      albumId: 'album-1',
    });
    expect(requests.map((r) => r.method)).toEqual(['POST', 'PATCH', 'PATCH', 'PATCH']);
    expect(requests.every((r) => r.token === 'album-token-1')).toBe(true);
    // and the device's key (DESIGN.md §6.7), the same on every request
    expect(requests.every((r) => r.key === guestKey())).toBe(true);
    expect(progress.at(-1)).toBe(SIZE);
    expect(confirmed).toEqual([8 * 1024 * 1024, 16 * 1024 * 1024, SIZE]);
    expect(urls).toHaveLength(1);
    expect(urls[0]!.url.endsWith(`/${id}`)).toBe(true);
    expect(urls[0]!.resumed).toBe(false);
  });

  it('continues a cut-off upload at its address from the server’s offset (after a drop or a closed tab)', async () => {
    const { file, bytes } = photo(5);
    const first = track();
    const cut = transport()(itemOf(file), first.handlers);
    await untilOffset(8 * 1024 * 1024); // the second piece is on its way
    cut.abort(false);
    const url = first.urls[0]!.url;
    requests.length = 0;

    // what the queue's store kept: the address; the bytes again (a File from IndexedDB is one)
    const again = track();
    const id = await transport()(itemOf(file, url), again.handlers).done;

    expect(again.urls).toEqual([{ url, resumed: true }]);
    expect(requests.map((r) => r.method)[0]).toBe('HEAD');
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    const firstPatch = requests.find((r) => r.method === 'PATCH');
    expect(Number(firstPatch?.offset)).toBeGreaterThanOrEqual(8 * 1024 * 1024);
    expect(again.progress[0]).toBeGreaterThanOrEqual(8 * 1024 * 1024);
    expect(stored(id).equals(bytes)).toBe(true);
  });

  it('recognises a finished upload by its address, without sending it again', async () => {
    const { file } = photo(9);
    const first = track();
    const id = await transport()(itemOf(file), first.handlers).done;
    requests.length = 0;

    const again = track();
    expect(await transport()(itemOf(file, first.urls[0]!.url), again.handlers).done).toBe(id);
    expect(requests.map((r) => r.method)).toEqual(['HEAD']);
    expect(again.progress.at(-1)).toBe(SIZE);
  });

  it('starts a new upload when the server no longer knows the address (expired)', async () => {
    const { file, bytes } = photo(7);
    const gone = `${window.location.origin}/api/share/${HASH}/uploads/0123456789abcdef`;
    const again = track();

    const id = await transport()(itemOf(file, gone), again.handlers).done;

    expect(requests.map((r) => r.method).slice(0, 2)).toEqual(['HEAD', 'POST']);
    expect(again.urls).toHaveLength(1);
    expect(again.urls[0]!.resumed).toBe(false);
    expect(stored(id).equals(bytes)).toBe(true);
  });
});

describe('toUploadError', () => {
  const failure = (status: number, body: string) => ({
    originalResponse: { getStatus: () => status, getBody: () => body },
  });

  it('takes the code from the server’s error body; refusals are final, hiccups are retried', () => {
    const tooLarge = toUploadError(failure(413, '{"error":{"code":"PHOTO_TOO_LARGE","message":"…"}}'));
    expect(tooLarge).toMatchObject({ code: 'PHOTO_TOO_LARGE', retryable: false });
    expect(
      toUploadError(failure(409, '{"error":{"code":"ALBUM_UPLOAD_LIMIT","message":"…"}}')),
    ).toMatchObject({
      code: 'ALBUM_UPLOAD_LIMIT',
      retryable: false,
    });
    expect(toUploadError(failure(403, '{"error":{"code":"IP_BLOCKED","message":"…"}}'))).toMatchObject({
      code: 'IP_BLOCKED',
      retryable: false,
    });
    expect(
      toUploadError(failure(503, '{"error":{"code":"SERVICE_UNAVAILABLE","message":"…"}}')),
    ).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      retryable: true,
    });
    expect(toUploadError(failure(409, 'Upload-Offset conflict'))).toMatchObject({
      code: 'INTERNAL',
      retryable: true,
    });
    expect(toUploadError(failure(413, '<html>too large</html>'))).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      retryable: false,
    });
  });

  it('calls a missing response a lost connection, to be retried', () => {
    expect(toUploadError(new Error('tus: failed to upload chunk'))).toMatchObject({
      code: 'NETWORK',
      retryable: true,
    });
  });
});
