// The wedding day's fields of an event page (DESIGN.md §6.7): guest deletes and the live
// slideshow's settings through create and PATCH, and turning the slideshow on (a new link each
// time, the old one stops) and off, with the same access rules as changing the event.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QrCode } from '@hatira/shared/qr-codes';
import { createCallers, expectAccess, type Callers } from '../../../test/access-matrix.js';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { bearer, createOwner, expectError } from '../../../test/factories.js';
import { showOf, startSlideshow } from '../live/live.test-support.js';
import { qrCodes } from './qr-codes.table.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function create(token: string, payload: Record<string, unknown>) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/qr-codes',
    headers: bearer(token),
    payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as QrCode;
}

const patch = (token: string, id: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PATCH', url: `/api/qr-codes/${id}`, headers: bearer(token), payload });

describe('the wedding day fields', () => {
  it('start with guest deletes on and the slideshow off, 8 s a photo, videos and names shown', async () => {
    const owner = await createOwner(t);
    const created = await create(owner.token, { title: 'Düğün' });
    expect(created).toMatchObject({
      guestDeleteEnabled: true,
      slideshowUrl: null,
      slideshowInterval: 8,
      slideshowIncludeVideos: true,
      slideshowShowNames: true,
      slideshowIncludeHidden: false,
    });
  });

  it('are taken on create and changed one by one with PATCH', async () => {
    const owner = await createOwner(t);
    const created = await create(owner.token, {
      title: 'Kına',
      guestDeleteEnabled: false,
      slideshowInterval: 3,
      slideshowIncludeVideos: false,
      slideshowShowNames: false,
      slideshowIncludeHidden: true,
    });
    expect(created).toMatchObject({
      guestDeleteEnabled: false,
      slideshowInterval: 3,
      slideshowIncludeVideos: false,
      slideshowShowNames: false,
      slideshowIncludeHidden: true,
    });
    const changed = await patch(owner.token, created.id, { slideshowInterval: 60, guestDeleteEnabled: true });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      title: 'Kına',
      guestDeleteEnabled: true,
      slideshowInterval: 60,
      slideshowIncludeVideos: false,
      slideshowShowNames: false,
      slideshowIncludeHidden: true,
    });
    const [row] = await t.db.select().from(qrCodes).where(eq(qrCodes.id, created.id));
    expect(row).toMatchObject({ guestDeleteEnabled: true, slideshowInterval: 60 });
  });

  it('refuses an interval outside 3–60 s and flags that are not booleans', async () => {
    const owner = await createOwner(t);
    const created = await create(owner.token, { title: 'Nişan' });
    for (const slideshowInterval of [2, 61, 7.5, '8']) {
      const response = await patch(owner.token, created.id, { slideshowInterval });
      expectError(response, 400, 'VALIDATION_FAILED', 'Please fill in the required fields!');
      expect(response.json().error.fields).toEqual({ slideshowInterval: 'This value is not valid' });
    }
    const flags = await patch(owner.token, created.id, { slideshowShowNames: 'yes', guestDeleteEnabled: 1 });
    expect(flags.json().error.fields).toEqual({
      slideshowShowNames: 'This value is not valid',
      guestDeleteEnabled: 'This value is not valid',
    });
    const [row] = await t.db.select().from(qrCodes).where(eq(qrCodes.id, created.id));
    expect(row).toMatchObject({ slideshowInterval: 8, slideshowShowNames: true, guestDeleteEnabled: true });
  });
});

describe('POST and DELETE /api/qr-codes/{id}/slideshow', () => {
  it('turns it on with an unguessable link, replaces the link on every call, and turns it off', async () => {
    const owner = await createOwner(t);
    const created = await create(owner.token, { title: 'Düğün' });
    const first = await startSlideshow(t, created.id, owner.token);
    // 16 random bytes in base64url: 22 URL-safe characters, 128 bits
    expect(first).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(Buffer.from(first, 'base64url')).toHaveLength(16);
    const got = await t.app.inject({ url: `/api/qr-codes/${created.id}`, headers: bearer(owner.token) });
    expect(got.json().slideshowUrl).toBe(`/live/${first}`);
    expect((await showOf(t, first)).statusCode).toBe(200);

    const second = await startSlideshow(t, created.id, owner.token);
    expect(second).not.toBe(first);
    expectError(
      await showOf(t, first),
      404,
      'SLIDESHOW_NOT_FOUND',
      'This slideshow link is no longer valid.',
    );
    expect((await showOf(t, second)).statusCode).toBe(200);

    const off = await t.app.inject({
      method: 'DELETE',
      url: `/api/qr-codes/${created.id}/slideshow`,
      headers: bearer(owner.token),
    });
    expect(off.statusCode).toBe(204);
    expect(off.body).toBe('');
    expectError(await showOf(t, second), 404, 'SLIDESHOW_NOT_FOUND');
    const after = await t.app.inject({ url: `/api/qr-codes/${created.id}`, headers: bearer(owner.token) });
    expect(after.json().slideshowUrl).toBeNull();
    // the settings stay for the next time it is turned on
    expect(after.json().slideshowInterval).toBe(8);
  });

  it('is not changed by editing the event', async () => {
    const owner = await createOwner(t);
    const created = await create(owner.token, { title: 'Düğün' });
    const token = await startSlideshow(t, created.id, owner.token);
    const edited = await patch(owner.token, created.id, { title: 'Düğünümüz', slideshowUrl: '/live/mine' });
    expect(edited.json().slideshowUrl).toBe(`/live/${token}`);
  });
});

describe('who may turn the slideshow on and off', () => {
  let callers: Callers;
  let event: QrCode;
  beforeAll(async () => {
    callers = await createCallers(t);
    // the corporate subscriber's event, assigned to their customer
    event = await create(callers.corporate.token!, {
      title: 'Müşterinin düğünü',
      customerId: callers.customer.userId,
    });
  });

  // as changing the event: the owner and staff; the assigned customer reads it but may not change
  // it; another subscriber does not see it
  const expected = (ok: number) => ({
    signedOut: 401,
    client: 403,
    customer: 403,
    individual: 404,
    corporate: ok,
    admin: ok,
  });

  it('POST', async () => {
    await expectAccess(t, callers, {
      method: 'POST',
      url: `/api/qr-codes/${event.id}/slideshow`,
      expect: expected(200),
    });
  });

  it('DELETE', async () => {
    await expectAccess(t, callers, {
      method: 'DELETE',
      url: `/api/qr-codes/${event.id}/slideshow`,
      expect: expected(204),
    });
    const [row] = await t.db.select().from(qrCodes).where(eq(qrCodes.id, event.id));
    expect(row!.slideshowToken).toBeNull();
  });

  it('an unknown event is 404 for its would-be owner too', async () => {
    const owner = await createOwner(t);
    const url = '/api/qr-codes/01890000-0000-7000-8000-000000000000/slideshow';
    expectError(await t.app.inject({ method: 'POST', url, headers: bearer(owner.token) }), 404, 'NOT_FOUND');
    expectError(
      await t.app.inject({ method: 'DELETE', url, headers: bearer(owner.token) }),
      404,
      'NOT_FOUND',
    );
  });
});
