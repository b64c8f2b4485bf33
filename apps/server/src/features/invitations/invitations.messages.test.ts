// The replies as the owner works with them (DESIGN.md §6.5): filters, the totals over every reply,
// hide / publish / delete, the CSV file Excel opens with Turkish letters intact, and the calendar
// file a real parser (ical.js) reads at the right instant.
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvitationMessageList } from '@hatira/shared/invitations';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { expectError, type TestOwner } from '../../../test/factories.js';
import { invitationsApi, ownerWithInvitation } from './invitations.test-support.js';

let t: TestApp;
let api: ReturnType<typeof invitationsApi>;
let owner: TestOwner;
let invitationId: string;
let hash: string;
beforeAll(async () => {
  t = await createTestApp();
  api = invitationsApi(t);
  const made = await ownerWithInvitation(t, {
    coupleNames: 'Ayşe & Çağrı',
    startsAt: '2030-06-15T16:00:00Z',
  });
  owner = made.owner;
  invitationId = made.invitation.id;
  hash = made.invitation.hash;
  for (const body of [
    {
      name: 'Şükrü Öztürk',
      attending: true,
      guestCount: 3,
      message: 'Gönülden tebrikler, İzmir’den geliyoruz!',
    },
    { name: 'Ilgın Işık', attending: false, message: 'Çok üzgünüm; gelemiyorum.' },
    { name: 'Deniz', attending: true, guestCount: 2 },
    { name: '=HYPERLINK("http://evil")', attending: false },
  ])
    expect((await api.reply(hash, body)).statusCode).toBe(201);
});
afterAll(() => t.close());

