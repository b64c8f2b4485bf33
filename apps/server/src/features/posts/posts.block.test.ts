// "Block this guest" (DESIGN.md §6.7, decisions/054): what blocking would reach (block-options),
// and blocking by device, address or range: the entry on the event owner's list and the posts hidden.
import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, type TestApp } from '../../../test/app.js';
import { bearer, createEvent, registerSubscriber, signIn, type TestEvent } from '../../../test/factories.js';
import { isGuestBlocked } from '../blocked-ips/blocked-ips.service.js';
import { blockedIps } from '../blocked-ips/blocked-ips.table.js';
import { seedPost } from './posts.test-support.js';
import { posts } from './posts.table.js';

/** A new phone's device key hash (a test's guests are its own). */
const newDevice = () => createHash('sha256').update(randomBytes(16).toString('hex')).digest('hex');

let t: TestApp;
let owner: { token: string; userId: string };
let other: { token: string; userId: string };
let first: TestEvent;
let second: TestEvent;
let othersEvent: TestEvent;
beforeAll(async () => {
  t = await createTestApp();
  const a = await registerSubscriber(t.app);
  const b = await registerSubscriber(t.app);
  owner = { token: a.accessToken, userId: a.userData.id };
  other = { token: b.accessToken, userId: b.userData.id };
  first = await createEvent(t, { owner, settings: { title: 'Wedding' } });
  second = await createEvent(t, { owner, settings: { title: 'Henna night' } });
  othersEvent = await createEvent(t, { owner: other, settings: { title: 'Another wedding' } });
});
afterAll(() => t.close());

const at = (event: TestEvent, ip: string, guestKeyHash: string | null, guestName: string) => ({
  qrCodeId: event.qr.id,
  albumId: event.generalAlbum.id,
  ip,
  guestKeyHash,
  guestName,
});

const options = (token: string, postId: string) =>
  t.app.inject({ url: `/api/posts/${postId}/block-options`, headers: bearer(token) });

