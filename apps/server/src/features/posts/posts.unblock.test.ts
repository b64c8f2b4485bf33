// Blocking one guest at a venue and unblocking them (issue 15, decisions/054). Tried as a new user
// would: blocking one guest hid every other guest's posts too (everyone shared the hall's Wi-Fi),
// and unblocking did not bring them back. Now the device is blocked, the others' posts stay, and
// removing the entry gives the guest's posts back as they were — but not what the owner rejected.
import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { bearer, createEvent, createOwner, type TestEvent } from '../../../test/factories.js';
import { seedPost } from './posts.test-support.js';
import { posts } from './posts.table.js';

const newDevice = () => createHash('sha256').update(randomBytes(16).toString('hex')).digest('hex');

let t: TestApp;
let token: string;
let event: TestEvent;
beforeAll(async () => {
  t = await createTestApp();
  const owner = await createOwner(t);
  token = owner.token;
  event = await createEvent(t, { owner });
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload && { payload }) });

/** The post ids a guest sees in the album's gallery (through the share cache, as in production). */
async function gallery(): Promise<string[]> {
  const response = await t.app.inject({
    url: `/api/share/${event.qr.hash}/albums/${event.generalAlbum.id}/posts?limit=50`,
    remoteAddress: '198.51.100.1',
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().items as { id: string }[]).map((item) => item.id).sort();
}

async function statusOf(id: string) {
  const [row] = await t.db.select({ status: posts.status }).from(posts).where(eq(posts.id, id));
  return row?.status;
}

/** Two guests at the same hall, on its Wi-Fi: each with a published and a pending post. */
async function twoGuests(hallWifi: string) {
  const guest = async (name: string) => {
    const device = newDevice();
    const seed = { qrCodeId: event.qr.id, albumId: event.generalAlbum.id, ip: hallWifi, guestName: name };
    return {
      device,
      published: await seedPost(t, { ...seed, guestKeyHash: device, status: 'published' }),
      pending: await seedPost(t, { ...seed, guestKeyHash: device, status: 'pending' }),
    };
  };
  return { ayse: await guest('Ayşe'), burak: await guest('Burak') };
}

describe('blocking one guest on a shared Wi-Fi, and unblocking', () => {
  it('hides only that guest; removing the block brings their posts back, not what the owner rejected', async () => {
    const { ayse, burak } = await twoGuests('192.0.2.31');
    const rejectedByOwner = await seedPost(t, {
      qrCodeId: event.qr.id,
      albumId: event.generalAlbum.id,
      ip: '192.0.2.31',
      guestName: 'Ayşe',
      guestKeyHash: ayse.device,
    });
    expect((await call('POST', `/api/posts/${rejectedByOwner.id}/reject`)).statusCode).toBe(200);
    const everyone = [ayse.published.id, burak.published.id].sort();
    expect(await gallery()).toEqual(everyone);

    const options = await call('GET', `/api/posts/${ayse.published.id}/block-options`);
    expect(options.json()).toMatchObject({ hasDevice: true, othersOnIp: 1 });
    const blocked = await call('POST', `/api/posts/${ayse.published.id}/block`, { target: 'device' });
    expect(blocked.json()).toMatchObject({ target: 'device', hiddenPosts: 2 });

    // Burak's posts stay: on the gallery (the share cache dropped its page) and in moderation
    expect(await gallery()).toEqual([burak.published.id]);
    expect(await statusOf(burak.pending.id)).toBe('pending');
    expect(await statusOf(ayse.pending.id)).toBe('rejected');

    const removed = await call('DELETE', `/api/blocked-ips/${blocked.json().blockedIpId}`);
    expect(removed.statusCode).toBe(204);
    expect(await gallery()).toEqual(everyone);
    expect(await statusOf(ayse.pending.id)).toBe('pending');
    expect(await statusOf(rejectedByOwner.id)).toBe('rejected');
    const [row] = await t.db.select().from(posts).where(eq(posts.id, ayse.published.id));
    expect(row).toMatchObject({ hiddenByBlockId: null, statusBeforeBlock: null });
  });

  it('a hidden post the owner then moderates keeps the owner’s choice when the block goes', async () => {
    const { ayse } = await twoGuests('192.0.2.32');
    const third = await seedPost(t, {
      qrCodeId: event.qr.id,
      albumId: event.generalAlbum.id,
      ip: '192.0.2.32',
      guestKeyHash: ayse.device,
    });
    const blocked = await call('POST', `/api/posts/${ayse.published.id}/block`);
    expect(blocked.json().hiddenPosts).toBe(3);
    // approve one while blocked, reject another again (in bulk): both are the owner's own now
    expect((await call('POST', `/api/posts/${ayse.pending.id}/approve`)).statusCode).toBe(200);
    const bulk = await call('POST', '/api/posts/bulk', { ids: [third.id], action: 'reject' });
    expect(bulk.json()).toEqual({ count: 1 });

    await call('DELETE', `/api/blocked-ips/${blocked.json().blockedIpId}`);
    expect(await statusOf(ayse.published.id)).toBe('published'); // given back
    expect(await statusOf(ayse.pending.id)).toBe('published'); // approved by the owner
    expect(await statusOf(third.id)).toBe('rejected'); // rejected by the owner
  });

  it('a post another entry still blocks stays hidden until that entry goes too', async () => {
    const { ayse, burak } = await twoGuests('192.0.2.33');
    const device = await call('POST', `/api/posts/${ayse.published.id}/block`);
    const address = await call('POST', `/api/posts/${burak.published.id}/block`, { target: 'ip' });
    // the address entry hid Burak's two posts (Ayşe's were hidden already)
    expect(address.json()).toMatchObject({ target: 'ip', ip: '192.0.2.33', hiddenPosts: 2 });
    expect(await gallery()).not.toContain(ayse.published.id);

    await call('DELETE', `/api/blocked-ips/${device.json().blockedIpId}`);
    // Ayşe's phone is free, but the address she posted from is still blocked: her posts stay hidden
    expect(await statusOf(ayse.published.id)).toBe('rejected');
    const [kept] = await t.db.select().from(posts).where(eq(posts.id, ayse.published.id));
    expect(kept).toMatchObject({
      hiddenByBlockId: address.json().blockedIpId,
      statusBeforeBlock: 'published',
    });

    await call('DELETE', `/api/blocked-ips/${address.json().blockedIpId}`);
    const back = [ayse.published.id, burak.published.id];
    for (const id of back) expect(await statusOf(id)).toBe('published');
    for (const id of [ayse.pending.id, burak.pending.id]) expect(await statusOf(id)).toBe('pending');
    expect(await gallery()).toEqual(expect.arrayContaining(back));
  });
});
