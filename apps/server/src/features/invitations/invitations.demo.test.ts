// DEMO_DATA=true: the demo couple finds an invitation linked to their event page, with a cover and
// replies from Turkish guests, so the editor and the replies list look real; a second start adds
// nothing.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Invitation, InvitationMessageList } from '@hatira/shared/invitations';
import type { QrCode } from '@hatira/shared/qr-codes';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { bearer, signIn } from '../../../test/factories.js';
import { prepareDatabase } from '../../bootstrap.js';
import { DEMO_PASSWORD } from '../users/users.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DEMO_DATA: 'true' });
});
afterAll(() => t.close());

it('gives the demo couple one invitation with its event, a cover and replies, once', async () => {
  const couple = await signIn(t.app, 'couple@demo.hatira.local', DEMO_PASSWORD);
  const get = (url: string) => t.app.inject({ url, headers: bearer(couple.accessToken) });
  const list = (await get('/api/invitations')).json() as { items: Invitation[]; total: number };
  expect(list.total).toBe(1);
  const invitation = list.items[0]!;
  const events = (await get('/api/qr-codes')).json().items as QrCode[];
  expect(events.map((e) => e.id)).toContain(invitation.qrCodeId);
  expect(invitation).toMatchObject({ coupleNames: 'Ayşe & Mehmet', isActive: true, replyCount: 8 });
  expect(new Date(invitation.startsAt).getTime()).toBeGreaterThan(Date.now());
  const cover = await t.app.inject({ url: invitation.coverUrl! });
  expect(cover.headers['content-type']).toBe('image/webp');

  const replies = (await get(`/api/invitations/${invitation.id}/messages`)).json() as InvitationMessageList;
  expect(replies.summary).toEqual({ replies: 8, attending: 6, notAttending: 2, headcount: 14 });
  expect(replies.items.map((r) => r.name)).toContain('Şule Arslan');
  const guest = await t.app.inject({ url: `/api/invite/${invitation.hash}` });
  expect(guest.json()).toMatchObject({ rsvpOpen: true, sharePath: expect.stringMatching(/^\/s\//) });

  await prepareDatabase({ db: t.db, kind: 'pglite-memory' }, t.config, {
    storage: t.storage,
    publicUrl: t.config.publicUrl,
  });
  expect((await get('/api/invitations')).json().total).toBe(1);
  expect((await get('/api/qr-codes')).json().total).toBe(events.length);
});
