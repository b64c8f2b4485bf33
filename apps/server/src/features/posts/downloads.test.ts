import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import {
  addAlbum,
  bearer,
  createEvent,
  registerSubscriber,
  signIn,
  type TestEvent,
} from '../../../test/factories.js';
import { resolveSession } from '../sessions/sessions.service.js';
import { createDownloadLink } from './downloads.js';
import { readZip, seedPost, sha256, type SeededPost } from './posts.test-support.js';

const fixture = (name: string) => readFile(path.join(import.meta.dirname, '../../../test/fixtures', name));

let t: TestApp;
let owner: { token: string; userId: string; email: string; password: string };
let event: TestEvent;
let ceremonyId: string;
let partyId: string;
const seeded: Record<string, SeededPost> = {};
beforeAll(async () => {
  t = await createTestApp();
  const registered = await registerSubscriber(t.app);
  owner = {
    token: registered.accessToken,
    userId: registered.userData.id,
    email: registered.userData.email,
    password: registered.password,
  };
  event = await createEvent(t, { owner, settings: { title: 'Ayşe & Mehmet' } });
  ceremonyId = (await addAlbum(t, event, { name: 'Ceremony' })).id;
  const ceremonyTwin = (await addAlbum(t, event, { name: 'ceremony' })).id;
  partyId = (await addAlbum(t, event, { name: 'Party/After' })).id;
  const [jpeg, mp4, png] = await Promise.all([
    fixture('photo-exif.jpg'),
    fixture('clip.mp4'),
    fixture('photo.png'),
  ]);
  const at = (albumId: string, minutesAgo: number) => ({
    qrCodeId: event.qr.id,
    albumId,
    createdAt: new Date(Date.now() - minutesAgo * 60_000),
  });
  seeded.ayse1 = await seedPost(t, {
    ...at(event.generalAlbum.id, 50),
    guestName: 'Ayşe',
    media: [
      { bytes: jpeg, mime: 'image/jpeg' },
      { bytes: mp4, mime: 'video/mp4', kind: 'video', status: 'processing', variants: [] },
    ],
  });
  seeded.ayse2 = await seedPost(t, {
    ...at(event.generalAlbum.id, 40),
    guestName: 'Ayşe',
    media: [{ bytes: png, mime: 'image/png', status: 'failed' }],
  });
  seeded.ayseLower = await seedPost(t, { ...at(event.generalAlbum.id, 35), guestName: 'ayşe' });
  seeded.pending = await seedPost(t, {
    ...at(event.generalAlbum.id, 30),
    guestName: 'Can',
    status: 'pending',
  });
  seeded.rejected = await seedPost(t, {
    ...at(event.generalAlbum.id, 25),
    guestName: 'Deniz',
    status: 'rejected',
    media: [{ mime: 'image/heic', originalFilename: 'IMG_1.HEIC' }],
  });
  seeded.sneaky = await seedPost(t, { ...at(ceremonyId, 20), guestName: '../../etc/passwd' });
  seeded.device = await seedPost(t, { ...at(ceremonyId, 15), guestName: 'CON' });
  seeded.twin = await seedPost(t, { ...at(ceremonyTwin, 10), guestName: 'Elif' });
  seeded.party = await seedPost(t, { ...at(partyId, 5), guestName: 'Fatma', status: 'pending' });
});
afterAll(() => t.close());

const get = (url: string, token?: string) => t.app.inject({ url, ...(token && { headers: bearer(token) }) });

function entriesOf(response: { rawPayload: Buffer }) {
  return readZip(response.rawPayload);
}

