// Creation refusals: every guest check runs before an upload exists, answers the app's JSON error
// with the code's status, and leaves nothing on disk. Only headers are sent, never bytes.
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@hatira/shared/errors';
import { MiB, PHOTO_MAX_BYTES, VIDEO_MAX_BYTES } from '@hatira/shared/limits';
import type { SubscriptionPlan } from '@hatira/shared/subscriptions';
import { ADMIN, createTestApp, type TestApp } from '../../../test/app.js';
import {
  addAlbum,
  bearer,
  createEvent,
  createOwner,
  signIn,
  type TestEvent,
} from '../../../test/factories.js';
import { findAlbumOfQrCode } from '../albums/albums.service.js';
import { issueAlbumToken } from './share-gate.js';
import { addPost, patchAlbum, patchEvent } from './share.test-support.js';
import { encodeMetadata, TUS, tusDir } from './uploads.test-support.js';

let t: TestApp;
let event: TestEvent;
beforeAll(async () => {
  t = await createTestApp();
  event = await createEvent(t);
});
afterAll(() => t.close());

interface Attempt {
  hash?: string;
  length?: number | string;
  metadata?: Record<string, string>;
  headers?: Record<string, string>;
  ip?: string;
}

function create(attempt: Attempt = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/share/${attempt.hash ?? event.qr.hash}/uploads`,
    headers: {
      ...TUS,
      'Upload-Length': String(attempt.length ?? 1000),
      'Upload-Metadata': encodeMetadata(
        attempt.metadata ?? { filename: 'IMG_1.JPG', filetype: 'image/jpeg', albumId: event.generalAlbum.id },
      ),
      ...attempt.headers,
    },
    ...(attempt.ip && { remoteAddress: attempt.ip }),
  });
}

const stored = () => readdir(tusDir(t)).catch(() => [] as string[]);

/** The attempt is refused with the code's status and text, and no upload appears on disk. */
async function expectRefused(attempt: Attempt, code: keyof typeof ERRORS) {
  const before = await stored();
  const response = await create(attempt);
  expect({ status: response.statusCode, body: response.json() }).toEqual({
    status: ERRORS[code].status,
    body: { error: expect.objectContaining({ code, message: ERRORS[code].message }) },
  });
  expect(response.headers['tus-resumable']).toBe('1.0.0');
  expect(response.headers['location']).toBeUndefined();
  expect(await stored()).toEqual(before);
}

const video = (albumId: string, length: number) => ({
  length,
  metadata: { filename: 'VID_1.MOV', filetype: 'video/quicktime', albumId },
});

describe('POST /api/share/{hash}/uploads refusals', () => {
  it('a blocked guest, before anything about the page', async () => {
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/blocked-ips',
      headers: bearer(event.owner.token),
      payload: { ip: '203.0.113.0/24' },
    });
    expect(blocked.statusCode).toBe(201);
    await expectRefused({ ip: '203.0.113.7' }, 'IP_BLOCKED');
  });

  it('an unknown page', async () => {
    await expectRefused({ hash: 'no-such-page' }, 'QR_NOT_FOUND');
  });

  it('an inactive page', async () => {
    const sleeping = await createEvent(t, { settings: { isActive: false } });
    await expectRefused(
      { hash: sleeping.qr.hash, metadata: { filetype: 'image/png', albumId: sleeping.generalAlbum.id } },
      'QR_INACTIVE',
    );
  });

  it('an owner without a subscription', async () => {
    const unpaid = await createEvent(t, { owner: await createOwner(t, { subscribed: false }) });
    await expectRefused(
      { hash: unpaid.qr.hash, metadata: { filetype: 'image/png', albumId: unpaid.generalAlbum.id } },
      'SUBSCRIPTION_PROBLEM',
    );
  });

  it('no album, or an album of another page', async () => {
    const other = await createEvent(t);
    await expectRefused({ metadata: { filetype: 'image/png' } }, 'VALIDATION_FAILED');
    const bare = await t.app.inject({
      method: 'POST',
      url: `/api/share/${event.qr.hash}/uploads`,
      headers: { ...TUS, 'Upload-Length': '1000' },
    });
    expect(bare.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', fields: { albumId: expect.any(String) } },
    });
    await expectRefused(
      { metadata: { filetype: 'image/png', albumId: other.generalAlbum.id } },
      'ALBUM_NOT_FOUND',
    );
  });

  it('a protected album without its token; with it (header or metadata) the upload starts', async () => {
    const album = await addAlbum(t, event, { name: 'Family', password: 'secret-1' });
    const metadata = { filename: 'a.png', filetype: 'image/png', albumId: album.id };
    await expectRefused({ metadata }, 'ALBUM_PASSWORD_REQUIRED');
    await expectRefused(
      { metadata, headers: { 'X-Album-Token': 'forged.token' } },
      'ALBUM_PASSWORD_REQUIRED',
    );
    const row = await findAlbumOfQrCode(t.db, event.qr.id, album.id);
    const token = issueAlbumToken(t.appSecret, row!);
    // (inject cannot stream; creation answers before any byte, which is all that is checked here)
    const withHeader = await create({ metadata, headers: { 'X-Album-Token': token } });
    expect(withHeader.statusCode, withHeader.body).toBe(201);
    const withField = await create({ metadata: { ...metadata, albumToken: token } });
    expect(withField.statusCode, withField.body).toBe(201);
    // the token is a credential: it is not kept with the uploads
    const infos = (await stored()).filter((name) => name.endsWith('.json'));
    expect(infos).toHaveLength(2);
    for (const name of infos) expect(await readFile(path.join(tusDir(t), name), 'utf8')).not.toContain(token);
  });

  it('uploads switched off on the page or the album', async () => {
    const quiet = await createEvent(t);
    await patchEvent(t, quiet, { uploadsEnabled: false });
    await expectRefused(
      { hash: quiet.qr.hash, metadata: { filetype: 'image/png', albumId: quiet.generalAlbum.id } },
      'UPLOADS_DISABLED',
    );
    const album = await addAlbum(t, event, { name: 'Closed' });
    await patchAlbum(t, event, album.id, { uploadsEnabled: false });
    await expectRefused({ metadata: { filetype: 'image/png', albumId: album.id } }, 'UPLOADS_DISABLED');
  });

  it('an album that is full already', async () => {
    const album = await addAlbum(t, event, { name: 'Small', uploadLimit: 1 });
    await expect(create({ metadata: { filetype: 'image/png', albumId: album.id } })).resolves.toMatchObject({
      statusCode: 201,
    });
    await addPost(t, album, { status: 'pending' }); // pending posts hold a place too
    await expectRefused({ metadata: { filetype: 'image/png', albumId: album.id } }, 'ALBUM_UPLOAD_LIMIT');
  });

  it('a declared type that is not png, jpeg, heic, mp4 or mov', async () => {
    for (const filetype of ['image/gif', 'image/svg+xml', 'application/x-msdownload', 'text/html'])
      await expectRefused(
        { metadata: { filename: 'x', filetype, albumId: event.generalAlbum.id } },
        'INVALID_FILE_TYPE',
      );
    await expectRefused(
      { metadata: { filename: 'drawing.svg', albumId: event.generalAlbum.id } },
      'INVALID_FILE_TYPE',
    );
  });

  it('an Upload-Length over the limit of the declared kind (the limit itself is fine)', async () => {
    await expectRefused({ length: PHOTO_MAX_BYTES + 1 }, 'PHOTO_TOO_LARGE');
    await expectRefused(video(event.generalAlbum.id, VIDEO_MAX_BYTES + 1), 'VIDEO_TOO_LARGE');
    const atPhotoLimit = await create({ length: PHOTO_MAX_BYTES });
    expect(atPhotoLimit.statusCode).toBe(201);
    const atVideoLimit = await create(video(event.generalAlbum.id, VIDEO_MAX_BYTES));
    expect(atVideoLimit.statusCode).toBe(201);
    // nothing is reserved on disk for the declared size
    for (const response of [atPhotoLimit, atVideoLimit]) {
      const id = response.headers['location']!.split('/').pop()!;
      expect((await stat(path.join(tusDir(t), id))).size).toBe(0);
    }
  });

  it('a deferred, missing or empty length', async () => {
    await expectRefused({ length: '', headers: { 'Upload-Defer-Length': '1' } }, 'VALIDATION_FAILED');
    await expectRefused({ length: 'lots' }, 'VALIDATION_FAILED');
    await expectRefused({ length: 0 }, 'INVALID_FILE_TYPE');
  });

  it("a video when the owner's plan has no video", async () => {
    const token = (await signIn(t.app, ADMIN.email, ADMIN.password)).accessToken;
    const plans = (await t.app.inject({ url: '/api/subscription-plans', headers: bearer(token) })).json()
      .items as SubscriptionPlan[];
    const owner = await createOwner(t, { subscribed: false });
    const given = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptions',
      headers: bearer(token),
      payload: { userId: owner.userId, planId: plans.find((p) => !p.videoAllowed)!.id, status: 'active' },
    });
    expect(given.statusCode).toBe(201);
    const photosOnly = await createEvent(t, { owner });
    await expectRefused(
      { hash: photosOnly.qr.hash, ...video(photosOnly.generalAlbum.id, 10 * MiB) },
      'VIDEO_NOT_ALLOWED',
    );
  });
});

describe('the upload address', () => {
  it('is a path on the app origin, behind PUBLIC_URL’s path prefix when it has one', async () => {
    const created = await create();
    expect(created.statusCode).toBe(201);
    expect(created.headers['location']).toMatch(
      new RegExp(`^/api/share/${event.qr.hash}/uploads/[0-9a-f]{32}$`),
    );

    const prefixed = await createTestApp({ PUBLIC_URL: 'https://example.test/photos/' });
    try {
      const prefixedEvent = await createEvent(prefixed);
      const response = await prefixed.app.inject({
        method: 'POST',
        url: `/api/share/${prefixedEvent.qr.hash}/uploads`,
        headers: {
          ...TUS,
          'Upload-Length': '1000',
          'Upload-Metadata': encodeMetadata({
            filetype: 'image/png',
            albumId: prefixedEvent.generalAlbum.id,
          }),
        },
      });
      expect(response.headers['location']).toMatch(
        new RegExp(`^/photos/api/share/${prefixedEvent.qr.hash}/uploads/[0-9a-f]{32}$`),
      );
    } finally {
      await prefixed.close();
    }
  });
});
