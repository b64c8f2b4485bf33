// The owner's invitations through the HTTP API (DESIGN.md §6.5): create with defaults, the list
// (search, sort, pages), change, link one of the caller's events (another's is 404), the QR code of
// the public link, delete with the replies, and every other owner's invitation answering 404.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invitation } from '@hatira/shared/invitations';
import { createTestApp, type TestApp } from '../../../test/app.js';
import {
  adminToken,
  createEvent,
  createOwner,
  expectError,
  type TestOwner,
} from '../../../test/factories.js';
import { decodeQrPng } from '../../../test/qr.js';
import { invitationMessages } from './invitations.table.js';
import { invitationBody, invitationsApi } from './invitations.test-support.js';

let t: TestApp;
let api: ReturnType<typeof invitationsApi>;
let owner: TestOwner;
beforeAll(async () => {
  t = await createTestApp();
  api = invitationsApi(t);
  owner = await createOwner(t, { subscribed: false });
});
afterAll(() => t.close());

describe('creating and reading', () => {
  it('creates an invitation with the defaults, a fresh hash and its public link', async () => {
    const created = await api.create(owner, { venueName: undefined, address: undefined, message: undefined });
    expect(created).toMatchObject({
      ownerId: owner.userId,
      title: 'Düğünümüze davetlisiniz',
      coupleNames: 'Ayşe & Mehmet',
      timezone: 'Europe/Istanbul',
      venueName: '',
      mapUrl: '',
      theme: 'classic',
      themeColor: '#8a6d3b',
      qrCodeId: null,
      rsvpEnabled: true,
      rsvpDeadline: null,
      maxGuestsPerReply: 5,
      isActive: true,
      coverUrl: null,
      coverThumbUrl: null,
      replyCount: 0,
    });
    expect(created.hash).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(created.publicUrl).toBe(`/i/${created.hash}`);
    const again = await api.create(owner);
    expect(again.hash).not.toBe(created.hash);

    const read = await api.call(owner.token, 'GET', `/api/invitations/${created.id}`);
    expect(read.json()).toEqual(created);
  });

  it('refuses a bad body field by field and stores nothing', async () => {
    const response = await api.call(
      owner.token,
      'POST',
      '/api/invitations',
      invitationBody({
        title: '',
        timezone: 'Mars/Olympus',
        mapUrl: 'http://maps.example.com',
        themeColor: 'red',
        maxGuestsPerReply: 21,
      }),
    );
    expectError(response, 400, 'VALIDATION_FAILED');
    expect(Object.keys(response.json().error.fields).sort()).toEqual([
      'mapUrl',
      'maxGuestsPerReply',
      'themeColor',
      'timezone',
      'title',
    ]);
  });

  it('links one of the caller’s events; another owner’s event is not found', async () => {
    const mine = await createEvent(t, { owner });
    const theirs = await createEvent(t);
    const linked = await api.create(owner, { qrCodeId: mine.qr.id });
    expect(linked.qrCodeId).toBe(mine.qr.id);
    expectError(
      await api.call(owner.token, 'POST', '/api/invitations', invitationBody({ qrCodeId: theirs.qr.id })),
      404,
      'NOT_FOUND',
    );
    expectError(
      await api.call(owner.token, 'PATCH', `/api/invitations/${linked.id}`, { qrCodeId: theirs.qr.id }),
      404,
      'NOT_FOUND',
    );
    const unlinked = await api.call(owner.token, 'PATCH', `/api/invitations/${linked.id}`, {
      qrCodeId: null,
    });
    expect(unlinked.json().qrCodeId).toBeNull();
  });
});

describe('the list', () => {
  it('searches the title and the couple, sorts and pages, only the caller’s own', async () => {
    const someone = await createOwner(t, { subscribed: false });
    await api.create(someone, { coupleNames: 'Zeynep & Ali' });
    const lister = await createOwner(t, { subscribed: false });
    await api.create(lister, {
      title: 'Kına gecesi',
      coupleNames: 'Elif & Can',
      startsAt: '2030-05-01T17:00:00Z',
    });
    await api.create(lister, {
      title: 'Düğün',
      coupleNames: 'Şule & Kaan',
      startsAt: '2030-06-01T17:00:00Z',
    });
    await api.create(lister, {
      title: 'Nişan',
      coupleNames: 'Zeynep & Ali',
      startsAt: '2030-04-01T17:00:00Z',
    });
    const list = async (query: string) => {
      const response = await api.call(lister.token, 'GET', `/api/invitations${query}`);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json() as { items: Invitation[]; total: number };
      return { titles: body.items.map((i) => i.title), total: body.total };
    };
    expect(await list('')).toEqual({ titles: ['Nişan', 'Düğün', 'Kına gecesi'], total: 3 });
    expect(await list('?q=zeynep')).toEqual({ titles: ['Nişan'], total: 1 });
    expect(await list('?q=GECE')).toEqual({ titles: ['Kına gecesi'], total: 1 });
    expect(await list('?sortBy=startsAt&orderBy=asc')).toEqual({
      titles: ['Nişan', 'Kına gecesi', 'Düğün'],
      total: 3,
    });
    expect(await list('?sortBy=startsAt&orderBy=asc&itemsPerPage=2&page=2')).toEqual({
      titles: ['Düğün'],
      total: 3,
    });
    expectError(
      await api.call(lister.token, 'GET', '/api/invitations?sortBy=hash'),
      400,
      'VALIDATION_FAILED',
    );

    const admin = await adminToken(t);
    const all = await api.call(admin, 'GET', '/api/invitations?q=zeynep');
    expect(all.json().total).toBe(2);
  });
});

