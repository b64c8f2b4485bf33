// A customer's blocked addresses (/cmedias/blocked-ip-address, docs/decisions/024): the list of
// their subscriber (the owner of the events assigned to them); entries they add go on that list
// and guard those events; they remove only the entries they added themselves.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlockedIp } from '@hatira/shared/blocked-ips';
import { ADMIN, createTestApp, type TestApp } from '../../../test/app.js';
import { bearer, createUserWithRole, registerSubscriber, signIn } from '../../../test/factories.js';
import { isIpBlocked } from './blocked-ips.service.js';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await signIn(t.app, ADMIN.email, ADMIN.password)).accessToken;
});
afterAll(() => t.close());

const block = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/blocked-ips', headers: bearer(token), payload });
const remove = (token: string, id: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/blocked-ips/${id}`, headers: bearer(token) });

async function blockOk(token: string, ip: string, reason?: string): Promise<BlockedIp> {
  const response = await block(token, { ip, reason });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as BlockedIp;
}

async function list(token: string, query = '') {
  const response = await t.app.inject({ url: `/api/blocked-ips${query}`, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { items: BlockedIp[]; total: number };
}

/** A corporate subscriber with one customer, and another subscriber next door. */
async function subscriberWithCustomer() {
  const subscriber = await registerSubscriber(t.app, { accountType: 'corporate' });
  const customer = await createUserWithRole(t.app, t.db, 'customer', {
    subscriberId: subscriber.userData.id,
  });
  return { subscriber, customer };
}

describe("a customer's blocked addresses", () => {
  it("lists their subscriber's entries only, and says which of them they may remove", async () => {
    const { subscriber, customer } = await subscriberWithCustomer();
    const other = await registerSubscriber(t.app);
    const bySubscriber = await blockOk(subscriber.accessToken, '203.0.113.10', 'Uninvited');
    await blockOk(other.accessToken, '203.0.113.11');
    await blockOk(adminToken, '203.0.113.12');
    const byCustomer = await blockOk(customer.accessToken, '203.0.113.13');

    const seen = await list(customer.accessToken);
    expect(seen.total).toBe(2);
    expect(seen.items.map((entry) => [entry.ip, entry.canDelete])).toEqual([
      ['203.0.113.13', true],
      ['203.0.113.10', false],
    ]);
    expect(seen.items[1]).toMatchObject({ id: bySubscriber.id, reason: 'Uninvited', isPlatformWide: false });
    // scope cannot widen a customer's view either
    expect((await list(customer.accessToken, '?scope=platform')).total).toBe(2);

    // the subscriber sees the customer's entry on their own list, and may remove every entry
    const own = await list(subscriber.accessToken);
    expect(own.items.map((entry) => [entry.id, entry.canDelete])).toEqual([
      [byCustomer.id, true],
      [bySubscriber.id, true],
    ]);
  });

  it("adds entries to the subscriber's list: they guard the subscriber's event pages", async () => {
    const { subscriber, customer } = await subscriberWithCustomer();
    const entry = await blockOk(customer.accessToken, '198.51.100.0/24', 'Spam from the venue Wi-Fi');
    expect(entry).toMatchObject({
      ip: '198.51.100.0/24',
      ownerId: subscriber.userData.id,
      isPlatformWide: false,
      canDelete: true,
    });
    expect(await isIpBlocked(t.db, '198.51.100.77', subscriber.userData.id)).toBe(true);
    expect(await isIpBlocked(t.db, '198.51.100.77', null)).toBe(false);

    // one list: the subscriber's own entry for the same range is a duplicate, and the other way round
    const again = await block(subscriber.accessToken, { ip: '198.51.100.9/24' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('IP_ALREADY_BLOCKED');
    await blockOk(subscriber.accessToken, '192.0.2.1');
    expect((await block(customer.accessToken, { ip: '192.0.2.1' })).statusCode).toBe(409);
  });

  it('removes only the entries they added; others on the list are 403, entries elsewhere 404', async () => {
    const { subscriber, customer } = await subscriberWithCustomer();
    const colleague = await createUserWithRole(t.app, t.db, 'customer', {
      subscriberId: subscriber.userData.id,
    });
    const other = await registerSubscriber(t.app);
    const bySubscriber = await blockOk(subscriber.accessToken, '100.66.0.1');
    const byColleague = await blockOk(colleague.accessToken, '100.66.0.2');
    const elsewhere = await blockOk(other.accessToken, '100.66.0.3');
    const platform = await blockOk(adminToken, '100.66.0.4');
    const mine = await blockOk(customer.accessToken, '100.66.0.5');

    for (const id of [bySubscriber.id, byColleague.id]) {
      const refused = await remove(customer.accessToken, id);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('FORBIDDEN');
    }
    expect((await remove(customer.accessToken, elsewhere.id)).statusCode).toBe(404);
    expect((await remove(customer.accessToken, platform.id)).statusCode).toBe(404);
    expect((await list(subscriber.accessToken)).total).toBe(3);

    expect((await remove(customer.accessToken, mine.id)).statusCode).toBe(204);
    expect((await remove(customer.accessToken, mine.id)).statusCode).toBe(404);
    // the subscriber removes what their customer added
    expect((await remove(subscriber.accessToken, byColleague.id)).statusCode).toBe(204);
    expect((await list(customer.accessToken)).items.map((entry) => entry.id)).toEqual([bySubscriber.id]);
    await remove(adminToken, platform.id);
  });

  it('is forbidden for a customer without a subscriber, and for clients', async () => {
    for (const role of ['client', 'customer'] as const) {
      const user = await createUserWithRole(t.app, t.db, role);
      expect((await block(user.accessToken, { ip: '1.2.3.4' })).statusCode).toBe(403);
      const listed = await t.app.inject({ url: '/api/blocked-ips', headers: bearer(user.accessToken) });
      expect(listed.statusCode).toBe(403);
    }
  });
});
