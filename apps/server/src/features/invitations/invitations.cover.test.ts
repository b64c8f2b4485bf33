// The invitation's cover (DESIGN.md §6.5): a JPG, PNG, WebP or HEIC photo comes out as a WebP
// cropped to COVER_ASPECT at COVER_WIDTH_PX and COVER_THUMB_WIDTH_PX, upright, without EXIF or GPS;
// the old files go when a new cover replaces them, when the cover is removed, and when the
// invitation is deleted. Anything else is refused with nothing stored.
import { readFile } from 'node:fs/promises';
import exifr from 'exifr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COVER_THUMB_WIDTH_PX, COVER_WIDTH_PX, type Invitation } from '@hatira/shared/invitations';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { bearer, expectError, type TestOwner } from '../../../test/factories.js';
import { coverKeyOf } from './invitations.queries.js';
import { invitationsApi, ownerWithInvitation } from './invitations.test-support.js';

const FIXTURES = new URL('../../../test/fixtures/', import.meta.url);
const fixture = (name: string) => readFile(new URL(name, FIXTURES));

let t: TestApp;
let api: ReturnType<typeof invitationsApi>;
let owner: TestOwner;
beforeAll(async () => {
  t = await createTestApp();
  api = invitationsApi(t);
  owner = (await ownerWithInvitation(t)).owner;
});
afterAll(() => t.close());