describe('changing and deleting', () => {
  it('changes only the fields sent', async () => {
    const created = await api.create(owner);
    const response = await api.call(owner.token, 'PATCH', `/api/invitations/${created.id}`, {
      theme: 'night',
      themeColor: '#c9a227',
      rsvpDeadline: '2030-01-01T12:00:00+03:00',
      maxGuestsPerReply: 2,
      isActive: false,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      title: created.title,
      theme: 'night',
      themeColor: '#c9a227',
      rsvpDeadline: '2030-01-01T09:00:00.000Z',
      maxGuestsPerReply: 2,
      isActive: false,
      hash: created.hash,
    });
    expectError(
      await api.call(owner.token, 'PATCH', `/api/invitations/${created.id}`, { startsAt: 'tomorrow' }),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('deletes the invitation with its replies', async () => {
    const created = await api.create(owner);
    expect(
      (await api.reply(created.hash, { name: 'Deniz', attending: true, guestCount: 2 })).statusCode,
    ).toBe(201);
    const gone = await api.call(owner.token, 'DELETE', `/api/invitations/${created.id}`);
    expect(gone.statusCode).toBe(204);
    expectError(await api.call(owner.token, 'GET', `/api/invitations/${created.id}`), 404, 'NOT_FOUND');
    const [left] = await t.db
      .select({ value: count() })
      .from(invitationMessages)
      .where(eq(invitationMessages.invitationId, created.id));
    expect(left!.value).toBe(0);
    expectError(await api.guest(`/api/invite/${created.hash}`), 404, 'INVITATION_NOT_FOUND');
  });
});

describe('another owner’s invitation', () => {
  it('is not found for every call, its replies, cover and QR code included', async () => {
    const theirs = await api.create(await createOwner(t, { subscribed: false }));
    const reply = await api.reply(theirs.hash, { name: 'Deniz', attending: false });
    const messageId = reply.json().reply.id as string;
    const base = `/api/invitations/${theirs.id}`;
    const calls: ['GET' | 'PATCH' | 'DELETE', string, unknown?][] = [
      ['GET', base],
      ['PATCH', base, { title: 'Benim' }],
      ['DELETE', base],
      ['DELETE', `${base}/cover`],
      ['GET', `${base}/qr.png`],
      ['GET', `${base}/qr.svg`],
      ['GET', `${base}/messages`],
      ['GET', `${base}/messages.csv`],
      ['PATCH', `${base}/messages/${messageId}`, { status: 'hidden' }],
      ['DELETE', `${base}/messages/${messageId}`],
    ];
    for (const [method, url, payload] of calls)
      expectError(await api.call(owner.token, method, url, payload), 404, 'NOT_FOUND');
    const cover = await t.app.inject({
      method: 'POST',
      url: `${base}/cover`,
      headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'multipart/form-data; boundary=x' },
      payload:
        '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nnot a picture\r\n--x--\r\n',
    });
    expectError(cover, 404, 'NOT_FOUND');
    // and it is all still there
    const still = await api.call(await adminToken(t), 'GET', `${base}/messages`);
    expect(still.json().total).toBe(1);
  });

  it('answers 404 for a reply of another invitation of the same owner', async () => {
    const first = await api.create(owner);
    const second = await api.create(owner);
    const reply = await api.reply(second.hash, { name: 'Deniz', attending: false });
    expectError(
      await api.call(owner.token, 'DELETE', `/api/invitations/${first.id}/messages/${reply.json().reply.id}`),
      404,
      'NOT_FOUND',
    );
  });
});

describe('the QR code of the public link', () => {
  it('encodes PUBLIC_URL/i/{hash}, as a PNG or an SVG file', async () => {
    const created = await api.create(owner);
    const png = await api.call(owner.token, 'GET', `/api/invitations/${created.id}/qr.png`);
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['content-disposition']).toMatch(/^attachment; filename=".*\.png"; filename\*=UTF-8''/);
    expect(decodeQrPng(png.rawPayload).text).toBe(`http://hatira.test/i/${created.hash}`);

    const svg = await api.call(owner.token, 'GET', `/api/invitations/${created.id}/qr.svg`);
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    expect(svg.headers['content-disposition']).toContain('.svg');
    expect(svg.body).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  });
});
