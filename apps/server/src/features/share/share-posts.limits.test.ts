// POST /api/share/{hash}/posts over a real socket: the 100 MiB / 500 MiB limits at their exact
// byte, answered while the guest is still sending, and the refusals that must come before the
// server reads the body at all (a body that never ends still gets its answer).
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, type ErrorCode } from '@hatira/shared/errors';
import { MiB, PHOTO_MAX_BYTES, VIDEO_MAX_BYTES } from '@hatira/shared/limits';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { bearer, waitFor } from '../../../test/factories.js';
import { media } from '../media/media.table.js';
import {
  countRows,
  createPostEvent,
  expectNothingKept,
  MP4_HEAD,
  PNG_HEAD,
  scratchFiles,
  streamPost,
  type PostEvent,
  type StreamedResponse,
} from './share-posts.test-support.js';

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const fieldsOf = (event: PostEvent, overrides: Record<string, string> = {}) => ({
  albumId: event.album.id,
  name: 'Zeynep',
  ...overrides,
});

function expectRefused(response: StreamedResponse, code: ErrorCode) {
  expect(response.status).toBe(ERRORS[code].status);
  expect(response.body).toEqual({ error: { code, message: ERRORS[code].message } });
}

async function storedBytes(albumId: string): Promise<number[]> {
  const rows = await t.db.select().from(media).where(eq(media.albumId, albumId));
  return Promise.all(
    rows.map(async (row) => (await stat(path.join(t.dataDir, 'media', row.originalKey))).size),
  );
}

describe('size limits, counted on the bytes as they stream', () => {
  it('takes a photo of exactly 100 MiB and refuses one byte more', async () => {
    const event = await createPostEvent(t);
    const over = await streamPost(baseUrl, event.qr.hash, {
      fields: fieldsOf(event),
      head: PNG_HEAD,
      fileBytes: PHOTO_MAX_BYTES + 1,
    });
    expectRefused(over, 'PHOTO_TOO_LARGE');
    await expectNothingKept(t, event.album.id);

    const exact = await streamPost(baseUrl, event.qr.hash, {
      fields: fieldsOf(event),
      head: PNG_HEAD,
      fileBytes: PHOTO_MAX_BYTES,
    });
    expect(exact.status, JSON.stringify(exact.body)).toBe(201);
    expect(await storedBytes(event.album.id)).toEqual([PHOTO_MAX_BYTES]);
  });

  it('takes a video of exactly 500 MiB and refuses one byte more', async () => {
    const event = await createPostEvent(t);
    const over = await streamPost(baseUrl, event.qr.hash, {
      fields: fieldsOf(event),
      head: MP4_HEAD,
      fileBytes: VIDEO_MAX_BYTES + 1,
    });
    expectRefused(over, 'VIDEO_TOO_LARGE');
    await expectNothingKept(t, event.album.id);

    const exact = await streamPost(baseUrl, event.qr.hash, {
      fields: fieldsOf(event),
      head: MP4_HEAD,
      fileBytes: VIDEO_MAX_BYTES,
    });
    expect(exact.status, JSON.stringify(exact.body)).toBe(201);
    expect(await storedBytes(event.album.id)).toEqual([VIDEO_MAX_BYTES]);
  });

  it('answers a photo far over the limit while the guest is still sending', async () => {
    const event = await createPostEvent(t);
    const response = await streamPost(baseUrl, event.qr.hash, {
      fields: fieldsOf(event),
      head: PNG_HEAD,
      fileBytes: 4 * PHOTO_MAX_BYTES,
    });
    expectRefused(response, 'PHOTO_TOO_LARGE');
    expect(response.finishedSending).toBe(false);
    // the answer came near the limit, not after 400 MiB (socket buffers hold a few MiB)
    expect(response.sentWhenAnswered).toBeLessThan(PHOTO_MAX_BYTES + 64 * MiB);
    await expectNothingKept(t, event.album.id);
  });
});

