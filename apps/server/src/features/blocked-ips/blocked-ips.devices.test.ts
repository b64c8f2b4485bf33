// Device entries on the blocked lists (DESIGN.md §6.7, decisions/054): "Block this guest" puts a
// guest's phone on the event owner's list. The lists show it by the guest's name, without an
// address, under the same rules as every entry: the subscriber's list, their customer's view of it
// (removing only what the customer added) and the admin's view of all.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlockedIp } from '@hatira/shared/blocked-ips';
import { ADMIN, createTestApp, type TestApp } from '../../../test/app.js';
import { bearer, createUserWithRole, registerSubscriber, signIn } from '../../../test/factories.js';
import { blockDeviceForOwner } from './block-for-owner.js';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await signIn(t.app, ADMIN.email, ADMIN.password)).accessToken;
});
afterAll(() => t.close());

async function list(token: string, query = '') {
  const response = await t.app.inject({ url: `/api/blocked-ips${query}`, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { items: BlockedIp[]; total: number };
}

const remove = (token: string, id: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/blocked-ips/${id}`, headers: bearer(token) });

describe('device entries on the blocked lists', () => {
  it('are listed by the guest’s name to the subscriber, their customer and the admin', async () => {
    const subscriber = await registerSubscriber(t.app, { accountType: 'corporate' });
    const customer = await createUserWithRole(t.app, t.db, 'customer', {
      subscriberId: subscriber.userData.id,
    });
    const ownerId = subscriber.userData.id;
    const keyHash = createHash('sha256').update('a'.repeat(32)).digest('hex');
    const bySubscriber = await blockDeviceForOwner(t.db, {
      ownerId,
      keyHash,
      guestName: 'Ayşe',
      reason: 'Spam',
      createdBy: ownerId,
    });
    const byCustomer = await blockDeviceForOwner(t.db, {
      ownerId,
      keyHash: createHash('sha256').update('b'.repeat(32)).digest('hex'),
      guestName: 'Burak',
      createdBy: customer.userData.id,
    });

    const own = await list(subscriber.accessToken);
    expect(own.items).toEqual([
      expect.objectContaining({
        id: byCustomer.id,
        kind: 'device',
        ip: null,
        guestName: 'Burak',
        canDelete: true,
      }),
      {
        id: bySubscriber.id,
        kind: 'device',
        ip: null,
        guestName: 'Ayşe',
        reason: 'Spam',
        ownerId,
        owner: { fullName: subscriber.userData.fullName, email: subscriber.userData.email },
        isPlatformWide: false,
        canDelete: true,
        createdAt: expect.any(String),
      },
    ]);
    // the key's hash never leaves the server
    expect(JSON.stringify(own)).not.toContain(keyHash);
    // found by the guest's name
    expect((await list(subscriber.accessToken, '?q=ayş')).items.map((entry) => entry.id)).toEqual([
      bySubscriber.id,
    ]);

    const seenByCustomer = await list(customer.accessToken);
    expect(seenByCustomer.items.map((entry) => [entry.guestName, entry.canDelete])).toEqual([
      ['Burak', true],
      ['Ayşe', false],
    ]);
    expect((await remove(customer.accessToken, bySubscriber.id)).statusCode).toBe(403);
    expect((await remove(customer.accessToken, byCustomer.id)).statusCode).toBe(204);

    const seenByAdmin = await list(adminToken, `?q=ayşe`);
    expect(seenByAdmin.items).toEqual([
      expect.objectContaining({ id: bySubscriber.id, kind: 'device', owner: expect.any(Object) }),
    ]);
  });
});
