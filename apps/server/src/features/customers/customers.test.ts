import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createTestApp, type TestApp } from '../../../test/app.js';
import { bearer, createEvent, ownerOf, registerSubscriber, signIn } from '../../../test/factories.js';
import { mailsTo } from '../../../test/mail.js';
import { users } from '../users/users.table.js';
import { acceptInvitation, customersApi, invitationTokenFor } from './customers.test-support.js';

let t: TestApp;
let api: ReturnType<typeof customersApi>;
beforeAll(async () => {
  t = await createTestApp();
  api = customersApi(t);
});
afterAll(() => t.close());

let counter = 0;
const newEmail = () => `musteri${++counter}-${Date.now()}@example.com`;
const corporate = () => registerSubscriber(t.app, { accountType: 'corporate' });

async function createCustomer(token: string, body: Record<string, unknown> = {}) {
  const response = await api.create(token, { fullName: 'Zeynep Kaya', email: newEmail(), ...body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; email: string; status: string; events: unknown[] };
}

describe('customers of a corporate subscriber', () => {
  it('creates a pending customer who sets a password from the mail and sees only assigned events', async () => {
    const organiser = await corporate();
    const customer = await createCustomer(organiser.accessToken, {
      phone: '+90 532 000 00 00',
      note: 'Haziran düğünü',
    });
    expect(customer).toMatchObject({
      status: 'pending',
      subscriberId: organiser.userData.id,
      phone: '+90 532 000 00 00',
      note: 'Haziran düğünü',
      eventCount: 0,
      events: [],
    });
    const [mail] = await mailsTo(t, customer.email);
    expect(mail?.subject).toContain('Hatıra');

    const owner = ownerOf(organiser);
    const { qr: assigned } = await createEvent(t, {
      owner,
      settings: { title: 'Kaya Düğünü', customerId: customer.id },
    });
    await createEvent(t, { owner, settings: { title: 'Başka bir etkinlik' } });

    const detail = (await api.get(organiser.accessToken, customer.id)).json();
    expect(detail.eventCount).toBe(1);
    expect(detail.events.map((e: { title: string }) => e.title)).toEqual(['Kaya Düğünü']);

    const customerToken = await acceptInvitation(t, customer.email, 'a brand new secret');
    const events = await t.app.inject({
      method: 'GET',
      url: '/api/qr-codes',
      headers: bearer(customerToken),
    });
    expect(events.json().items.map((e: { id: string }) => e.id)).toEqual([assigned.id]);
    expect((await api.get(organiser.accessToken, customer.id)).json().status).toBe('active');
  });

  it('lists, searches, sorts and pages only the caller’s own customers', async () => {
    const organiser = await corporate();
    const other = await corporate();
    await createCustomer(organiser.accessToken, { fullName: 'Ayşe Demir' });
    await createCustomer(organiser.accessToken, { fullName: 'Burak Şahin' });
    await createCustomer(organiser.accessToken, { fullName: 'Cem Yıldız' });
    const foreign = await createCustomer(other.accessToken, { fullName: 'Ayşe Başkası' });

    const all = (await api.list(organiser.accessToken, '?sortBy=fullName&orderBy=asc')).json();
    expect(all.total).toBe(3);
    expect(all.items.map((c: { fullName: string }) => c.fullName)).toEqual([
      'Ayşe Demir',
      'Burak Şahin',
      'Cem Yıldız',
    ]);
    const searched = (await api.list(organiser.accessToken, '?q=ayşe')).json();
    expect(searched.items.map((c: { fullName: string }) => c.fullName)).toEqual(['Ayşe Demir']);
    const page = (await api.list(organiser.accessToken, '?sortBy=fullName&page=2&itemsPerPage=2')).json();
    expect(page).toMatchObject({ total: 3, items: [{ fullName: 'Cem Yıldız' }] });

    for (const response of [
      await api.get(organiser.accessToken, foreign.id),
      await api.update(organiser.accessToken, foreign.id, { fullName: 'X' }),
      await api.remove(organiser.accessToken, foreign.id),
      await api.invite(organiser.accessToken, foreign.id),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
  });

  it('refuses missing fields and an email already in use', async () => {
    const organiser = await corporate();
    const missing = await api.create(organiser.accessToken, { email: 'not-an-email' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(missing.json().error.fields).sort()).toEqual(['email', 'fullName']);

    const taken = await api.create(organiser.accessToken, {
      fullName: 'Kopya',
      email: organiser.userData.email,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatchObject({
      code: 'EMAIL_TAKEN',
      fields: { email: 'This email address is already registered.' },
    });
  });

  it('updates a customer, keeping emails unique', async () => {
    const organiser = await corporate();
    const first = await createCustomer(organiser.accessToken);
    const second = await createCustomer(organiser.accessToken);
    const updated = await api.update(organiser.accessToken, first.id, {
      fullName: 'Zeynep Kaya Yılmaz',
      phone: null,
      note: 'Nikah 14:00',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      fullName: 'Zeynep Kaya Yılmaz',
      phone: null,
      note: 'Nikah 14:00',
    });

    const clash = await api.update(organiser.accessToken, first.id, { email: second.email.toUpperCase() });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.code).toBe('EMAIL_TAKEN');
    const same = await api.update(organiser.accessToken, first.id, { email: first.email });
    expect(same.statusCode).toBe(200);
  });

  it('deletes a customer with their picture; their events stay with the subscriber, unassigned', async () => {
    const organiser = await corporate();
    const customer = await createCustomer(organiser.accessToken);
    const { qr: event } = await createEvent(t, {
      owner: ownerOf(organiser),
      settings: { title: 'Nişan', customerId: customer.id },
    });
    await t.storage.put('avatars/customer-picture.webp', Readable.from(Buffer.from('webp')));
    await t.db
      .update(users)
      .set({ avatarKey: 'avatars/customer-picture.webp' })
      .where(eq(users.id, customer.id));
    expect((await api.remove(organiser.accessToken, customer.id)).statusCode).toBe(204);
    expect(await t.storage.stat('avatars/customer-picture.webp')).toBeNull();
    expect((await api.get(organiser.accessToken, customer.id)).statusCode).toBe(404);
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/qr-codes/${event.id}`,
      headers: bearer(organiser.accessToken),
    });
    expect(after.json().customerId).toBeNull();
  });

  it('resends the invitation: only the newest link works', async () => {
    const organiser = await corporate();
    const customer = await createCustomer(organiser.accessToken);
    const stale = await invitationTokenFor(t, customer.email);
    expect((await api.invite(organiser.accessToken, customer.id)).statusCode).toBe(204);
    expect(await mailsTo(t, customer.email)).toHaveLength(2);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: stale, password: 'a brand new secret' },
    });
    expect(refused.json().error.code).toBe('RESET_TOKEN_INVALID');
    await acceptInvitation(t, customer.email, 'a brand new secret');
  });

  it('tells an individual subscriber that customers are for corporate accounts', async () => {
    const individual = await registerSubscriber(t.app, { accountType: 'individual' });
    const response = await api.list(individual.accessToken);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('CORPORATE_ONLY');
  });
});

describe('customers as an admin sees them', () => {
  it('lists every subscriber’s customers and creates one for a named corporate subscriber', async () => {
    const admin = await signIn(t.app, ADMIN.email, ADMIN.password);
    const organiser = await corporate();
    const individual = await registerSubscriber(t.app, { accountType: 'individual' });
    const mine = await createCustomer(organiser.accessToken);

    const listed = (await api.list(admin.accessToken, '?itemsPerPage=100')).json();
    expect(listed.items.map((c: { id: string }) => c.id)).toContain(mine.id);

    const without = await api.create(admin.accessToken, { fullName: 'Admin Müşterisi', email: newEmail() });
    expect(without.statusCode).toBe(400);
    expect(without.json().error.fields).toEqual({ subscriberId: 'This field is required' });
    const notCorporate = await api.create(admin.accessToken, {
      fullName: 'Admin Müşterisi',
      email: newEmail(),
      subscriberId: individual.userData.id,
    });
    expect(notCorporate.json().error.fields).toEqual({ subscriberId: 'This value is not valid' });

    const made = await createCustomer(admin.accessToken, { subscriberId: organiser.userData.id });
    expect(made).toMatchObject({
      subscriberId: organiser.userData.id,
      subscriberName: organiser.userData.fullName,
    });
    const seen = (await api.list(organiser.accessToken)).json();
    expect(seen.items.map((c: { id: string }) => c.id)).toContain(made.id);
  });
});
