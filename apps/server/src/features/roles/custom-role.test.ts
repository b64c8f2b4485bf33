// Issue 11's proof of one permission model: an admin makes a custom role "Moderatör" (read roles,
// read and update posts) through the API; its user moderates every event's guest posts, while
// the users, events and blocked-IP APIs refuse them, and nothing of the owners' areas opens.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAbility } from '@hatira/shared/abilities';
import type { Post } from '@hatira/shared/posts';
import { ADMIN, createTestApp, type TestApp } from '../../../test/app.js';
import { bearer, createEvent, ownerOf, registerSubscriber, signIn } from '../../../test/factories.js';
import { seedPost, type SeededPost } from '../posts/posts.test-support.js';
import { createUserWithCustomRole, MODERATOR_RULES } from './roles.test-support.js';

let t: TestApp;
let moderator: string;
let pendingOfA: SeededPost;
let pendingOfB: SeededPost;
let eventOfA: string;
let blockedIpOfA: string;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await signIn(t.app, ADMIN.email, ADMIN.password);
  const a = await registerSubscriber(t.app);
  const b = await registerSubscriber(t.app, { accountType: 'corporate' });
  const weddingA = await createEvent(t, { owner: ownerOf(a), settings: { title: 'Ayşe & Can' } });
  const weddingB = await createEvent(t, { owner: ownerOf(b), settings: { title: 'Deniz & Ege' } });
  eventOfA = weddingA.qr.id;
  pendingOfA = await seedPost(t, {
    qrCodeId: weddingA.qr.id,
    albumId: weddingA.generalAlbum.id,
    status: 'pending',
  });
  pendingOfB = await seedPost(t, {
    qrCodeId: weddingB.qr.id,
    albumId: weddingB.generalAlbum.id,
    status: 'pending',
  });
  const blocked = await t.app.inject({
    method: 'POST',
    url: '/api/blocked-ips',
    headers: bearer(a.accessToken),
    payload: { ip: '198.51.100.9' },
  });
  blockedIpOfA = blocked.json().id;
  const auth = await createUserWithCustomRole(t, admin.accessToken, 'Moderatör', MODERATOR_RULES);
  moderator = auth.accessToken;
  expect(auth.userData.role).toBe('Moderatör');
  expect(auth.userAbilityRules).toEqual(expect.arrayContaining(MODERATOR_RULES));
});
afterAll(() => t.close());

const as = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(moderator), ...(payload && { payload }) });

describe('the Moderatör custom role', () => {
  it('holds the key to the management pages but not the owners’ areas', async () => {
    const me = await as('GET', '/api/auth/me');
    const ability = buildAbility(me.json().userAbilityRules);
    expect(ability.can('read', 'roles')).toBe(true);
    expect(ability.can('read', 'subscriber')).toBe(false);
    expect(ability.can('view', 'static')).toBe(false);
  });

  it('sees the guest posts of every owner’s events, and their pending count', async () => {
    const list = await as('GET', '/api/posts?status=pending');
    expect(list.statusCode, list.body).toBe(200);
    const ids = (list.json().items as Post[]).map((p) => p.id).sort();
    expect(ids).toEqual([pendingOfA.id, pendingOfB.id].sort());
    expect((await as('GET', '/api/posts/pending-count')).json()).toEqual({ count: 2 });
  });

  it('approves and rejects posts on anybody’s event, one by one and in bulk', async () => {
    const approved = await as('POST', `/api/posts/${pendingOfA.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().status).toBe('published');
    const rejected = await as('POST', `/api/posts/${pendingOfB.id}/reject`);
    expect(rejected.json().status).toBe('rejected');
    const bulk = await as('POST', '/api/posts/bulk', {
      ids: [pendingOfA.id, pendingOfB.id],
      action: 'approve',
    });
    expect(bulk.json()).toEqual({ count: 1 });
  });

  it('may not delete posts: that is another action than update', async () => {
    expect((await as('DELETE', `/api/posts/${pendingOfA.id}`)).statusCode).toBe(403);
    const bulk = await as('POST', '/api/posts/bulk', { ids: [pendingOfA.id], action: 'delete' });
    expect(bulk.statusCode).toBe(403);
  });

  it('is refused by the users, events, albums and blocked-IP APIs', async () => {
    const calls: [string, string, object?][] = [
      ['GET', '/api/users'],
      ['GET', '/api/qr-codes'],
      ['GET', `/api/qr-codes/${eventOfA}`],
      ['PATCH', `/api/qr-codes/${eventOfA}`, { title: 'Taken over' }],
      ['POST', '/api/qr-codes', { title: 'Mine now' }],
      ['GET', `/api/albums?qrCodeId=${eventOfA}`],
      ['GET', '/api/blocked-ips'],
      ['POST', '/api/blocked-ips', { ip: '203.0.113.99' }],
      ['DELETE', `/api/blocked-ips/${blockedIpOfA}`],
      ['GET', '/api/customers'],
    ];
    for (const [method, url, payload] of calls) {
      const response = await as(method as 'GET', url, payload);
      expect([403, 404], `${method} ${url}: ${response.statusCode}`).toContain(response.statusCode);
    }
  });

  it('gets only the basic dashboard, not the platform numbers', async () => {
    expect((await as('GET', '/api/dashboard')).json().kind).toBe('basic');
  });
});
