// The guests' side of the invitation (DESIGN.md §6.5) through the HTTP API: the page, the
// published replies a page at a time, the RSVP rules (RSVP off, the deadline, the start when there
// is no deadline, the party size, an inactive invitation), the blocked list before anything else,
// the rate limit, and what a reply raises for the owner: the bell (pushed to an open app) and at
// most one mail an hour.
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITATION_MESSAGES, type PublicInvitation } from '@hatira/shared/invitations';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { adminToken, createEvent, createOwner, expectError } from '../../../test/factories.js';
import { mailsTo } from '../../../test/mail.js';
import { listOf, openStream } from '../notifications/notifications.test-support.js';
import { users } from '../users/users.table.js';
import { invitationMessages, invitations } from './invitations.table.js';
import { DAY, invitationsApi, nextIp, ownerWithInvitation } from './invitations.test-support.js';

let t: TestApp;
let api: ReturnType<typeof invitationsApi>;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  api = invitationsApi(t);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

const repliesOf = async (invitationId: string) =>
  t.db.select().from(invitationMessages).where(eq(invitationMessages.invitationId, invitationId));

describe('GET /api/invite/{hash}', () => {
  it('shows what the guest’s page needs, with the event page’s link while that page is active', async () => {
    const owner = await createOwner(t);
    const event = await createEvent(t, { owner });
    const invitation = await api.create(owner, {
      qrCodeId: event.qr.id,
      startsAt: '2030-06-15T16:00:00Z',
      rsvpDeadline: '2030-06-01T21:00:00Z',
      maxGuestsPerReply: 3,
    });
    const response = await api.guest(`/api/invite/${invitation.hash}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      hash: invitation.hash,
      title: 'Düğünümüze davetlisiniz',
      coupleNames: 'Ayşe & Mehmet',
      startsAt: '2030-06-15T16:00:00.000Z',
      timezone: 'Europe/Istanbul',
      venueName: 'Çırağan Sarayı',
      address: 'Çırağan Cad. 32, Beşiktaş, İstanbul',
      mapUrl: '',
      message: 'Bu mutlu günümüzde sizi de aramızda görmek isteriz.',
      theme: 'classic',
      themeColor: '#8a6d3b',
      coverUrl: null,
      rsvpEnabled: true,
      rsvpDeadline: '2030-06-01T21:00:00.000Z',
      rsvpOpen: true,
      maxGuestsPerReply: 3,
      sharePath: `/s/${event.qr.hash}`,
    } satisfies PublicInvitation);

    await api.call(owner.token, 'PATCH', `/api/qr-codes/${event.qr.id}`, { isActive: false });
    expect((await api.guest(`/api/invite/${invitation.hash}`)).json().sharePath).toBeNull();
  });

  it('says when replies are closed, answers 403 for an inactive invitation and 404 for an unknown one', async () => {
    const { owner, invitation } = await ownerWithInvitation(t, {
      rsvpDeadline: new Date(Date.now() - DAY).toISOString(),
    });
    expect((await api.guest(`/api/invite/${invitation.hash}`)).json().rsvpOpen).toBe(false);
    await api.call(owner.token, 'PATCH', `/api/invitations/${invitation.id}`, { isActive: false });
    for (const path of ['', '/messages', '/calendar.ics'])
      expectError(
        await api.guest(`/api/invite/${invitation.hash}${path}`),
        403,
        'INVITATION_INACTIVE',
        'This invitation is not active.',
      );
    expectError(
      await api.reply(invitation.hash, { name: 'Deniz', attending: false }),
      403,
      'INVITATION_INACTIVE',
    );
    expectError(
      await api.guest('/api/invite/no-such-invitation'),
      404,
      'INVITATION_NOT_FOUND',
      'Invitation not found.',
    );
  });
});

describe('replies', () => {
  it('takes a reply, answers the thank-you text and stores it published with the address', async () => {
    const { invitation } = await ownerWithInvitation(t);
    const response = await api.reply(
      invitation.hash,
      { name: ' Gülşen Çağlar ', attending: true, guestCount: 3, message: 'Mutluluklar!' },
      '203.0.113.7',
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({
      message: 'Thank you! Your reply has been received.',
      reply: {
        id: expect.any(String),
        name: 'Gülşen Çağlar',
        message: 'Mutluluklar!',
        attending: true,
        guestCount: 3,
        createdAt: expect.any(String),
      },
    });
    expect(response.json().message).toBe(INVITATION_MESSAGES.replyReceived);
    const [stored] = await repliesOf(invitation.id);
    expect(stored).toMatchObject({ status: 'published', ip: '203.0.113.7', guestCount: 3 });

    const notComing = await api.reply(invitation.hash, { name: 'Kerem', attending: false, guestCount: 4 });
    expect(notComing.json().reply.guestCount).toBe(0);
  });

  it('refuses replies with RSVP off, after the deadline, or after the start without a deadline', async () => {
    const past = new Date(Date.now() - 60_000).toISOString();
    const cases = [{ rsvpEnabled: false }, { rsvpDeadline: past }, { startsAt: past, rsvpDeadline: null }];
    for (const settings of cases) {
      const { invitation } = await ownerWithInvitation(t, settings);
      expectError(
        await api.reply(invitation.hash, { name: 'Deniz', attending: true, guestCount: 1 }),
        403,
        'RSVP_CLOSED',
        'Replies to this invitation are closed.',
      );
      expect(await repliesOf(invitation.id)).toEqual([]);
    }
    // a deadline still ahead takes them
    const { invitation } = await ownerWithInvitation(t, {
      rsvpDeadline: new Date(Date.now() + 60_000).toISOString(),
    });
    expect(
      (await api.reply(invitation.hash, { name: 'Deniz', attending: true, guestCount: 1 })).statusCode,
    ).toBe(201);
  });

  it('refuses a party larger than the invitation allows, and bad fields, storing nothing', async () => {
    const { invitation } = await ownerWithInvitation(t, { maxGuestsPerReply: 2 });
    const tooMany = await api.reply(invitation.hash, { name: 'Deniz', attending: true, guestCount: 3 });
    expectError(tooMany, 400, 'TOO_MANY_GUESTS', 'This reply brings more guests than the invitation allows.');
    expect(tooMany.json().error.fields).toEqual({ guestCount: 'Choose at most 2' });
    const bad = [
      { name: 'x'.repeat(51), attending: true, guestCount: 1 },
      { name: 'Deniz', attending: true, guestCount: 1, message: 'x'.repeat(151) },
      { name: '', attending: true, guestCount: 1 },
      { name: 'Deniz', guestCount: 1 },
      { name: 'Deniz', attending: true, guestCount: 0 },
      { name: 'Deniz', attending: true, guestCount: 21 },
      { name: 'Deniz\u0000', attending: true, guestCount: 1 },
    ];
    for (const body of bad) expectError(await api.reply(invitation.hash, body), 400, 'VALIDATION_FAILED');
    expect(await repliesOf(invitation.id)).toEqual([]);
  });
});

describe('GET /api/invite/{hash}/messages', () => {
  it('pages the published replies newest first, 20 at a time', async () => {
    const { owner, invitation } = await ownerWithInvitation(t);
    const ip = nextIp();
    const base = Date.now() - 60 * 60_000;
    // 25 replies a minute apart, written directly (the API limits one address to 10)
    await t.db.insert(invitationMessages).values(
      Array.from({ length: 25 }, (_, i) => ({
        invitationId: invitation.id,
        name: `Misafir ${i + 1}`,
        attending: i % 2 === 0,
        guestCount: i % 2 === 0 ? 1 : 0,
        createdAt: new Date(base + i * 60_000),
        ip,
      })),
    );
    const hidden = (await repliesOf(invitation.id)).find((r) => r.name === 'Misafir 24')!;
    await api.call(owner.token, 'PATCH', `/api/invitations/${invitation.id}/messages/${hidden.id}`, {
      status: 'hidden',
    });

    const first = await api.guest(`/api/invite/${invitation.hash}/messages`);
    expect(first.statusCode, first.body).toBe(200);
    const page1 = first.json();
    expect(page1.items).toHaveLength(20);
    expect(page1.items[0]).toEqual({
      id: expect.any(String),
      name: 'Misafir 25',
      message: '',
      attending: true,
      createdAt: expect.any(String),
    });
    expect(page1.items[1].name).toBe('Misafir 23');
    const second = (
      await api.guest(`/api/invite/${invitation.hash}/messages?cursor=${page1.nextCursor}`)
    ).json();
    expect(second.items.map((r: { name: string }) => r.name)).toEqual([
      'Misafir 4',
      'Misafir 3',
      'Misafir 2',
      'Misafir 1',
    ]);
    expect(second.nextCursor).toBeNull();
    expectError(
      await api.guest(`/api/invite/${invitation.hash}/messages?cursor=nope`),
      400,
      'VALIDATION_FAILED',
    );
  });
});

describe('the blocked list and the rate limit', () => {
  it('refuses a blocked address first: platform-wide everywhere, the owner’s on their invitations', async () => {
    const { owner, invitation } = await ownerWithInvitation(t);
    const admin = await adminToken(t);
    const block = (token: string, ip: string) =>
      api.call(token, 'POST', '/api/blocked-ips', { ip, reason: 'spam' });
    expect((await block(admin, '192.0.2.10')).statusCode).toBe(201);
    expect((await block(owner.token, '192.0.2.20')).statusCode).toBe(201);

    for (const url of ['', '/messages', '/calendar.ics'])
      expectError(await api.guest(`/api/invite/${invitation.hash}${url}`, '192.0.2.10'), 403, 'IP_BLOCKED');
    // even an unknown invitation: the blocked guest learns nothing
    expectError(await api.guest('/api/invite/no-such-invitation', '192.0.2.10'), 403, 'IP_BLOCKED');
    expectError(
      await api.reply(invitation.hash, { name: 'Spam', attending: false }, '192.0.2.20'),
      403,
      'IP_BLOCKED',
    );
    expect(await repliesOf(invitation.id)).toEqual([]);
    // the owner's block holds only for the owner's invitations
    const other = await ownerWithInvitation(t);
    expect((await api.guest(`/api/invite/${other.invitation.hash}`, '192.0.2.20')).statusCode).toBe(200);
  });

  it('takes 10 replies per address and invitation in 10 minutes, then 429 with Retry-After', async () => {
    const { invitation } = await ownerWithInvitation(t);
    const ip = nextIp();
    for (let i = 1; i <= 10; i++)
      expect(
        (await api.reply(invitation.hash, { name: `Misafir ${i}`, attending: false }, ip)).statusCode,
      ).toBe(201);
    const limited = await api.reply(invitation.hash, { name: 'Misafir 11', attending: false }, ip);
    expectError(limited, 429, 'RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(500);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(600);
    expect(await repliesOf(invitation.id)).toHaveLength(10);
    // another address, or another invitation from the same one, still gets through
    expect((await api.reply(invitation.hash, { name: 'Başka', attending: false })).statusCode).toBe(201);
    const other = await ownerWithInvitation(t);
    expect((await api.reply(other.invitation.hash, { name: 'Aynı', attending: false }, ip)).statusCode).toBe(
      201,
    );
  });

  it('limits the reads of one address', async () => {
    const { invitation } = await ownerWithInvitation(t);
    const ip = nextIp();
    let status = 200;
    let calls = 0;
    while (status === 200 && calls < 400) {
      status = (await api.guest(`/api/invite/${invitation.hash}`, ip)).statusCode;
      calls++;
    }
    expect(status).toBe(429);
    expect(calls).toBe(301);
  });
});

describe('what a reply raises for the owner', () => {
  it('puts it in the owner’s bell with a link to the replies and pushes the new count', async () => {
    const { owner, invitation } = await ownerWithInvitation(t);
    const stream = await openStream(baseUrl, owner.token);
    try {
      expect(await stream.next()).toEqual({ unreadCount: 0 });
      await api.reply(invitation.hash, { name: 'Gülşen', attending: true, guestCount: 2 });
      expect(await stream.next()).toEqual({ unreadCount: 1 });
    } finally {
      stream.close();
    }
    const list = await listOf(t, owner.token);
    expect(list.items.map(({ kind, params, link }) => ({ kind, params, link }))).toEqual([
      {
        kind: 'invitation.reply',
        params: { name: 'Gülşen', attending: true, guestCount: 2 },
        link: `/wedding/digital-invitation/messages?invitation=${invitation.id}`,
      },
    ]);
  });

  it('mails the owner at most once per invitation an hour, in their language, and never when turned off', async () => {
    const { owner, invitation } = await ownerWithInvitation(t);
    const [row] = await t.db
      .update(users)
      .set({ language: 'tr' })
      .where(eq(users.id, owner.userId))
      .returning({ email: users.email });
    for (const name of ['Zeynep Şahin', 'Ömer', 'İpek'])
      await api.reply(invitation.hash, { name, attending: true, guestCount: 2 });
    const mails = await mailsTo(t, row!.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('“Ayşe & Mehmet” davetiyenize yeni yanıt var');
    expect(mails[0]!.text).toContain('Zeynep Şahin davetinize katılacağını bildirdi (2 kişi).');
    expect(mails[0]!.text).toContain(
      `http://hatira.test/wedding/digital-invitation/messages?invitation=${invitation.id}`,
    );
    // every reply is in the bell
    expect((await listOf(t, owner.token)).items).toHaveLength(3);

    // an hour later the next reply mails again
    await t.db
      .update(invitations)
      .set({ replyMailedAt: new Date(Date.now() - 61 * 60_000) })
      .where(eq(invitations.id, invitation.id));
    await api.reply(invitation.hash, { name: 'Can', attending: false });
    expect(await mailsTo(t, row!.email)).toHaveLength(2);

    // turned off in the settings: the bell still, the mail never
    const off = await api.call(owner.token, 'PATCH', '/api/profile/notifications', {
      notifyInvitationReplies: false,
    });
    expect(off.json().notifyInvitationReplies).toBe(false);
    await t.db.update(invitations).set({ replyMailedAt: null }).where(eq(invitations.id, invitation.id));
    await api.reply(invitation.hash, { name: 'Defne', attending: true, guestCount: 1 });
    expect(await mailsTo(t, row!.email)).toHaveLength(2);
    expect((await listOf(t, owner.token)).items).toHaveLength(5);
  });
});
