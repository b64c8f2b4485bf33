// Scope of the owner API for posts and downloads (DESIGN.md §5): another subscriber meets 404 on
// every endpoint and changes nothing; a client 403; signed out 401; an assigned customer moderates
// and downloads their own event and nothing else.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import {
  bearer,
  createEvent,
  createUserWithRole,
  registerSubscriber,
  type TestEvent,
} from '../../../test/factories.js';
import { blockedIps } from '../blocked-ips/blocked-ips.table.js';
import { readZip, seedPost, storedFiles, type SeededPost } from './posts.test-support.js';
import { posts } from './posts.table.js';

let t: TestApp;
let owner: { token: string; userId: string };
let customer: { token: string; userId: string };
let assigned: TestEvent;
let unassigned: TestEvent;
let assignedPost: SeededPost;
let unassignedPost: SeededPost;
beforeAll(async () => {
  t = await createTestApp();
  const registered = await registerSubscriber(t.app, { accountType: 'corporate' });
  owner = { token: registered.accessToken, userId: registered.userData.id };
  const c = await createUserWithRole(t.app, t.db, 'customer', { subscriberId: owner.userId });
  customer = { token: c.accessToken, userId: c.userData.id };
  assigned = await createEvent(t, { owner, settings: { title: 'Assigned wedding' } });
  const patched = await t.app.inject({
    method: 'PATCH',
    url: `/api/qr-codes/${assigned.qr.id}`,
    headers: bearer(owner.token),
    payload: { customerId: customer.userId },
  });
  expect(patched.statusCode).toBe(200);
  unassigned = await createEvent(t, { owner, settings: { title: 'Another couple' } });
  assignedPost = await seedPost(t, {
    qrCodeId: assigned.qr.id,
    albumId: assigned.generalAlbum.id,
    status: 'pending',
    ip: '203.0.113.10',
  });
  unassignedPost = await seedPost(t, {
    qrCodeId: unassigned.qr.id,
    albumId: unassigned.generalAlbum.id,
    status: 'pending',
    ip: '203.0.113.11',
  });
});
afterAll(() => t.close());

/** Every owner endpoint of this feature, aimed at one post and its event. */
function endpoints(target: { post: SeededPost; event: TestEvent }) {
  const { post, event } = target;
  return [
    { method: 'GET', url: `/api/posts?qrCodeId=${event.qr.id}` },
    { method: 'GET', url: '/api/posts/pending-count' },
    { method: 'POST', url: `/api/posts/${post.id}/approve` },
    { method: 'POST', url: `/api/posts/${post.id}/reject` },
    { method: 'DELETE', url: `/api/posts/${post.id}` },
    { method: 'POST', url: '/api/posts/bulk', payload: { ids: [post.id], action: 'delete' } },
    { method: 'POST', url: `/api/posts/${post.id}/block`, payload: { reason: 'x' } },
    { method: 'GET', url: `/api/albums/${event.generalAlbum.id}/download` },
    { method: 'GET', url: `/api/qr-codes/${event.qr.id}/download?all=true` },
    { method: 'POST', url: `/api/albums/${event.generalAlbum.id}/download-link` },
    { method: 'POST', url: `/api/qr-codes/${event.qr.id}/download-link` },
  ] as const;
}

const call = (endpoint: ReturnType<typeof endpoints>[number], token?: string) =>
  t.app.inject({
    method: endpoint.method,
    url: endpoint.url,
    ...(token && { headers: bearer(token) }),
    ...('payload' in endpoint && { payload: endpoint.payload }),
  });

async function untouched(post: SeededPost) {
  const [row] = await t.db.select().from(posts).where(eq(posts.id, post.id));
  expect(row).toMatchObject({ status: 'pending', moderatedBy: null });
  expect(await storedFiles(t)).toEqual(expect.arrayContaining(post.media[0]!.keys));
}

