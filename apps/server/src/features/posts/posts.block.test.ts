import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, type TestApp } from '../../../test/app.js';
import { bearer, createEvent, registerSubscriber, signIn, type TestEvent } from '../../../test/factories.js';
import { AppError } from '../../lib/errors.js';
import { isIpBlocked } from '../blocked-ips/blocked-ips.service.js';
import { blockedIps } from '../blocked-ips/blocked-ips.table.js';
import { openSharePage } from '../share/share-gate.js';
import { seedPost } from './posts.test-support.js';
import { posts } from './posts.table.js';

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

const block = (token: string, postId: string, payload?: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/posts/${postId}/block`,
    headers: bearer(token),
    ...(payload && { payload }),
  });

async function statusOf(id: string) {
  const [row] = await t.db
    .select({ status: posts.status, by: posts.moderatedBy })
    .from(posts)
    .where(eq(posts.id, id));
  return row;
}

async function guestError(hash: string, ip: string): Promise<string | null> {
  try {
    await openSharePage(t, hash, ip);
    return null;
  } catch (error) {
    return error instanceof AppError ? error.code : String(error);
  }
}

describe('POST /api/posts/:id/block', () => {
  it('blocks the address on the owner’s list and hides its earlier posts on all the owner’s events only', async () => {
    const ip = '192.0.2.44';
    const at = (event: TestEvent) => ({ qrCodeId: event.qr.id, albumId: event.generalAlbum.id, ip });
    const offending = await seedPost(t, { ...at(first), status: 'pending', message: 'spam' });
    const earlierOnSecond = await seedPost(t, { ...at(second), status: 'published' });
    const alreadyRejected = await seedPost(t, { ...at(second), status: 'rejected' });
    const otherGuest = await seedPost(t, { ...at(first), ip: '192.0.2.45', status: 'published' });
    const othersOwnerPost = await seedPost(t, { ...at(othersEvent), status: 'published' });

    // before: not blocked anywhere
    expect(await isIpBlocked(t.db, ip, owner.userId)).toBe(false);

    const response = await block(owner.token, offending.id, { reason: 'Posted spam' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({ blockedIpId: expect.any(String), ip, hiddenPosts: 2 });

    const [entry] = await t.db.select().from(blockedIps).where(eq(blockedIps.id, body.blockedIpId));
    expect(entry).toMatchObject({ ownerId: owner.userId, createdBy: owner.userId, reason: 'Posted spam' });
    const listed = await t.app.inject({ url: '/api/blocked-ips', headers: bearer(owner.token) });
    expect(listed.json().items).toEqual([
      expect.objectContaining({ id: body.blockedIpId, ip, isPlatformWide: false }),
    ]);

    expect(await statusOf(offending.id)).toEqual({ status: 'rejected', by: owner.userId });
    expect(await statusOf(earlierOnSecond.id)).toEqual({ status: 'rejected', by: owner.userId });
    expect(await statusOf(alreadyRejected.id)).toEqual({ status: 'rejected', by: null });
    expect(await statusOf(otherGuest.id)).toEqual({ status: 'published', by: null });
    expect(await statusOf(othersOwnerPost.id)).toEqual({ status: 'published', by: null });

    // the guest is now stopped on every page of this owner, and only there
    expect(await isIpBlocked(t.db, ip, owner.userId)).toBe(true);
    expect(await isIpBlocked(t.db, ip, other.userId)).toBe(false);
    expect(await guestError(first.qr.hash, ip)).toBe('IP_BLOCKED');
    expect(await guestError(second.qr.hash, ip)).toBe('IP_BLOCKED');
    expect(await guestError(othersEvent.qr.hash, ip)).not.toBe('IP_BLOCKED');
    expect(await guestError(first.qr.hash, '192.0.2.45')).not.toBe('IP_BLOCKED');
  });

  it('blocking an address that is already on the list reuses the entry, even a range around it', async () => {
    const twice = await seedPost(t, {
      qrCodeId: first.qr.id,
      albumId: first.generalAlbum.id,
      ip: '192.0.2.60',
    });
    const one = (await block(owner.token, twice.id)).json();
    expect(one.hiddenPosts).toBe(1);
    const later = await seedPost(t, {
      qrCodeId: second.qr.id,
      albumId: second.generalAlbum.id,
      ip: '192.0.2.60',
    });
    const again = await block(owner.token, later.id, { reason: null });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ blockedIpId: one.blockedIpId, ip: '192.0.2.60', hiddenPosts: 1 });
    expect(await t.db.select().from(blockedIps).where(eq(blockedIps.id, one.blockedIpId))).toHaveLength(1);

    const range = await t.app.inject({
      method: 'POST',
      url: '/api/blocked-ips',
      headers: bearer(owner.token),
      payload: { ip: '198.51.100.0/24' },
    });
    expect(range.statusCode).toBe(201);
    const inRange = await seedPost(t, {
      qrCodeId: first.qr.id,
      albumId: first.generalAlbum.id,
      ip: '198.51.100.9',
    });
    const covered = await block(owner.token, inRange.id);
    expect(covered.json()).toEqual({ blockedIpId: range.json().id, ip: '198.51.100.0/24', hiddenPosts: 1 });
  });

  it('an admin blocking from a post fills the event owner’s list, not the platform-wide one', async () => {
    const admin = await signIn(t.app, ADMIN.email, ADMIN.password);
    const seeded = await seedPost(t, {
      qrCodeId: othersEvent.qr.id,
      albumId: othersEvent.generalAlbum.id,
      ip: '2001:db8::7',
    });
    const response = await block(admin.accessToken, seeded.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().ip).toBe('2001:db8::7');
    const [entry] = await t.db
      .select()
      .from(blockedIps)
      .where(eq(blockedIps.id, response.json().blockedIpId));
    expect(entry).toMatchObject({ ownerId: other.userId, createdBy: admin.userData.id });
    expect(await isIpBlocked(t.db, '2001:db8::7', owner.userId)).toBe(false);
    expect(await isIpBlocked(t.db, '2001:db8::7', other.userId)).toBe(true);
  });

  it('a post without an address cannot be blocked', async () => {
    const seeded = await seedPost(t, { qrCodeId: first.qr.id, albumId: first.generalAlbum.id, ip: null });
    const response = await block(owner.token, seeded.id);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { ip: 'This field is required' },
    });
    expect(await t.db.select().from(blockedIps).where(eq(blockedIps.ownerId, owner.userId))).toHaveLength(3);
  });

  it('validates the reason', async () => {
    const seeded = await seedPost(t, { qrCodeId: first.qr.id, albumId: first.generalAlbum.id });
    const response = await block(owner.token, seeded.id, { reason: 'x'.repeat(201) });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.reason).toBe('Must be at most 200 characters');
  });
});
