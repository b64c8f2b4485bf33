import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlockedIp } from '@hatira/shared/blocked-ips';
import { ADMIN, createTestApp, type TestApp } from '../../../test/app.js';
import { bearer, createUserWithRole, registerSubscriber, signIn } from '../../../test/factories.js';
import { users } from '../users/users.table.js';
import { isIpBlocked, normaliseIp } from './blocked-ips.service.js';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await signIn(t.app, ADMIN.email, ADMIN.password)).accessToken;
});
afterAll(() => t.close());

function block(token: string, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/blocked-ips', headers: bearer(token), payload });
}

async function blockOk(token: string, ip: string): Promise<BlockedIp> {
  const response = await block(token, { ip });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as BlockedIp;
}

async function list(token: string, query = '') {
  const response = await t.app.inject({ url: `/api/blocked-ips${query}`, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { items: BlockedIp[]; total: number };
}

describe('POST /api/blocked-ips', () => {
  it('blocks an IPv4 address, an IPv6 address and CIDR ranges for the subscriber', async () => {
    const subscriber = await registerSubscriber(t.app);
    const response = await block(subscriber.accessToken, { ip: ' 203.0.113.7 ', reason: ' Spam ' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      ip: '203.0.113.7',
      reason: 'Spam',
      ownerId: subscriber.userData.id,
      owner: { fullName: subscriber.userData.fullName, email: subscriber.userData.email },
      isPlatformWide: false,
      canDelete: true,
    });
    expect((await blockOk(subscriber.accessToken, '2001:DB8::1')).ip).toBe('2001:db8::1');
    expect((await blockOk(subscriber.accessToken, '198.51.100.0/24')).ip).toBe('198.51.100.0/24');
    expect((await blockOk(subscriber.accessToken, '2001:db8:ff::/48')).ip).toBe('2001:db8:ff::/48');
    // host bits of a range are cleared, a mapped IPv4 address is stored as IPv4
    expect((await blockOk(subscriber.accessToken, '10.20.30.40/8')).ip).toBe('10.0.0.0/8');
    expect((await blockOk(subscriber.accessToken, '::ffff:192.0.2.9')).ip).toBe('192.0.2.9');
    expect((await list(subscriber.accessToken)).total).toBe(6);
  });

  it('makes an admin entry platform-wide', async () => {
    const entry = await blockOk(adminToken, '192.0.2.0/28');
    expect(entry).toMatchObject({ ownerId: null, owner: null, isPlatformWide: true, reason: null });
  });

  it.each(['not-an-ip', '256.1.1.1', '10.0.0.0/33', '2001:db8::/129', '1.2.3.4/', ''])(
    'rejects %j with fields.ip',
    async (ip) => {
      const subscriber = await registerSubscriber(t.app);
      const response = await block(subscriber.accessToken, { ip });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
      expect(response.json().error.fields.ip).toBe(
        ip === '' ? 'This field is required' : 'This value is not valid',
      );
    },
  );

  it('rejects a missing ip and a reason over 200 characters', async () => {
    const subscriber = await registerSubscriber(t.app);
    const response = await block(subscriber.accessToken, { reason: 'x'.repeat(201) });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      ip: 'This field is required',
      reason: 'Must be at most 200 characters',
    });
  });

  it('answers 409 IP_ALREADY_BLOCKED for a duplicate, also written another way', async () => {
    const subscriber = await registerSubscriber(t.app);
    await blockOk(subscriber.accessToken, '172.16.0.0/12');
    for (const ip of ['172.16.0.0/12', '172.20.1.1/12']) {
      const response = await block(subscriber.accessToken, { ip });
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toEqual({
        code: 'IP_ALREADY_BLOCKED',
        message: 'This IP address is already blocked.',
      });
    }
    await blockOk(subscriber.accessToken, '2001:db8:1::5');
    expect((await block(subscriber.accessToken, { ip: '2001:0db8:0001::0005' })).statusCode).toBe(409);
    // another owner may block the same range, and so may the platform, but only once
    const other = await registerSubscriber(t.app);
    await blockOk(other.accessToken, '172.16.0.0/12');
    await blockOk(adminToken, '172.16.0.0/12');
    expect((await block(adminToken, { ip: '172.16.0.0/12' })).statusCode).toBe(409);
  });

  it('is forbidden for clients (customers: blocked-ips.customers.test.ts)', async () => {
    const user = await createUserWithRole(t.app, t.db, 'client');
    expect((await block(user.accessToken, { ip: '1.2.3.4' })).statusCode).toBe(403);
    const listed = await t.app.inject({ url: '/api/blocked-ips', headers: bearer(user.accessToken) });
    expect(listed.statusCode).toBe(403);
  });

  it('needs a session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/blocked-ips',
      payload: { ip: '1.2.3.4' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/blocked-ips', () => {
  it('shows a subscriber only their own entries, an admin every entry or one scope', async () => {
    const a = await registerSubscriber(t.app);
    const b = await registerSubscriber(t.app);
    const ofA = await blockOk(a.accessToken, '100.64.0.1');
    const ofB = await blockOk(b.accessToken, '100.64.0.2');
    const platform = await blockOk(adminToken, '100.64.0.3');

    const listedA = await list(a.accessToken);
    expect(listedA.items.map((e) => e.id)).toEqual([ofA.id]);
    expect(listedA.total).toBe(1);
    // a subscriber cannot widen their view with scope
    expect((await list(a.accessToken, '?scope=platform')).items.map((e) => e.id)).toEqual([ofA.id]);

    const all = (await list(adminToken, '?q=100.64.0.&itemsPerPage=100')).items;
    expect(all.map((e) => e.id)).toEqual(expect.arrayContaining([ofA.id, ofB.id, platform.id]));
    // the admin's scope column names whose list an entry is on
    const ownerOf = (id: string) => all.find((e) => e.id === id)?.owner;
    expect(ownerOf(ofB.id)).toEqual({ fullName: b.userData.fullName, email: b.userData.email });
    expect(ownerOf(platform.id)).toBeNull();
    const platformOnly = await list(adminToken, '?scope=platform&itemsPerPage=100');
    expect(platformOnly.items.every((e) => e.isPlatformWide)).toBe(true);
    expect(platformOnly.items.map((e) => e.id)).toContain(platform.id);
    expect(platformOnly.items.map((e) => e.id)).not.toContain(ofA.id);
    const mine = await list(adminToken, '?scope=mine&itemsPerPage=100');
    expect(mine.items.map((e) => e.id)).toContain(platform.id);
    expect(mine.items.map((e) => e.id)).not.toContain(ofB.id);
  });

  it('searches, sorts and pages', async () => {
    const subscriber = await registerSubscriber(t.app);
    for (const ip of ['10.9.0.3', '10.9.0.1', '10.9.0.2'])
      expect((await block(subscriber.accessToken, { ip, reason: `troll ${ip}` })).statusCode).toBe(201);
    await blockOk(subscriber.accessToken, '2001:db8:9::1');
    const page = await list(subscriber.accessToken, '?q=TROLL&sortBy=ip&orderBy=asc&itemsPerPage=2&page=2');
    expect(page.total).toBe(3);
    expect(page.items.map((e) => e.ip)).toEqual(['10.9.0.3']);
    const newest = await list(subscriber.accessToken);
    expect(newest.items[0]!.ip).toBe('2001:db8:9::1');
    const bad = await t.app.inject({ url: '/api/blocked-ips?scope=everyone', headers: bearer(adminToken) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.scope).toBe('Choose one of the options');
  });
});

describe('DELETE /api/blocked-ips/:id', () => {
  it('unblocks an own entry; another owner or the platform entry is 404 to a subscriber', async () => {
    const a = await registerSubscriber(t.app);
    const b = await registerSubscriber(t.app);
    const ofA = await blockOk(a.accessToken, '100.65.0.1');
    const platform = await blockOk(adminToken, '100.65.0.2');
    const remove = (token: string, id: string) =>
      t.app.inject({ method: 'DELETE', url: `/api/blocked-ips/${id}`, headers: bearer(token) });

    expect((await remove(b.accessToken, ofA.id)).statusCode).toBe(404);
    expect((await remove(a.accessToken, platform.id)).statusCode).toBe(404);
    const client = await createUserWithRole(t.app, t.db, 'client');
    expect((await remove(client.accessToken, ofA.id)).statusCode).toBe(403);
    expect((await list(a.accessToken)).total).toBe(1);

    const deleted = await remove(a.accessToken, ofA.id);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect((await remove(a.accessToken, ofA.id)).statusCode).toBe(404);
    expect((await list(a.accessToken)).total).toBe(0);
    // an admin may remove any entry
    expect((await remove(adminToken, platform.id)).statusCode).toBe(204);
    expect((await remove(adminToken, '00000000-0000-7000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('isIpBlocked', () => {
  it('matches exact addresses and CIDR ranges of the owner and the platform only', async () => {
    const owner = await registerSubscriber(t.app);
    const stranger = await registerSubscriber(t.app);
    const ownerId = owner.userData.id;
    const strangerId = stranger.userData.id;
    await blockOk(owner.accessToken, '198.18.0.7');
    await blockOk(owner.accessToken, '198.19.0.0/16');
    await blockOk(owner.accessToken, '2001:db8:aa::/48');
    await blockOk(adminToken, '203.0.113.128/25');

    expect(await isIpBlocked(t.db, '198.18.0.7', ownerId)).toBe(true); // exact
    expect(await isIpBlocked(t.db, '198.19.255.1', ownerId)).toBe(true); // inside the range
    expect(await isIpBlocked(t.db, '2001:db8:aa:1::9', ownerId)).toBe(true); // IPv6 range
    expect(await isIpBlocked(t.db, '198.18.0.8', ownerId)).toBe(false); // outside
    expect(await isIpBlocked(t.db, '198.20.0.1', ownerId)).toBe(false);
    expect(await isIpBlocked(t.db, '2001:db8:ab::1', ownerId)).toBe(false);
    // the owner's entries do not apply to another owner's pages
    expect(await isIpBlocked(t.db, '198.18.0.7', strangerId)).toBe(false);
    expect(await isIpBlocked(t.db, '198.19.0.1', null)).toBe(false);
    // a platform-wide entry applies to everybody
    for (const id of [ownerId, strangerId, null])
      expect(await isIpBlocked(t.db, '203.0.113.200', id)).toBe(true);
    expect(await isIpBlocked(t.db, '203.0.113.1', ownerId)).toBe(false);
    // Node reports IPv4 clients of a dual-stack socket as IPv4-mapped IPv6
    expect(await isIpBlocked(t.db, '::ffff:198.18.0.7', ownerId)).toBe(true);
    expect(await isIpBlocked(t.db, '::FFFF:203.0.113.129', strangerId)).toBe(true);
    expect(await isIpBlocked(t.db, '::ffff:198.18.0.8', ownerId)).toBe(false);
    // an unreadable address is not blocked, and never reaches the database cast
    expect(await isIpBlocked(t.db, 'unknown', ownerId)).toBe(false);
  });

  it('follows a deleted owner (cascade)', async () => {
    const owner = await registerSubscriber(t.app);
    await blockOk(owner.accessToken, '198.51.0.1');
    await t.db.delete(users).where(eq(users.id, owner.userData.id));
    expect(await isIpBlocked(t.db, '198.51.0.1', owner.userData.id)).toBe(false);
  });
});

describe('normaliseIp', () => {
  it.each([
    ['::ffff:1.2.3.4', '1.2.3.4'],
    ['::FFFF:10.0.0.0/104', '10.0.0.0/8'],
    [' 1.2.3.4 ', '1.2.3.4'],
    ['2001:db8::1', '2001:db8::1'],
    ['::1', '::1'],
  ])('%j → %j', (input, expected) => {
    expect(normaliseIp(input)).toBe(expected);
  });
});
