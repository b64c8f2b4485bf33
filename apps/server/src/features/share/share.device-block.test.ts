// The share gate refuses a blocked device (DESIGN.md §6.7, decisions/054): the X-Guest-Key of a
// phone the owner blocked gets IP_BLOCKED on every share call — the page, the gallery (cached and
// in its one prepared statement), entering an album, posting, and the tus upload requests — while
// another phone on the same Wi-Fi goes on as before.
import { createHash } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUEST_KEY_HEADER } from '@hatira/shared/share';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { bearer, createEvent, createOwner, type TestEvent } from '../../../test/factories.js';
import { seedPost } from '../posts/posts.test-support.js';
import { distinctPhotoPart, expectGuestError, postForm } from './share-posts.test-support.js';
import { encodeMetadata, TUS } from './uploads.test-support.js';

const WIFI = '192.0.2.80';
const BLOCKED_KEY = '0123456789abcdef0123456789abcdef';
const OTHER_KEY = 'fedcba9876543210fedcba9876543210';
const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');
const as = (key: string) => ({ [GUEST_KEY_HEADER]: key });

/** Each post a photo of its own: the same bytes twice in an album are a duplicate (§6.7). */
let posted = 0;

/** Every share call of a guest with `headers`, answering the statuses (and codes) in order. */
function shareCalls(t: TestApp, event: TestEvent) {
  const { hash } = event.qr;
  const albumId = event.generalAlbum.id;
  return async (headers: Record<string, string>) => {
    const inject = (options: InjectOptions) =>
      t.app.inject({ remoteAddress: WIFI, ...options, headers: { ...headers, ...options.headers } });
    return [
      await inject({ url: `/api/share/${hash}` }),
      await inject({ url: `/api/share/${hash}/albums/${albumId}/posts` }),
      await inject({ method: 'POST', url: `/api/share/${hash}/albums/${albumId}/access`, payload: {} }),
      await postForm(t, hash, [['albumId', albumId], ['name', 'Ayşe'], await distinctPhotoPart(posted++)], {
        ip: WIFI,
        headers,
      }),
      await inject({
        method: 'POST',
        url: `/api/share/${hash}/uploads`,
        headers: {
          ...TUS,
          'upload-length': '1000',
          'upload-metadata': encodeMetadata({ filename: 'a.png', filetype: 'image/png', albumId }),
        },
      }),
      await inject({ method: 'HEAD', url: `/api/share/${hash}/uploads/0123456789abcdef`, headers: TUS }),
    ];
  };
}

async function blockDevice(t: TestApp, event: TestEvent): Promise<void> {
  const post = await seedPost(t, {
    qrCodeId: event.qr.id,
    albumId: event.generalAlbum.id,
    ip: WIFI,
    guestKeyHash: hashOf(BLOCKED_KEY),
  });
  const blocked = await t.app.inject({
    method: 'POST',
    url: `/api/posts/${post.id}/block`,
    headers: bearer(event.owner.token),
    payload: { target: 'device' },
  });
  expect(blocked.json()).toMatchObject({ target: 'device' });
}

describe.each([
  ['with the share cache', {}],
  ['without it (the gallery in one statement)', { SHARE_CACHE_MS: '0' }],
])('a blocked device, %s', (_, env) => {
  let t: TestApp;
  let event: TestEvent;
  let othersEvent: TestEvent;
  beforeAll(async () => {
    t = await createTestApp(env);
    event = await createEvent(t, { owner: await createOwner(t) });
    othersEvent = await createEvent(t, { owner: await createOwner(t) });
    await blockDevice(t, event);
  });
  afterAll(() => t.close());

  it('is refused on every share call, tus creation included', async () => {
    const answers = await shareCalls(t, event)(as(BLOCKED_KEY));
    expect(answers).toHaveLength(6);
    for (const answer of answers.slice(0, 5)) expectGuestError(answer, 'IP_BLOCKED');
    expect(answers[5]!.statusCode).toBe(403); // HEAD: no body
  });

  it('leaves another phone on the same Wi-Fi, a guest without a key and a malformed key alone', async () => {
    for (const headers of [as(OTHER_KEY), {}, as(BLOCKED_KEY.toUpperCase())]) {
      const [home, gallery, access, post, creation, head] = await shareCalls(t, event)(headers);
      expect(home!.statusCode, home!.body).toBe(200);
      expect(gallery!.statusCode, gallery!.body).toBe(200);
      expect(access!.statusCode, access!.body).toBe(200);
      expect(post!.statusCode, post!.body).toBe(201);
      expect(creation!.statusCode, creation!.body).toBe(201);
      expect(head!.statusCode).toBe(404); // no such upload: the gate let it through
    }
  });

  it('is the owner’s list only: the phone opens another owner’s event', async () => {
    const [home, gallery] = await shareCalls(t, othersEvent)(as(BLOCKED_KEY));
    expect(home!.statusCode).toBe(200);
    expect(gallery!.statusCode).toBe(200);
  });
});