describe('a guest whose connection drops', () => {
  it('leaves no scratch file, no row and no stored file', async () => {
    const event = await createPostEvent(t);
    let cut = false;
    const post = streamPost(baseUrl, event.qr.hash, {
      fields: fieldsOf(event),
      head: PNG_HEAD,
      fileBytes: 50 * MiB,
      hold: true,
      onHeld: (request) => {
        // once the server is writing the file, the phone loses its signal
        void waitFor(async () => (await scratchFiles(t)).length > 0).then(() => {
          cut = true;
          request.destroy();
        });
      },
    });
    await post.catch(() => {}); // no answer can come: the connection is gone
    await waitFor(async () => cut && (await scratchFiles(t)).length === 0);
    await expectNothingKept(t, event.album.id);
  });
});

describe('refusals before the body is read', () => {
  // Each body stops after the first file MiB and never ends: only an answer given without
  // reading the whole body can arrive.
  const held = (
    event: PostEvent | { qr: { hash: string } },
    fields: Record<string, string>,
    head = PNG_HEAD,
  ) => streamPost(baseUrl, event.qr.hash, { fields, head, fileBytes: 50 * MiB, hold: true });

  it('IP_BLOCKED, QR_NOT_FOUND, QR_INACTIVE and SUBSCRIPTION_PROBLEM', async () => {
    const blocked = await createPostEvent(t);
    const entry = await t.app.inject({
      method: 'POST',
      url: '/api/blocked-ips',
      headers: bearer(blocked.ownerToken),
      payload: { ip: '127.0.0.1' },
    });
    expect(entry.statusCode, entry.body).toBe(201);
    expectRefused(await held(blocked, fieldsOf(blocked)), 'IP_BLOCKED');
    expectRefused(await held({ qr: { hash: 'no-such-page' } }, { name: 'Zeynep' }), 'QR_NOT_FOUND');
    const inactive = await createPostEvent(t, { qr: { isActive: false } });
    expectRefused(await held(inactive, fieldsOf(inactive)), 'QR_INACTIVE');
    const unpaid = await createPostEvent(t, { subscribed: false });
    expectRefused(await held(unpaid, fieldsOf(unpaid)), 'SUBSCRIPTION_PROBLEM');
    for (const event of [blocked, inactive, unpaid]) await expectNothingKept(t, event.album.id);
  });

  it('the album, the fields and the plan are checked at the first file part', async () => {
    const closed = await createPostEvent(t, { album: { uploadsEnabled: false } });
    expectRefused(await held(closed, fieldsOf(closed)), 'UPLOADS_DISABLED');

    const protectedAlbum = await createPostEvent(t, { album: { password: 'kina-gecesi' } });
    expectRefused(await held(protectedAlbum, fieldsOf(protectedAlbum)), 'ALBUM_PASSWORD_REQUIRED');

    const event = await createPostEvent(t);
    const longName = await held(event, fieldsOf(event, { name: 'N'.repeat(51) }));
    expect(longName.status).toBe(400);
    expect(longName.body).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: ERRORS.VALIDATION_FAILED.message,
        fields: { name: 'Must be at most 50 characters' },
      },
    });

    const full = await createPostEvent(t, { album: { uploadLimit: 1 } });
    const first = await streamPost(baseUrl, full.qr.hash, {
      fields: fieldsOf(full),
      head: PNG_HEAD,
      fileBytes: 100,
    });
    expect(first.status).toBe(201);
    expectRefused(await held(full, fieldsOf(full)), 'ALBUM_UPLOAD_LIMIT');
    expect(await countRows(t, full.album.id)).toEqual({ posts: 1, media: 1 });

    const photosOnly = await createPostEvent(t, { plan: (p) => !p.videoAllowed });
    expectRefused(await held(photosOnly, fieldsOf(photosOnly), MP4_HEAD), 'VIDEO_NOT_ALLOWED');

    for (const e of [closed, protectedAlbum, event, photosOnly]) await expectNothingKept(t, e.album.id);
  });
});
