// Test set-up for the guest share and media-serving tests (owners, events and albums come from
// test/factories.ts): album and event changes through the real API; guest posts and media as rows plus real files in the app's storage
// (real JPEG/MP4 originals from the fixtures, real WebP copies made with sharp), independent of the
// upload and processing code.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { Album } from '@hatira/shared/albums';
import type { PostStatus } from '@hatira/shared/posts';
import type { MediaVariant } from '@hatira/shared/media';
import type { TestApp } from '../../../test/app.js';
import { bearer, type TestEvent } from '../../../test/factories.js';
import { uuidv7 } from '../../lib/ids.js';
import { mediaKey } from '../../lib/storage/storage.js';
import { media } from '../media/media.table.js';
import { posts } from '../posts/posts.table.js';

const fixture = (name: string) => new URL(`../../../test/fixtures/${name}`, import.meta.url);

interface Copies {
  photoOriginal: Buffer;
  photoThumb: Buffer;
  photoPreview: Buffer;
  videoOriginal: Buffer;
  videoPoster: Buffer;
  videoThumb: Buffer;
}

let copies: Promise<Copies> | undefined;
/** The stored files, made once per test file. */
export function mediaCopies(): Promise<Copies> {
  copies ??= (async () => {
    const [jpeg, png, mp4] = await Promise.all([
      readFile(fixture('photo-exif.jpg')),
      readFile(fixture('photo.png')),
      readFile(fixture('clip.mp4')),
    ]);
    const webp = (input: Buffer, edge: number) =>
      sharp(input).rotate().resize(edge, edge, { fit: 'inside' }).webp().toBuffer();
    return {
      photoOriginal: jpeg,
      photoThumb: await webp(jpeg, 400),
      photoPreview: await webp(jpeg, 1600),
      videoOriginal: mp4,
      videoPoster: await webp(png, 1600),
      videoThumb: await webp(png, 400),
    };
  })();
  return copies;
}

export async function patchAlbum(
  t: TestApp,
  event: TestEvent,
  albumId: string,
  body: Record<string, unknown>,
) {
  const response = await t.app.inject({
    method: 'PATCH',
    url: `/api/albums/${albumId}`,
    headers: bearer(event.owner.token),
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(200);
}

export async function patchEvent(t: TestApp, event: TestEvent, body: Record<string, unknown>) {
  const response = await t.app.inject({
    method: 'PATCH',
    url: `/api/qr-codes/${event.qr.id}`,
    headers: bearer(event.owner.token),
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** Blocks an address or range on the caller's list (an admin's entry is platform-wide). */
export async function blockIp(t: TestApp, token: string, ip: string): Promise<void> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/blocked-ips',
    headers: bearer(token),
    payload: { ip },
  });
  expect(response.statusCode, response.body).toBe(201);
}

export interface SeedMedia {
  kind?: 'photo' | 'video';
  status?: 'processing' | 'ready' | 'failed';
  /** A video's browser-playable copy (absent: no ffmpeg, the original is played). */
  playback?: boolean;
  originalFilename?: string;
}

export interface SeedPost {
  status?: PostStatus;
  createdAt?: Date;
  guestName?: string;
  message?: string | null;
  media?: SeedMedia[];
}

export interface SeededMedia {
  id: string;
  kind: 'photo' | 'video';
  /** The bytes stored under each key of the row. */
  files: Partial<Record<MediaVariant, Buffer>>;
}

export interface SeededPost {
  id: string;
  media: SeededMedia[];
}

async function storeFiles(t: TestApp, albumId: string, mediaId: string, files: SeededMedia['files']) {
  const keys: Partial<Record<MediaVariant, string>> = {};
  for (const [variant, bytes] of Object.entries(files) as [MediaVariant, Buffer][]) {
    keys[variant] = mediaKey(albumId, mediaId, variant);
    await t.storage.put(keys[variant], Readable.from([bytes]));
  }
  return keys;
}

/** Files of one item: a ready photo has a thumbnail and a preview, a ready video a poster (+ thumb). */
async function filesFor(spec: SeedMedia): Promise<SeededMedia['files']> {
  const c = await mediaCopies();
  const isReady = (spec.status ?? 'ready') === 'ready';
  if ((spec.kind ?? 'photo') === 'photo')
    return isReady
      ? { original: c.photoOriginal, thumb: c.photoThumb, preview: c.photoPreview }
      : { original: c.photoOriginal };
  if (!isReady) return { original: c.videoOriginal };
  return {
    original: c.videoOriginal,
    poster: c.videoPoster,
    thumb: c.videoThumb,
    ...(spec.playback && { playback: c.videoOriginal }),
  };
}

/** A guest post with its media, written the way the upload and processing code leave them. */
export async function addPost(t: TestApp, album: Album, seed: SeedPost = {}): Promise<SeededPost> {
  const postId = uuidv7();
  await t.db.insert(posts).values({
    id: postId,
    albumId: album.id,
    qrCodeId: album.qrCodeId,
    guestName: seed.guestName ?? 'Zeynep',
    message: seed.message === undefined ? 'Mutluluklar!' : seed.message,
    status: seed.status ?? 'published',
    ip: '192.0.2.10',
    ...(seed.createdAt && { createdAt: seed.createdAt }),
  });
  const seeded: SeededMedia[] = [];
  for (const spec of seed.media ?? [{}]) {
    const id = uuidv7();
    const kind = spec.kind ?? 'photo';
    const files = await filesFor(spec);
    const keys = await storeFiles(t, album.id, id, files);
    const original = files.original!;
    await t.db.insert(media).values({
      id,
      postId,
      albumId: album.id,
      kind,
      originalFilename: spec.originalFilename ?? (kind === 'photo' ? 'IMG_0042.JPG' : 'VID_0007.MP4'),
      mime: kind === 'photo' ? 'image/jpeg' : 'video/mp4',
      bytes: original.length,
      sha256: createHash('sha256').update(original).digest('hex'),
      originalKey: keys.original!,
      previewKey: keys.preview ?? null,
      thumbKey: keys.thumb ?? null,
      posterKey: keys.poster ?? null,
      playbackKey: keys.playback ?? null,
      width: kind === 'photo' ? 800 : 640,
      height: kind === 'photo' ? 1200 : 480,
      duration: kind === 'video' ? 2 : null,
      status: spec.status ?? 'ready',
    });
    seeded.push({ id, kind, files });
  }
  return { id: postId, media: seeded };
}

/** The guest calls, as the share pages make them. */
export function shareApi(t: TestApp) {
  const ip = (remoteAddress?: string) => (remoteAddress ? { remoteAddress } : {});
  return {
    home: (hash: string, remoteAddress?: string, headers: Record<string, string> = {}) =>
      t.app.inject({ url: `/api/share/${hash}`, headers, ...ip(remoteAddress) }),
    access: (hash: string, albumId: string, payload?: unknown, remoteAddress?: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/share/${hash}/albums/${albumId}/access`,
        ...(payload !== undefined && { payload: payload as Record<string, unknown> }),
        ...ip(remoteAddress),
      }),
    posts: (
      hash: string,
      albumId: string,
      query = '',
      headers: Record<string, string> = {},
      remoteAddress?: string,
    ) =>
      t.app.inject({
        url: `/api/share/${hash}/albums/${albumId}/posts${query ? `?${query}` : ''}`,
        headers,
        ...ip(remoteAddress),
      }),
  };
}
