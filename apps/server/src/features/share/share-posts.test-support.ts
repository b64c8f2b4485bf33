// Test set-up for POST /api/share/{hash}/posts: an owner with a chosen plan, an event page and an
// album made through the real API; multipart bodies built by the platform's own FormData (for
// inject) or streamed over a real socket (for the size limits); and the "nothing was kept" check
// a refused request must pass.
import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { Album } from '@hatira/shared/albums';
import type { ErrorCode } from '@hatira/shared/errors';
import { ERRORS } from '@hatira/shared/errors';
import { MiB } from '@hatira/shared/limits';
import type { QrCode } from '@hatira/shared/qr-codes';
import type { SubscriptionPlan } from '@hatira/shared/subscriptions';
import type { TestApp } from '../../../test/app.js';
import { bearer, createEvent, createOwner } from '../../../test/factories.js';
import { media } from '../media/media.table.js';
import { posts } from '../posts/posts.table.js';
import { scratchDirOf } from './intake.js';

export const fixturePath = (name: string) =>
  new URL(`../../../test/fixtures/${name}`, import.meta.url).pathname;
export const fixture = (name: string) => readFile(fixturePath(name));

export interface Guest {
  ip?: string;
  headers?: Record<string, string>;
}

export interface PostEvent {
  ownerToken: string;
  ownerId: string;
  qr: QrCode;
  album: Album;
}

/**
 * A new owner with an active subscription to the plan `plan` picks (default: the first that takes
 * videos), an event page with `qr` settings and its "General Shares" album patched with `album`.
 */
export async function createPostEvent(
  t: TestApp,
  options: {
    plan?: (plan: SubscriptionPlan) => boolean;
    subscribed?: boolean;
    qr?: Record<string, unknown>;
    album?: Record<string, unknown>;
  } = {},
): Promise<PostEvent> {
  const owner = await createOwner(t, options);
  const event = await createEvent(t, { owner, settings: options.qr });
  let album = event.generalAlbum;
  if (options.album) album = await patchAlbum(t, owner.token, album.id, options.album);
  return { ownerToken: owner.token, ownerId: owner.userId, qr: event.qr, album };
}

export async function patchAlbum(t: TestApp, token: string, id: string, body: Record<string, unknown>) {
  const patched = await t.app.inject({
    method: 'PATCH',
    url: `/api/albums/${id}`,
    headers: bearer(token),
    payload: body,
  });
  expect(patched.statusCode, patched.body).toBe(200);
  return patched.json() as Album;
}

export type FormPart = [name: string, value: string | { filename: string; bytes: Buffer; type?: string }];

/** A multipart/form-data body exactly as a browser's FormData sends it, parts in the given order. */
export async function formBody(parts: FormPart[]): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData();
  for (const [name, value] of parts) {
    if (typeof value === 'string') form.append(name, value);
    else
      form.append(
        name,
        new Blob([value.bytes], { type: value.type ?? 'application/octet-stream' }),
        value.filename,
      );
  }
  const request = new Request('http://hatira.test/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type')!,
  };
}

/**
 * A small PNG of its own colour (`n` from 0 to 16,777,215): posts of different photos, now that the
 * same bytes twice in an album are stored once (DESIGN.md §6.7).
 */
export async function distinctPhotoPart(n: number, filename = `IMG_${n}.PNG`): Promise<FormPart> {
  const background = { r: n & 255, g: (n >> 8) & 255, b: (n >> 16) & 255 };
  const bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background } })
    .png()
    .toBuffer();
  return ['files', { filename, bytes }];
}

/** A file part from a fixture, under the name the guest's phone gave it. */
export async function fixturePart(name: string, filename = name): Promise<FormPart> {
  return ['files', { filename, bytes: await fixture(name) }];
}

export async function postForm(t: TestApp, hash: string, parts: FormPart[], guest: Guest = {}) {
  const { payload, contentType } = await formBody(parts);
  return t.app.inject({
    method: 'POST',
    url: `/api/share/${hash}/posts`,
    payload,
    headers: { 'content-type': contentType, ...guest.headers },
    remoteAddress: guest.ip ?? '198.51.100.20',
  });
}

/** The usual text fields of a post to the event's album. */
export function textFields(event: PostEvent, overrides: Record<string, string> = {}): FormPart[] {
  const fields: Record<string, string> = { albumId: event.album.id, name: 'Zeynep', ...overrides };
  return Object.entries(fields).map(([name, value]) => [name, value]);
}

