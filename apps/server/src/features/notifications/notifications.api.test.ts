// The bell's API (DESIGN.md §6.6): keyset pages newest first, the unread filter and count, marking
// read by ids or all, only ever the caller's own rows; notify() keeping the newest 200; and the push
// stream over a real HTTP connection: the count at once, a new entry within seconds (also raised
// by another instance), the heartbeat, and the end of a signed-out session's stream.
import { and, eq } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATIONS_KEPT } from '@hatira/shared/notifications';
import { createTestApp, type TestApp } from '../../../test/app.js';
import {
  bearer,
  expectError,
  ownerOf,
  registerSubscriber,
  signIn,
  type TestOwner,
} from '../../../test/factories.js';
import { notifications } from './notifications.table.js';
import { listOf, openStream } from './notifications.test-support.js';
import { notify } from './notify.js';

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

const newUser = async () => ownerOf(await registerSubscriber(t.app));

/** `n` bill notifications for `owner`, numbered 1…n in the order they were raised. */
async function raise(owner: TestOwner, n: number, db = t.db) {
  for (let i = 1; i <= n; i++)
    await db.transaction((tx) =>
      notify(tx, {
        userId: owner.userId,
        kind: 'bill.paid',
        params: { billNumber: `2026-${String(i).padStart(6, '0')}` },
        link: `/bills/view/${i}`,
      }),
    );
}

const numbersOf = (list: { items: { params: Record<string, unknown> }[] }) =>
  list.items.map((item) => Number(String(item.params['billNumber']).slice(5)));

function markRead(token: string, payload: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/api/notifications/read',
    headers: bearer(token),
    payload: payload as object,
  });
}

describe('GET /api/notifications', () => {
  it('pages newest first with a cursor, and counts the unread', async () => {
    const owner = await newUser();
    expect(await listOf(t, owner.token)).toEqual({ items: [], nextCursor: null, unreadCount: 0 });
    await raise(owner, 25);

    const first = await listOf(t, owner.token, '?limit=10');
    expect(numbersOf(first)).toEqual([25, 24, 23, 22, 21, 20, 19, 18, 17, 16]);
    expect(first.unreadCount).toBe(25);
    expect(first.items[0]).toEqual({
      id: expect.any(String),
      kind: 'bill.paid',
      params: { billNumber: '2026-000025' },
      link: '/bills/view/25',
      readAt: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const second = await listOf(t, owner.token, `?limit=10&cursor=${first.nextCursor}`);
    expect(numbersOf(second)).toEqual([15, 14, 13, 12, 11, 10, 9, 8, 7, 6]);
    const last = await listOf(t, owner.token, `?limit=10&cursor=${second.nextCursor}`);
    expect(numbersOf(last)).toEqual([5, 4, 3, 2, 1]);
    expect(last.nextCursor).toBeNull();
    // the default page
    expect((await listOf(t, owner.token)).items).toHaveLength(20);
  });

  it('filters the unread ones; bad input is a 400, signed out a 401', async () => {
    const owner = await newUser();
    await raise(owner, 4);
    const all = await listOf(t, owner.token);
    expect((await markRead(owner.token, { ids: [all.items[0]!.id, all.items[2]!.id] })).statusCode).toBe(204);

    const unread = await listOf(t, owner.token, '?unread=true');
    expect(numbersOf(unread)).toEqual([3, 1]);
    expect(unread.unreadCount).toBe(2);
    const everything = await listOf(t, owner.token);
    expect(numbersOf(everything)).toEqual([4, 3, 2, 1]);
    expect(everything.items[0]!.readAt).not.toBeNull();

    for (const query of ['?unread=maybe', '?cursor=not-an-id', '?limit=0', '?limit=101'])
      expectError(
        await t.app.inject({ url: `/api/notifications${query}`, headers: bearer(owner.token) }),
        400,
        'VALIDATION_FAILED',
      );
    expectError(await t.app.inject({ url: '/api/notifications' }), 401, 'UNAUTHORIZED');
  });
});

describe('POST /api/notifications/read', () => {
  it('marks all read; bad bodies are a 400', async () => {
    const owner = await newUser();
    await raise(owner, 3);
    expect((await markRead(owner.token, { all: true })).statusCode).toBe(204);
    const list = await listOf(t, owner.token);
    expect(list.unreadCount).toBe(0);
    expect(list.items.every((item) => item.readAt !== null)).toBe(true);
    for (const body of [{}, { all: false }, { ids: [] }, { ids: ['nope'] }])
      expectError(await markRead(owner.token, body), 400, 'VALIDATION_FAILED');
  });

  it('never shows nor marks another user’s notifications', async () => {
    const [ayse, can] = [await newUser(), await newUser()];
    await raise(ayse, 2);
    await raise(can, 1);
    const ayseIds = (await listOf(t, ayse.token)).items.map((item) => item.id);
    expect(numbersOf(await listOf(t, can.token))).toEqual([1]);
    // Can's cursor from Ayşe's list gives him nothing of hers
    expect((await listOf(t, can.token, `?cursor=${ayseIds[0]}`)).items).toEqual([]);

    expect((await markRead(can.token, { ids: ayseIds })).statusCode).toBe(204);
    expect((await markRead(can.token, { all: true })).statusCode).toBe(204);
    expect((await listOf(t, ayse.token)).unreadCount).toBe(2);
    expect((await listOf(t, can.token)).unreadCount).toBe(0);
  });
});

describe('notify()', () => {
  it(`keeps the newest ${NOTIFICATIONS_KEPT} of a user, and nobody else’s are touched`, async () => {
    const [busy, other] = [await newUser(), await newUser()];
    await raise(other, 1);
    // 199 rows directly, then the real calls over the limit
    await t.db.insert(notifications).values(
      Array.from({ length: NOTIFICATIONS_KEPT - 1 }, (_, i) => ({
        userId: busy.userId,
        kind: 'bill.paid' as const,
        params: { billNumber: `2025-${String(i).padStart(6, '0')}` },
        createdAt: new Date(Date.now() - 60_000 + i),
      })),
    );
    await raise(busy, 3);
    const rows = await t.db.select().from(notifications).where(eq(notifications.userId, busy.userId));
    expect(rows).toHaveLength(NOTIFICATIONS_KEPT);
    // the two oldest went
    const numbers = rows.map((row) => String(row.params['billNumber']));
    expect(numbers).not.toContain('2025-000000');
    expect(numbers).not.toContain('2025-000001');
    expect(numbers).toContain('2025-000002');
    expect(numbers).toContain('2026-000003');
    const others = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, other.userId)));
    expect(others).toHaveLength(1);
  });
});