const block = (token: string, postId: string, payload?: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/posts/${postId}/block`,
    headers: bearer(token),
    ...(payload && { payload }),
  });

async function rowOf(id: string) {
  const [row] = await t.db
    .select({ status: posts.status, hiddenBy: posts.hiddenByBlockId, before: posts.statusBeforeBlock })
    .from(posts)
    .where(eq(posts.id, id));
  return row;
}

const entriesOf = (ownerId: string) => t.db.select().from(blockedIps).where(eq(blockedIps.ownerId, ownerId));

describe('GET /api/posts/:id/block-options', () => {
  it('counts the other devices (and keyless names) on the address and on its range, not the guest', async () => {
    const [AYSE, BURAK, DENIZ, FATMA] = [newDevice(), newDevice(), newDevice(), newDevice()];
    const ip = '192.0.2.10';
    const ayse = await seedPost(t, at(first, ip, AYSE, 'Ayşe'));
    await seedPost(t, at(second, ip, AYSE, 'Ayşe')); // the same phone on another event: still Ayşe
    await seedPost(t, at(first, ip, null, 'ayşe')); // Ayşe before device keys: her name, not another guest
    await seedPost(t, at(first, ip, BURAK, 'Burak'));
    await seedPost(t, at(first, ip, BURAK, 'Burak Y.')); // one phone, two names: one guest
    await seedPost(t, at(first, ip, null, 'Mehmet'));
    await seedPost(t, at(first, `::ffff:${ip}`, FATMA, 'Fatma')); // the dual-stack spelling of the address
    await seedPost(t, at(first, '192.0.2.99', DENIZ, 'Deniz')); // the same /24, another address
    await seedPost(t, at(first, '192.0.3.10', newDevice(), 'Emre')); // another network
    await seedPost(t, at(othersEvent, ip, newDevice(), 'Cem')); // another owner's event

    const response = await options(owner.token, ayse.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      hasDevice: true,
      ip,
      range: '192.0.2.0/24',
      othersOnIp: 3, // Burak, Mehmet, Fatma
      othersOnRange: 4, // and Deniz
    });
  });

  it('says when a post has no device key, and gives an IPv6 address its /64', async () => {
    const lone = await seedPost(t, at(first, '2001:db8:1:2::5', null, 'Zeynep'));
    await seedPost(t, at(first, '2001:db8:1:2:ffff::9', null, 'Can'));
    const response = await options(owner.token, lone.id);
    expect(response.json()).toEqual({
      hasDevice: false,
      ip: '2001:db8:1:2::5',
      range: '2001:db8:1:2::/64',
      othersOnIp: 0,
      othersOnRange: 1,
    });
    const noAddress = await seedPost(t, { ...at(first, '', newDevice(), 'Ayşe'), ip: null });
    expect((await options(owner.token, noAddress.id)).json()).toEqual({
      hasDevice: true,
      ip: null,
      range: null,
      othersOnIp: 0,
      othersOnRange: 0,
    });
  });

  it('answers 404 for another owner’s post, and the admin’s question for any', async () => {
    const theirs = await seedPost(t, at(othersEvent, '203.0.113.1', newDevice(), 'Ayşe'));
    const response = await options(owner.token, theirs.id);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
    const admin = await signIn(t.app, ADMIN.email, ADMIN.password);
    expect((await options(admin.accessToken, theirs.id)).statusCode).toBe(200);
  });
});

describe('POST /api/posts/:id/block', () => {
  it('blocks only the device by default and hides only its posts on the owner’s events', async () => {
    const [AYSE, BURAK] = [newDevice(), newDevice()];
    const ip = '198.51.100.20';
    const offending = await seedPost(t, { ...at(first, ip, AYSE, 'Ayşe'), status: 'pending' });
    const earlier = await seedPost(t, { ...at(second, ip, AYSE, 'Ayşe'), status: 'published' });
    const rejectedByOwner = await seedPost(t, { ...at(second, ip, AYSE, 'Ayşe'), status: 'rejected' });
    const neighbour = await seedPost(t, at(first, ip, BURAK, 'Burak'));
    const keyless = await seedPost(t, at(first, ip, null, 'Mehmet'));
    const elsewhere = await seedPost(t, at(othersEvent, ip, AYSE, 'Ayşe'));
    const before = (await entriesOf(owner.userId)).length;

    const response = await block(owner.token, offending.id, { reason: 'Posted spam' });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toEqual({ blockedIpId: expect.any(String), target: 'device', ip: null, hiddenPosts: 2 });

    const [entry] = await t.db.select().from(blockedIps).where(eq(blockedIps.id, body.blockedIpId));
    expect(entry).toMatchObject({
      ownerId: owner.userId,
      ip: null,
      guestKeyHash: AYSE,
      guestName: 'Ayşe',
      reason: 'Posted spam',
      createdBy: owner.userId,
    });
    expect(await entriesOf(owner.userId)).toHaveLength(before + 1);

    const hidden = { status: 'rejected', hiddenBy: body.blockedIpId };
    expect(await rowOf(offending.id)).toEqual({ ...hidden, before: 'pending' });
    expect(await rowOf(earlier.id)).toEqual({ ...hidden, before: 'published' });
    expect(await rowOf(rejectedByOwner.id)).toEqual({ status: 'rejected', hiddenBy: null, before: null });
    const untouched = { status: 'published', hiddenBy: null, before: null };
    expect(await rowOf(neighbour.id)).toEqual(untouched);
    expect(await rowOf(keyless.id)).toEqual(untouched);
    expect(await rowOf(elsewhere.id)).toEqual(untouched);

    // the phone is stopped on this owner's pages only; the Wi-Fi is not
    expect(await isGuestBlocked(t.db, { ip, keyHash: AYSE }, owner.userId)).toBe(true);
    expect(await isGuestBlocked(t.db, { ip: '192.0.2.200', keyHash: AYSE }, owner.userId)).toBe(true);
    expect(await isGuestBlocked(t.db, { ip, keyHash: BURAK }, owner.userId)).toBe(false);
    expect(await isGuestBlocked(t.db, { ip, keyHash: null }, owner.userId)).toBe(false);
    expect(await isGuestBlocked(t.db, { ip, keyHash: AYSE }, other.userId)).toBe(false);

    // the owner's list shows the device by the guest's name
    const listed = await t.app.inject({ url: '/api/blocked-ips?q=ayşe', headers: bearer(owner.token) });
    expect(listed.json().items).toEqual([
      expect.objectContaining({ id: body.blockedIpId, kind: 'device', ip: null, guestName: 'Ayşe' }),
    ]);

    // blocking the same phone again is the same entry
    const later = await seedPost(t, at(first, '192.0.2.77', AYSE, 'Ayşe'));
    const again = await block(owner.token, later.id, { target: 'device' });
    expect(again.json()).toEqual({ ...body, hiddenPosts: 1 });
    expect(await entriesOf(owner.userId)).toHaveLength(before + 1);
  });

  it('refuses a device block for a post sent without a device key, and writes nothing', async () => {
    const keyless = await seedPost(t, at(first, '198.51.100.30', null, 'Mehmet'));
    const before = await entriesOf(owner.userId);
    const response = await block(owner.token, keyless.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: 'GUEST_DEVICE_UNKNOWN',
      message: 'This post was sent before devices were recognised. Block its address instead.',
    });
    expect(await entriesOf(owner.userId)).toEqual(before);
    expect(await rowOf(keyless.id)).toMatchObject({ status: 'published', hiddenBy: null });
  });

  it('blocks the address: every post sent from it on the owner’s events, in either spelling', async () => {
    const [AYSE, BURAK, DENIZ] = [newDevice(), newDevice(), newDevice()];
    const ip = '198.51.100.40';
    const ayse = await seedPost(t, at(first, ip, AYSE, 'Ayşe'));
    const burak = await seedPost(t, { ...at(second, `::ffff:${ip}`, BURAK, 'Burak'), status: 'pending' });
    const nextDoor = await seedPost(t, at(first, '198.51.100.41', DENIZ, 'Deniz'));
    const response = await block(owner.token, ayse.id, { target: 'ip' });
    expect(response.json()).toEqual({ blockedIpId: expect.any(String), target: 'ip', ip, hiddenPosts: 2 });
    expect(await rowOf(burak.id)).toMatchObject({ status: 'rejected', before: 'pending' });
    expect(await rowOf(nextDoor.id)).toMatchObject({ status: 'published' });
    expect(await isGuestBlocked(t.db, { ip, keyHash: null }, owner.userId)).toBe(true);
    expect(await isGuestBlocked(t.db, { ip: `::ffff:${ip}`, keyHash: null }, owner.userId)).toBe(true);
    expect(await isGuestBlocked(t.db, { ip: '198.51.100.41', keyHash: null }, owner.userId)).toBe(false);
  });

  it('blocks the range (an IPv4 /24, an IPv6 /64), reusing an entry of the owner that holds it', async () => {
    const [AYSE, DENIZ, FATMA] = [newDevice(), newDevice(), newDevice()];
    const v4 = await seedPost(t, at(first, '203.0.113.50', AYSE, 'Ayşe'));
    const sameNet = await seedPost(t, at(second, '203.0.113.51', DENIZ, 'Deniz'));
    const range = await block(owner.token, v4.id, { target: 'range' });
    expect(range.json()).toEqual({
      blockedIpId: expect.any(String),
      target: 'range',
      ip: '203.0.113.0/24',
      hiddenPosts: 2,
    });
    expect(await rowOf(sameNet.id)).toMatchObject({ status: 'rejected', hiddenBy: range.json().blockedIpId });

    // an address inside a range already on the list: that entry answers, this address's posts hide
    const inside = await seedPost(t, at(first, '203.0.113.60', FATMA, 'Fatma'));
    const address = await block(owner.token, inside.id, { target: 'ip' });
    expect(address.json()).toEqual({ ...range.json(), target: 'ip', hiddenPosts: 1 });

    const v6 = await seedPost(t, at(first, '2001:db8:aa:bb::1', null, 'Can'));
    const v6Range = await block(owner.token, v6.id, { target: 'range' });
    expect(v6Range.json()).toMatchObject({ target: 'range', ip: '2001:db8:aa:bb::/64', hiddenPosts: 1 });
    expect(await isGuestBlocked(t.db, { ip: '2001:db8:aa:bb:1::2', keyHash: null }, owner.userId)).toBe(true);
    expect(await isGuestBlocked(t.db, { ip: '2001:db8:aa:bc::1', keyHash: null }, owner.userId)).toBe(false);
  });

  it('answers 404 for another owner’s post; an admin’s block fills the event owner’s list', async () => {
    const FATMA = newDevice();
    const theirs = await seedPost(t, at(othersEvent, '192.0.2.150', FATMA, 'Fatma'));
    const refused = await block(owner.token, theirs.id);
    expect(refused.statusCode).toBe(404);
    expect(await rowOf(theirs.id)).toMatchObject({ status: 'published', hiddenBy: null });

    const admin = await signIn(t.app, ADMIN.email, ADMIN.password);
    const response = await block(admin.accessToken, theirs.id);
    expect(response.statusCode).toBe(200);
    const [entry] = await t.db
      .select()
      .from(blockedIps)
      .where(eq(blockedIps.id, response.json().blockedIpId));
    expect(entry).toMatchObject({ ownerId: other.userId, guestKeyHash: FATMA, createdBy: admin.userData.id });
    expect(await isGuestBlocked(t.db, { ip: '192.0.2.150', keyHash: FATMA }, other.userId)).toBe(true);
  });

  it('an address block of a post without an address is a field error; a bad target or reason too', async () => {
    const noAddress = await seedPost(t, { ...at(first, '', null, 'Ayşe'), ip: null });
    const response = await block(owner.token, noAddress.id, { target: 'range' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { ip: 'This field is required' },
    });
    const post = await seedPost(t, at(first, '192.0.2.160', newDevice(), 'Ayşe'));
    const badTarget = await block(owner.token, post.id, { target: 'everyone' });
    expect(badTarget.statusCode).toBe(400);
    expect(Object.keys(badTarget.json().error.fields)).toEqual(['target']);
    const longReason = await block(owner.token, post.id, { reason: 'x'.repeat(201) });
    expect(longReason.statusCode).toBe(400);
    expect(longReason.json().error.fields.reason).toBe('Must be at most 200 characters');
    expect(await rowOf(post.id)).toMatchObject({ status: 'published', hiddenBy: null });
  });
});