export function expectGuestError(
  response: { statusCode: number; json: () => unknown; body: string },
  code: ErrorCode,
  fields?: Record<string, string>,
) {
  expect(response.statusCode, response.body).toBe(ERRORS[code].status);
  expect(response.json()).toEqual({
    error: { code, message: ERRORS[code].message, ...(fields && { fields }) },
  });
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

export const storedFilesOf = (t: TestApp, albumId: string) =>
  filesUnder(path.join(t.dataDir, 'media', 'media', albumId));
export const scratchFiles = (t: TestApp) => filesUnder(scratchDirOf(t.dataDir));

export async function countRows(t: TestApp, albumId: string) {
  const [postRows] = await t.db.select({ n: count() }).from(posts).where(eq(posts.albumId, albumId));
  const [mediaRows] = await t.db.select({ n: count() }).from(media).where(eq(media.albumId, albumId));
  return { posts: postRows!.n, media: mediaRows!.n };
}

/** What a refused post must leave: no post, no media row, no stored file, an empty scratch folder. */
export async function expectNothingKept(t: TestApp, albumId: string) {
  expect(await countRows(t, albumId)).toEqual({ posts: 0, media: 0 });
  expect(await storedFilesOf(t, albumId)).toEqual([]);
  expect(await scratchFiles(t)).toEqual([]);
}

export async function publishedCount(t: TestApp, albumId: string) {
  const [row] = await t.db
    .select({ n: count() })
    .from(posts)
    .where(and(eq(posts.albumId, albumId), eq(posts.status, 'published')));
  return row!.n;
}

export interface StreamedResponse {
  status: number;
  body: { error?: { code: string } } & Record<string, unknown>;
  /** File bytes the client had handed to the socket when the answer arrived. */
  sentWhenAnswered: number;
  /** Whether the client had sent its whole body when the answer arrived. */
  finishedSending: boolean;
}

/**
 * Posts over a real socket: the text fields, then one file of `fileBytes` bytes that starts with
 * `head`, generated 1 MiB at a time (never held in memory). With `hold`, the body stops after the
 * first file bytes and never ends: the answer can only come from a server that did not wait for it.
 */
export function streamPost(
  baseUrl: string,
  hash: string,
  options: {
    fields: Record<string, string>;
    head: Buffer;
    fileBytes: number;
    filename?: string;
    hold?: boolean;
    /** With `hold`: called once the first file bytes are written (to cut the connection, say). */
    onHeld?: (request: http.ClientRequest) => void;
  },
): Promise<StreamedResponse> {
  const boundary = `----hatira${randomUUID()}`;
  const text = Object.entries(options.fields)
    .map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    )
    .join('');
  const fileHeader = `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${options.filename ?? 'upload.bin'}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  const prefix = Buffer.from(text + fileHeader);
  const suffix = Buffer.from(`\r\n--${boundary}--\r\n`);
  const filler = Buffer.alloc(MiB, 0x5a);

  return new Promise((resolve, reject) => {
    let sent = 0;
    let finished = false;
    const request = http.request(`${baseUrl}/api/share/${hash}/posts`, {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(prefix.length + options.fileBytes + suffix.length),
      },
    });
    request.on('response', (response) => {
      const sentWhenAnswered = sent;
      const finishedSending = finished;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        request.destroy();
        resolve({
          status: response.statusCode!,
          body: JSON.parse(Buffer.concat(chunks).toString()),
          sentWhenAnswered,
          finishedSending,
        });
      });
    });
    request.on('error', reject); // after an answer, a no-op

    const write = (chunk: Buffer) =>
      new Promise<void>((done) => {
        if (request.destroyed) return done();
        if (request.write(chunk)) return done();
        const settle = () => {
          request.off('drain', settle);
          request.off('close', settle);
          done();
        };
        request.once('drain', settle);
        request.once('close', settle);
      });
    void (async () => {
      await write(prefix);
      const first = Buffer.concat([options.head, filler]).subarray(0, Math.min(MiB, options.fileBytes));
      await write(first);
      sent = first.length;
      if (options.hold) return options.onHeld?.(request); // the rest never comes
      while (sent < options.fileBytes && !request.destroyed) {
        const chunk = filler.subarray(0, Math.min(MiB, options.fileBytes - sent));
        await write(chunk);
        sent += chunk.length;
      }
      if (request.destroyed) return;
      finished = true;
      request.end(suffix);
    })();
  });
}

export const PNG_HEAD = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
/** The first box of an MP4 (ftyp isom), as clip.mp4 starts. */
export const MP4_HEAD = Buffer.from(
  '000000206674797069736f6d0000020069736f6d69736f32617663316d703431',
  'hex',
);
