// Album visibility as the owner sets it (DESIGN.md §6.7, decision 053): public, after_reveal with
// a time or "when I open it", owner_only; the reveal call; and who may make these changes.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Album } from '@hatira/shared/albums';
import { createTestApp, type TestApp } from '../../../test/app.js';
import {
  bearer,
  createEvent,
  createUserWithRole,
  expectError,
  registerSubscriber,
  type TestEvent,
} from '../../../test/factories.js';
import { albums } from './albums.table.js';

let t: TestApp;
let event: TestEvent;
beforeAll(async () => {
  t = await createTestApp();
});
// an event each: the plan caps the albums of one
beforeEach(async () => {
  event = await createEvent(t);
});
afterAll(() => t.close());

const HOUR = 60 * 60 * 1000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

const call = (method: 'POST' | 'PATCH' | 'GET', url: string, payload?: object, token = event.owner.token) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload && { payload }) });

async function create(body: Record<string, unknown>): Promise<Album> {
  const response = await call('POST', '/api/albums', { qrCodeId: event.qr.id, name: 'Gece', ...body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function patch(id: string, body: Record<string, unknown>): Promise<Album> {
  const response = await call('PATCH', `/api/albums/${id}`, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const reveal = (id: string, token?: string) => call('POST', `/api/albums/${id}/reveal`, undefined, token);

async function storedRevealAt(id: string) {
  const [row] = await t.db.select({ revealAt: albums.revealAt }).from(albums).where(eq(albums.id, id));
  return row!.revealAt;
}

describe('album visibility', () => {
  it('is public by default, and every album says whether guests see it now', async () => {
    expect(event.generalAlbum).toMatchObject({ visibility: 'public', revealAt: null, revealed: true });
    expect(await create({})).toMatchObject({ visibility: 'public', revealAt: null, revealed: true });
  });

  it('after_reveal: hidden until its time, open once the time has passed; null waits for the owner', async () => {
    const later = inHours(12);
    expect(await create({ visibility: 'after_reveal', revealAt: later })).toMatchObject({
      visibility: 'after_reveal',
      revealAt: later,
      revealed: false,
    });
    const past = inHours(-1);
    expect(await create({ visibility: 'after_reveal', revealAt: past })).toMatchObject({
      revealAt: past,
      revealed: true,
    });
    expect(await create({ visibility: 'after_reveal', revealAt: null })).toMatchObject({
      revealAt: null,
      revealed: false,
    });
  });

  it('keeps a reveal time only for after_reveal: other visibilities store none', async () => {
    const box = await create({ visibility: 'owner_only', revealAt: inHours(2) });
    expect(box).toMatchObject({ visibility: 'owner_only', revealAt: null, revealed: false });
    const hidden = await create({ visibility: 'after_reveal', revealAt: inHours(3) });
    // a change that names neither keeps both
    expect(await patch(hidden.id, { name: 'Kına' })).toMatchObject({ revealAt: hidden.revealAt });
    // a new time alone moves it
    const sooner = inHours(1);
    expect(await patch(hidden.id, { revealAt: sooner })).toMatchObject({ revealAt: sooner, revealed: false });
    // made public: open, and the old time is gone for good
    expect(await patch(hidden.id, { visibility: 'public' })).toMatchObject({
      revealAt: null,
      revealed: true,
    });
    expect(await storedRevealAt(hidden.id)).toBeNull();
    // hidden again without a time: it waits for the owner, not for the old date
    expect(await patch(hidden.id, { visibility: 'after_reveal' })).toMatchObject({
      revealAt: null,
      revealed: false,
    });
  });

  it('refuses a visibility or a time it does not know, naming the field', async () => {
    for (const body of [
      { visibility: 'secret' },
      { revealAt: 'tomorrow' },
      { revealAt: '2026-06-12T10:00' },
    ]) {
      const response = await call('PATCH', `/api/albums/${event.generalAlbum.id}`, body);
      expectError(response, 400, 'VALIDATION_FAILED');
      expect(Object.keys(response.json().error.fields)).toEqual(Object.keys(body));
    }
    expect((await call('GET', `/api/albums/${event.generalAlbum.id}`)).json()).toMatchObject({
      visibility: 'public',
    });
  });
});

describe('POST /api/albums/{id}/reveal', () => {
  it('opens an after_reveal album now, whether it waited for a time or for the owner', async () => {
    for (const revealAt of [inHours(24), null]) {
      const album = await create({ visibility: 'after_reveal', revealAt });
      const before = Date.now();
      const response = await reveal(album.id);
      expect(response.statusCode, response.body).toBe(200);
      const revealed = response.json() as Album;
      expect(revealed).toMatchObject({ id: album.id, visibility: 'after_reveal', revealed: true });
      const at = Date.parse(revealed.revealAt!);
      expect(at).toBeGreaterThanOrEqual(before);
      expect(at).toBeLessThanOrEqual(Date.now());
      expect((await storedRevealAt(album.id))?.toISOString()).toBe(revealed.revealAt);
    }
  });

  it('revealing an open album again keeps the time it opened', async () => {
    const past = inHours(-5);
    const album = await create({ visibility: 'after_reveal', revealAt: past });
    const response = await reveal(album.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ revealAt: past, revealed: true });
  });

  it('ALBUM_NOT_AFTER_REVEAL (409) for a public album and a drop box, which stay as they were', async () => {
    const box = await create({ visibility: 'owner_only' });
    for (const album of [event.generalAlbum, box]) {
      expectError(
        await reveal(album.id),
        409,
        'ALBUM_NOT_AFTER_REVEAL',
        'Only an album that opens later can be revealed.',
      );
      expect(await storedRevealAt(album.id)).toBeNull();
    }
    expect((await call('GET', `/api/albums/${box.id}`)).json()).toMatchObject({
      visibility: 'owner_only',
      revealed: false,
    });
  });

  it('follows the album edit rules: another subscriber gets 404, an assigned customer may reveal', async () => {
    const album = await create({ visibility: 'after_reveal' });
    const stranger = await createEvent(t);
    expectError(await reveal(album.id, stranger.owner.token), 404, 'NOT_FOUND');
    expect(await storedRevealAt(album.id)).toBeNull();
    expectError(await reveal('0190a0a0-0000-7000-8000-000000000000'), 404, 'NOT_FOUND');

    const organiser = await registerSubscriber(t.app, { accountType: 'corporate' });
    const customer = await createUserWithRole(t.app, t.db, 'customer', {
      subscriberId: organiser.userData.id,
    });
    const assigned = await call(
      'POST',
      '/api/qr-codes',
      { title: 'Their wedding', customerId: customer.userData.id },
      organiser.accessToken,
    );
    expect(assigned.statusCode, assigned.body).toBe(201);
    const theirs = await call(
      'POST',
      '/api/albums',
      { qrCodeId: assigned.json().id, name: 'Sürpriz', visibility: 'after_reveal' },
      customer.accessToken,
    );
    expect(theirs.statusCode, theirs.body).toBe(201);
    const revealed = await reveal(theirs.json().id, customer.accessToken);
    expect(revealed.statusCode, revealed.body).toBe(200);
    expect(revealed.json()).toMatchObject({ revealed: true });
  });
});