describe('tenancy of the posts and downloads API', () => {
  it('another subscriber gets 404 on every endpoint (empty lists, zero counts) and changes nothing', async () => {
    const stranger = await registerSubscriber(t.app);
    for (const endpoint of endpoints({ post: assignedPost, event: assigned })) {
      const response = await call(endpoint, stranger.accessToken);
      if (endpoint.url.startsWith('/api/posts?')) {
        expect(response.json()).toEqual({ items: [], total: 0 });
      } else if (endpoint.url === '/api/posts/pending-count') {
        expect(response.json()).toEqual({ count: 0 });
      } else if (endpoint.url === '/api/posts/bulk') {
        expect(response.json()).toEqual({ count: 0 });
      } else {
        expect({ url: endpoint.url, status: response.statusCode }).toEqual({
          url: endpoint.url,
          status: 404,
        });
        expect(response.json().error.code).toBe('NOT_FOUND');
      }
    }
    const everything = await t.app.inject({ url: '/api/posts', headers: bearer(stranger.accessToken) });
    expect(everything.json()).toEqual({ items: [], total: 0 });
    await untouched(assignedPost);
    expect(await t.db.select().from(blockedIps)).toEqual([]);
  });

  it('a client gets 403 on every endpoint; signed out gets 401', async () => {
    const client = await createUserWithRole(t.app, t.db, 'client');
    for (const endpoint of endpoints({ post: assignedPost, event: assigned })) {
      const forbidden = await call(endpoint, client.accessToken);
      expect({ url: endpoint.url, status: forbidden.statusCode }).toEqual({ url: endpoint.url, status: 403 });
      expect(forbidden.json().error.code).toBe('FORBIDDEN');
      const signedOut = await call(endpoint);
      expect({ url: endpoint.url, status: signedOut.statusCode }).toEqual({ url: endpoint.url, status: 401 });
      expect(signedOut.json().error.code).toBe('UNAUTHORIZED');
    }
    await untouched(assignedPost);
  });

  it('an assigned customer sees, moderates and downloads their event, and nothing of the other', async () => {
    const listed = await t.app.inject({ url: '/api/posts', headers: bearer(customer.token) });
    expect(listed.json().items.map((p: { id: string }) => p.id)).toEqual([assignedPost.id]);
    const pending = await t.app.inject({ url: '/api/posts/pending-count', headers: bearer(customer.token) });
    expect(pending.json()).toEqual({ count: 1 });

    for (const endpoint of endpoints({ post: unassignedPost, event: unassigned })) {
      const response = await call(endpoint, customer.token);
      if (endpoint.url.startsWith('/api/posts?')) expect(response.json().items).toEqual([]);
      else if (endpoint.url === '/api/posts/pending-count') expect(response.json()).toEqual({ count: 1 });
      else if (endpoint.url === '/api/posts/bulk') expect(response.json()).toEqual({ count: 0 });
      else
        expect({ url: endpoint.url, status: response.statusCode }).toEqual({
          url: endpoint.url,
          status: 404,
        });
    }
    await untouched(unassignedPost);

    const approve = await t.app.inject({
      method: 'POST',
      url: `/api/posts/${assignedPost.id}/approve`,
      headers: bearer(customer.token),
    });
    expect(approve.statusCode).toBe(200);
    expect(approve.json().status).toBe('published');
    const bulk = await t.app.inject({
      method: 'POST',
      url: '/api/posts/bulk',
      headers: bearer(customer.token),
      payload: { ids: [assignedPost.id, unassignedPost.id], action: 'reject' },
    });
    expect(bulk.json()).toEqual({ count: 1 });
    await untouched(unassignedPost);

    const zip = await t.app.inject({
      url: `/api/qr-codes/${assigned.qr.id}/download?all=true`,
      headers: bearer(customer.token),
    });
    expect(zip.statusCode).toBe(200);
    expect(readZip(zip.rawPayload).map((e) => e.name)).toEqual(['General Shares/Ayşe-1.jpg']);

    // "block this guest" from the customer fills the owner's list
    const blocked = await t.app.inject({
      method: 'POST',
      url: `/api/posts/${assignedPost.id}/block`,
      headers: bearer(customer.token),
      payload: { target: 'ip' },
    });
    expect(blocked.statusCode).toBe(200);
    const [entry] = await t.db.select().from(blockedIps).where(eq(blockedIps.id, blocked.json().blockedIpId));
    expect(entry).toMatchObject({ ownerId: owner.userId, createdBy: customer.userId, ip: '203.0.113.10/32' });
  });

  it('a customer’s download link stops working once the event is no longer theirs', async () => {
    const made = await t.app.inject({
      method: 'POST',
      url: `/api/qr-codes/${assigned.qr.id}/download-link?all=true`,
      headers: bearer(customer.token),
    });
    expect(made.statusCode).toBe(200);
    const { url } = made.json() as { url: string };
    expect((await t.app.inject({ url })).statusCode).toBe(200);
    const unassign = await t.app.inject({
      method: 'PATCH',
      url: `/api/qr-codes/${assigned.qr.id}`,
      headers: bearer(owner.token),
      payload: { customerId: null },
    });
    expect(unassign.statusCode).toBe(200);
    const refused = await t.app.inject({ url });
    expect(refused.statusCode).toBe(404);
    // and the owner's own link for the customer's former event cannot be replayed on another one
    const ownerLink = await t.app.inject({
      method: 'POST',
      url: `/api/qr-codes/${assigned.qr.id}/download-link`,
      headers: bearer(owner.token),
    });
    const token = new URL(ownerLink.json().url, 'http://x').searchParams.get('t');
    expect(
      (await t.app.inject({ url: `/api/qr-codes/${unassigned.qr.id}/download?t=${token}` })).statusCode,
    ).toBe(404);
  });
});