describe('GET /api/notifications/stream', () => {
  it('sends the count at once and a new one within seconds, also raised by another instance', async () => {
    const owner = await newUser();
    await raise(owner, 1);
    const stream = await openStream(baseUrl, owner.token);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(await stream.next()).toEqual({ unreadCount: 1 });

    const started = Date.now();
    await raise(owner, 1);
    expect(await stream.next()).toEqual({ unreadCount: 2 });
    expect(Date.now() - started).toBeLessThan(3000);

    // another server process on the same database raises one: this instance hears it
    const second = await t.anotherInstance();
    try {
      await raise(owner, 1, second.db);
      expect(await stream.next()).toEqual({ unreadCount: 3 });
    } finally {
      await second.close();
    }
    // marking read (in another tab) is pushed too
    expect((await markRead(owner.token, { all: true })).statusCode).toBe(204);
    expect(await stream.next()).toEqual({ unreadCount: 0 });

    // another user's notification is not sent here
    await raise(await newUser(), 1);
    await raise(owner, 1);
    expect(await stream.next()).toEqual({ unreadCount: 1 });
    stream.close();
    await expect.poll(() => t.notificationHub.size).toBe(0);
  });

  it('ends the stream of a signed-out session at the heartbeat, keeps the others; no token is a 401', async () => {
    const auth = await registerSubscriber(t.app);
    const other = await signIn(t.app, auth.userData.email, auth.password);
    const doomed = await openStream(baseUrl, auth.accessToken);
    const kept = await openStream(baseUrl, other.accessToken);
    expect(await doomed.next()).toEqual({ unreadCount: 0 });
    expect(await kept.next()).toEqual({ unreadCount: 0 });

    // "sign out everywhere else" from the other session
    const out = await t.app.inject({
      method: 'DELETE',
      url: '/api/profile/sessions',
      headers: bearer(other.accessToken),
    });
    expect(out.statusCode).toBe(204);
    await t.notificationHub.heartbeat();
    expect(await doomed.next()).toBe('end');
    await raise(ownerOf(auth), 1);
    expect(await kept.next()).toEqual({ unreadCount: 1 });
    kept.close();

    const anonymous = await fetch(`${baseUrl}/api/notifications/stream`);
    expect(anonymous.status).toBe(401);
    const inUrl = await fetch(`${baseUrl}/api/notifications/stream?access_token=${other.accessToken}`);
    expect(inUrl.status).toBe(401);
  });
});