describe('GET /api/qr-codes/:id/download', () => {
  it('streams the published originals, a folder per album, safe and unique names, bytes unchanged', async () => {
    const response = await get(`/api/qr-codes/${event.qr.id}/download`, owner.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-length']).toBeUndefined();
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Ayse & Mehmet.zip"; filename*=UTF-8''Ay%C5%9Fe%20%26%20Mehmet.zip`,
    );
    const entries = entriesOf(response);
    expect(entries.map((e) => e.name)).toEqual([
      'General Shares/Ayşe-1.jpg',
      'General Shares/Ayşe-2.mp4',
      'General Shares/Ayşe-3.png',
      'General Shares/ayşe-4.jpg',
      'Ceremony/_.._etc_passwd-1.jpg',
      'Ceremony/_CON-1.jpg',
      'ceremony (2)/Elif-1.jpg',
    ]);
    const [jpeg, mp4, png] = await Promise.all([
      fixture('photo-exif.jpg'),
      fixture('clip.mp4'),
      fixture('photo.png'),
    ]);
    const hashes = entries.map((e) => sha256(e.data));
    expect(hashes.slice(0, 3)).toEqual([sha256(jpeg), sha256(mp4), sha256(png)]);
    expect(hashes.slice(3)).toEqual(
      [seeded.ayseLower!, seeded.sneaky!, seeded.device!, seeded.twin!].map((p) => p.media[0]!.sha256),
    );
    for (const entry of entries) {
      expect(entry.method).toBe(0); // stored: media are compressed already
      expect(entry.isUtf8).toBe(true);
    }
  });

  it('all=true adds pending and rejected posts', async () => {
    const response = await get(`/api/qr-codes/${event.qr.id}/download?all=true`, owner.token);
    const names = entriesOf(response).map((e) => e.name);
    expect(names).toEqual([
      'General Shares/Ayşe-1.jpg',
      'General Shares/Ayşe-2.mp4',
      'General Shares/Ayşe-3.png',
      'General Shares/ayşe-4.jpg',
      'General Shares/Can-1.jpg',
      'General Shares/Deniz-1.heic',
      'Ceremony/_.._etc_passwd-1.jpg',
      'Ceremony/_CON-1.jpg',
      'ceremony (2)/Elif-1.jpg',
      'Party_After/Fatma-1.jpg',
    ]);
    const deniz = entriesOf(response).find((e) => e.name.endsWith('Deniz-1.heic'))!;
    expect(sha256(deniz.data)).toBe(seeded.rejected!.media[0]!.sha256);
  });

  it('an event without posts gives a valid, empty archive', async () => {
    const empty = await createEvent(t, { owner, settings: { title: 'Свадьба' } });
    const response = await get(`/api/qr-codes/${empty.qr.id}/download`, owner.token);
    expect(response.statusCode).toBe(200);
    expect(entriesOf(response)).toEqual([]);
    // no letters left in ASCII: a neutral fallback name, the real one in filename*
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="download.zip"; filename*=UTF-8''%D0%A1%D0%B2%D0%B0%D0%B4%D1%8C%D0%B1%D0%B0.zip`,
    );
  });
});

describe('GET /api/albums/:id/download', () => {
  it('puts the album’s files at the root of the archive', async () => {
    const response = await get(`/api/albums/${ceremonyId}/download`, owner.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(`filename="Ayse & Mehmet - Ceremony.zip"`);
    expect(entriesOf(response).map((e) => e.name)).toEqual(['_.._etc_passwd-1.jpg', '_CON-1.jpg']);
    const party = await get(`/api/albums/${partyId}/download`, owner.token);
    expect(entriesOf(party)).toEqual([]);
    const partyAll = await get(`/api/albums/${partyId}/download?all=1`, owner.token);
    expect(entriesOf(partyAll).map((e) => e.name)).toEqual(['Fatma-1.jpg']);
  });

  it('a missing stored original is skipped and listed in MISSING.txt instead of breaking the archive', async () => {
    const album = await addAlbum(t, event, { name: 'Missing' });
    const kept = await seedPost(t, { qrCodeId: event.qr.id, albumId: album.id, guestName: 'Gül' });
    const lost = await seedPost(t, { qrCodeId: event.qr.id, albumId: album.id, guestName: 'Hale' });
    await t.storage.delete(lost.media[0]!.keys[0]);
    const response = await get(`/api/albums/${album.id}/download`, owner.token);
    expect(response.statusCode).toBe(200);
    const entries = entriesOf(response);
    expect(entries.map((e) => e.name)).toEqual(['Gül-1.jpg', 'MISSING.txt']);
    expect(sha256(entries[0]!.data)).toBe(kept.media[0]!.sha256);
    const text = entries[1]!.data.toString('utf8');
    expect(text).toContain('\nHale-1.jpg\n');
    expect(text.split('\n')[0]).toMatch(/.+:$/); // a header line in the owner's language
  });
});

describe('download links', () => {
  const link = async (url: string, token = owner.token) => {
    const response = await t.app.inject({ method: 'POST', url, headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    return response.json() as { url: string; expiresAt: string };
  };

  it('gives a short-lived address that downloads without the Bearer header', async () => {
    const before = Date.now();
    const made = await link(`/api/qr-codes/${event.qr.id}/download-link`);
    expect(made.url).toMatch(new RegExp(`^/api/qr-codes/${event.qr.id}/download\\?t=[\\w-]+\\.[\\w-]+$`));
    const ttl = new Date(made.expiresAt).getTime() - before;
    expect(ttl).toBeGreaterThan(9 * 60_000);
    expect(ttl).toBeLessThanOrEqual(10 * 60_000 + 5_000);
    const response = await get(made.url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    const names = entriesOf(response).map((e) => e.name);
    expect(names).toContain('General Shares/Ayşe-1.jpg');
    expect(names).not.toContain('General Shares/Can-1.jpg');
  });

  it('binds the `all` choice into the link', async () => {
    const made = await link(`/api/albums/${partyId}/download-link?all=true`);
    const names = entriesOf(await get(made.url)).map((e) => e.name);
    expect(names).toEqual(['Fatma-1.jpg']);
    // the query cannot widen a link made for published posts only
    const narrow = await link(`/api/albums/${partyId}/download-link`);
    expect(entriesOf(await get(`${narrow.url}&all=true`))).toEqual([]);
  });

  it('refuses a missing, tampered, expired or misused token', async () => {
    const signedOut = await get(`/api/albums/${ceremonyId}/download`);
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().error.code).toBe('UNAUTHORIZED');

    const made = await link(`/api/albums/${ceremonyId}/download-link`);
    const token = new URL(made.url, 'http://x').searchParams.get('t')!;
    const tampered = `${token.slice(0, -2)}${token.endsWith('A') ? 'BB' : 'AA'}`;
    expect((await get(`/api/albums/${ceremonyId}/download?t=${tampered}`)).statusCode).toBe(401);
    expect((await get(`/api/albums/${ceremonyId}/download?t=garbage`)).statusCode).toBe(401);

    // a link for one album does not open another, nor the event
    expect((await get(`/api/albums/${partyId}/download?t=${token}`)).statusCode).toBe(404);
    expect((await get(`/api/qr-codes/${event.qr.id}/download?t=${token}`)).statusCode).toBe(404);

    // a link made eleven minutes ago has expired
    const actor = (await resolveSession(t.db, t.config, owner.token))!;
    const old = await createDownloadLink(
      t,
      actor,
      { kind: 'album', id: ceremonyId },
      false,
      Date.now() - 11 * 60_000,
    );
    expect(new Date(old.expiresAt).getTime()).toBeLessThan(Date.now());
    const expired = await get(old.url);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error.code).toBe('UNAUTHORIZED');
    // the same link made now works
    const fresh = await createDownloadLink(t, actor, { kind: 'album', id: ceremonyId }, false);
    expect((await get(fresh.url)).statusCode).toBe(200);
  });

  it('ends with the session that made it: signing out stops a link made before', async () => {
    const session = await signIn(t.app, owner.email, owner.password);
    const made = await link(`/api/albums/${ceremonyId}/download-link`, session.accessToken);
    expect((await get(made.url)).statusCode).toBe(200);
    const loggedOut = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(session.accessToken),
    });
    expect(loggedOut.statusCode).toBe(204);
    const after = await get(made.url);
    expect(after.statusCode).toBe(401);
    expect(after.json().error.code).toBe('UNAUTHORIZED');
    // the owner's other sessions and their links are untouched
    expect((await get((await link(`/api/albums/${ceremonyId}/download-link`)).url)).statusCode).toBe(200);
  });
});