const list = async (query = '') => {
  const response = await api.call(owner.token, 'GET', `/api/invitations/${invitationId}/messages${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as InvitationMessageList;
};
const names = (body: InvitationMessageList) => body.items.map((m) => m.name);
const SUMMARY = { replies: 4, attending: 2, notAttending: 2, headcount: 5 };

describe('the replies list', () => {
  it('lists newest first with the totals over every reply, whatever the filter', async () => {
    const all = await list();
    expect(names(all)).toEqual(['=HYPERLINK("http://evil")', 'Deniz', 'Ilgın Işık', 'Şükrü Öztürk']);
    expect(all.total).toBe(4);
    expect(all.summary).toEqual(SUMMARY);
    expect(all.items[3]).toMatchObject({ attending: true, guestCount: 3, status: 'published' });

    const coming = await list('?attending=true');
    expect(names(coming)).toEqual(['Deniz', 'Şükrü Öztürk']);
    expect(coming.summary).toEqual(SUMMARY);
    expect(names(await list('?attending=false&q=lgın'))).toEqual(['Ilgın Işık']);
    expect(names(await list('?q=izmir'))).toEqual(['Şükrü Öztürk']);
    expect(names(await list('?sortBy=guestCount&orderBy=desc&itemsPerPage=1'))).toEqual(['Şükrü Öztürk']);
    expectError(
      await api.call(owner.token, 'GET', `/api/invitations/${invitationId}/messages?attending=maybe`),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('hides a reply from the guests and publishes it again; deletes one', async () => {
    const deniz = (await list('?q=Deniz')).items[0]!;
    const url = `/api/invitations/${invitationId}/messages/${deniz.id}`;
    const hidden = await api.call(owner.token, 'PATCH', url, { status: 'hidden' });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json()).toMatchObject({ id: deniz.id, status: 'hidden' });
    expect(names(await list('?status=hidden'))).toEqual(['Deniz']);
    const guestNames = async () =>
      (await api.guest(`/api/invite/${hash}/messages`)).json().items.map((m: { name: string }) => m.name);
    expect(await guestNames()).not.toContain('Deniz');
    await api.call(owner.token, 'PATCH', url, { status: 'published' });
    expect(await guestNames()).toContain('Deniz');
    expectError(await api.call(owner.token, 'PATCH', url, { status: 'pending' }), 400, 'VALIDATION_FAILED');

    const extra = await api.reply(hash, { name: 'Silinecek', attending: false });
    const extraUrl = `/api/invitations/${invitationId}/messages/${extra.json().reply.id}`;
    expect((await api.call(owner.token, 'DELETE', extraUrl)).statusCode).toBe(204);
    expectError(await api.call(owner.token, 'DELETE', extraUrl), 404, 'NOT_FOUND');
    expect((await list()).summary).toEqual(SUMMARY);
  });
});

describe('GET /api/invitations/{id}/messages.csv', () => {
  const csv = (query = '') =>
    api.call(owner.token, 'GET', `/api/invitations/${invitationId}/messages.csv${query}`);

  it('is UTF-8 with a BOM, `;`-separated, Turkish by default, named after the couple', async () => {
    const response = await csv();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Ayse & Cagri - yanitlar.csv"; filename*=UTF-8''${encodeURIComponent('Ayşe & Çağrı - yanıtlar.csv')}`,
    );
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe('Ad Soyad;Katılım;Kişi sayısı;Mesaj;Durum;Tarih');
    expect(lines).toContain(
      'Şükrü Öztürk;Evet;3;Gönülden tebrikler, İzmir’den geliyoruz!;Yayında;' +
        lines
          .find((l) => l.startsWith('Şükrü'))!
          .split(';')
          .at(-1),
    );
    expect(lines.find((l) => l.startsWith('Ilgın'))).toMatch(
      /^Ilgın Işık;Hayır;0;"Çok üzgünüm; gelemiyorum.";Yayında;\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/,
    );
    // a formula a guest typed stays text
    expect(lines.find((l) => l.includes('HYPERLINK'))).toMatch(/^"'=HYPERLINK\(""http:\/\/evil""\)";Hayır;/);
    expect(lines.at(-1)).toBe('');
    expect(lines).toHaveLength(6);
  });

  it('writes the header and the words in the asked language and the time in the invitation’s zone', async () => {
    const reply = (await list('?q=Şükrü')).items[0]!;
    const local = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Istanbul',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    }).format(new Date(reply.createdAt));
    const linesOf = async (lang: string) =>
      (await csv(`?lang=${lang}`)).rawPayload.subarray(3).toString('utf8').split('\r\n');
    const en = await linesOf('en');
    expect(en[0]).toBe('Name;Attending;Guests;Message;Status;Date');
    expect(en.find((l) => l.startsWith('Şükrü'))).toBe(
      `Şükrü Öztürk;Yes;3;Gönülden tebrikler, İzmir’den geliyoruz!;Published;${local}`,
    );
    expect((await linesOf('de'))[0]).toBe('Name;Teilnahme;Personen;Nachricht;Status;Datum');
    expect((await linesOf('ru'))[0]).toBe('Имя;Придёт;Гостей;Сообщение;Статус;Дата');
    expectError(await csv('?lang=fr'), 400, 'VALIDATION_FAILED');
  });
});

describe('GET /api/invite/{hash}/calendar.ics', () => {
  it('is one event a real parser reads at the right instant, with the place, text and link', async () => {
    const response = await api.guest(`/api/invite/${hash}/calendar.ics`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="Ayse & Cagri\.ics"/);
    const calendar = new ICAL.Component(ICAL.parse(response.body));
    const events = calendar.getAllSubcomponents('vevent');
    expect(events).toHaveLength(1);
    const event = new ICAL.Event(events[0]);
    expect(event.startDate.toJSDate().toISOString()).toBe('2030-06-15T16:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2030-06-15T20:00:00.000Z');
    expect(event.summary).toBe('Düğünümüze davetlisiniz');
    expect(event.location).toBe('Çırağan Sarayı, Çırağan Cad. 32, Beşiktaş, İstanbul');
    expect(event.description).toBe(
      `Bu mutlu günümüzde sizi de aramızda görmek isteriz.\n\nhttp://hatira.test/i/${hash}`,
    );
    expect(events[0]!.getFirstPropertyValue('url')).toBe(`http://hatira.test/i/${hash}`);
  });
});