async function upload(invitationId: string, bytes: Buffer, filename = 'cover.jpg', token = owner.token) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), filename);
  const request = new Request('http://hatira.test/', { method: 'POST', body: form });
  return t.app.inject({
    method: 'POST',
    url: `/api/invitations/${invitationId}/cover`,
    headers: { ...bearer(token), 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

/** The served picture behind a cover URL (no sign-in needed: the public page shows it). */
async function served(url: string) {
  const response = await t.app.inject({ url });
  expect(response.statusCode, url).toBe(200);
  expect(response.headers['content-type']).toBe('image/webp');
  expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  return response.rawPayload;
}

const fileOf = (url: string) => coverKeyOf(url.slice(url.lastIndexOf('/') + 1));
const isStored = async (url: string) => (await t.storage.stat(fileOf(url))) !== null;

async function expectCover(invitation: Invitation) {
  const cover = await sharp(await served(invitation.coverUrl!)).metadata();
  expect([cover.format, cover.width, cover.height]).toEqual(['webp', COVER_WIDTH_PX, 900]);
  expect(cover.exif).toBeUndefined();
  const thumb = await sharp(await served(invitation.coverThumbUrl!)).metadata();
  expect([thumb.format, thumb.width, thumb.height]).toEqual(['webp', COVER_THUMB_WIDTH_PX, 300]);
}

describe('POST /api/invitations/{id}/cover', () => {
  it('makes a phone JPEG a 4:3 WebP without its GPS position, and shows it to guests', async () => {
    const invitation = await api.create(owner);
    const original = await fixture('photo-exif.jpg');
    expect((await exifr.gps(original))?.latitude).toBeCloseTo(41.0082); // the fixture does carry it
    const response = await upload(invitation.id, original);
    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json() as Invitation;
    await expectCover(updated);
    expect(await exifr.gps(await served(updated.coverUrl!)).catch(() => undefined)).toBeUndefined();
    const guest = await api.guest(`/api/invite/${invitation.hash}`);
    expect(guest.json().coverUrl).toBe(updated.coverUrl);
  });

  it('turns a photo stored sideways upright (EXIF orientation)', async () => {
    const invitation = await api.create(owner);
    // stored 400×300, left half red, right half blue; orientation 6 shows it turned a quarter
    // clockwise: red on top, blue below
    const halves = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="200" height="300" fill="#f00"/><rect x="200" width="200" height="300" fill="#00f"/></svg>',
    );
    const sideways = await sharp(halves).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const updated = (await upload(invitation.id, sideways)).json() as Invitation;
    const { data, info } = await sharp(await served(updated.coverUrl!))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
    ];
    const [top, bottom] = [pixel(10, 10), pixel(10, info.height - 10)];
    expect(top[0]).toBeGreaterThan(200);
    expect(top[2]).toBeLessThan(60);
    expect(bottom[2]).toBeGreaterThan(200);
    expect(bottom[0]).toBeLessThan(60);
  });

  it('takes a PNG, a WebP and an iPhone HEIC, and deletes the old files as each replaces the last', async () => {
    const invitation = await api.create(owner);
    const png = await sharp({ create: { width: 2000, height: 500, channels: 3, background: '#c9a227' } })
      .png()
      .toBuffer();
    const webp = await sharp({ create: { width: 600, height: 900, channels: 3, background: '#4f7942' } })
      .webp()
      .toBuffer();
    let previous: Invitation | null = null;
    for (const [bytes, name] of [
      [png, 'wide.png'],
      [webp, 'tall.webp'],
      [await fixture('iphone.heic'), 'IMG_0001.HEIC'],
    ] as const) {
      const response = await upload(invitation.id, bytes, name);
      expect(response.statusCode, `${name}: ${response.body}`).toBe(200);
      const updated = response.json() as Invitation;
      await expectCover(updated);
      if (previous) {
        expect(await isStored(previous.coverUrl!)).toBe(false);
        expect(await isStored(previous.coverThumbUrl!)).toBe(false);
      }
      previous = updated;
    }
  });

  it('refuses anything but a photo (415) and a file over 20 MB (413), keeping the cover it had', async () => {
    const invitation = await api.create(owner);
    const first = (await upload(invitation.id, await fixture('photo.png'), 'a.png')).json() as Invitation;
    for (const [bytes, name] of [
      [Buffer.from('just some text, not a picture'), 'notes.jpg'],
      [await fixture('drawing.svg'), 'drawing.svg'],
      [await fixture('clip.mp4'), 'clip.mp4'],
      [await fixture('truncated.jpg'), 'truncated.jpg'],
    ] as const)
      expectError(
        await upload(invitation.id, bytes, name),
        415,
        'COVER_INVALID_TYPE',
        'Please choose a JPG, PNG, WebP or HEIC photo.',
      );
    const huge = Buffer.concat([await fixture('photo.png'), Buffer.alloc(20 * 1024 * 1024)]);
    expectError(await upload(invitation.id, huge, 'huge.png'), 413, 'COVER_TOO_LARGE');
    const json = await api.call(owner.token, 'POST', `/api/invitations/${invitation.id}/cover`, {
      file: 'x',
    });
    expectError(json, 415, 'COVER_INVALID_TYPE');

    const now = (
      await api.call(owner.token, 'GET', `/api/invitations/${invitation.id}`)
    ).json() as Invitation;
    expect(now.coverUrl).toBe(first.coverUrl);
    expect(await isStored(first.coverUrl!)).toBe(true);
  });
});

describe('removing the cover', () => {
  it('deletes its files with DELETE …/cover and with the invitation', async () => {
    const invitation = await api.create(owner);
    const photo = await fixture('photo.png');
    const withCover = (await upload(invitation.id, photo, 'a.png')).json() as Invitation;
    const removed = await api.call(owner.token, 'DELETE', `/api/invitations/${invitation.id}/cover`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ coverUrl: null, coverThumbUrl: null });
    expect(await isStored(withCover.coverUrl!)).toBe(false);
    expect(await isStored(withCover.coverThumbUrl!)).toBe(false);
    expect((await t.app.inject({ url: withCover.coverUrl! })).statusCode).toBe(404);

    const again = (await upload(invitation.id, photo, 'a.png')).json() as Invitation;
    expect((await api.call(owner.token, 'DELETE', `/api/invitations/${invitation.id}`)).statusCode).toBe(204);
    expect(await isStored(again.coverUrl!)).toBe(false);
    expect(await isStored(again.coverThumbUrl!)).toBe(false);
  });
});
