// Deleting an album or a whole event removes its guests' files too: no orphan is left in storage.
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import {
  addAlbum,
  bearer,
  createEvent,
  ownerOf,
  registerSubscriber,
  type TestOwner,
} from '../../../test/factories.js';
import { mediaKey } from '../../lib/storage/storage.js';
import { media } from '../media/media.table.js';
import { seedPost, storedFiles } from './posts.test-support.js';
import { posts } from './posts.table.js';

let t: TestApp;
let owner: TestOwner;
beforeAll(async () => {
  t = await createTestApp();
  owner = ownerOf(await registerSubscriber(t.app));
});
afterAll(() => t.close());

const remove = (url: string) => t.app.inject({ method: 'DELETE', url, headers: bearer(owner.token) });

async function eventWithFiles(title: string) {
  const event = await createEvent(t, { owner, settings: { title } });
  const album = await addAlbum(t, event, { name: 'Party' });
  const inGeneral = await seedPost(t, {
    qrCodeId: event.qr.id,
    albumId: event.generalAlbum.id,
    media: [{ variants: ['thumb', 'preview'] }, { kind: 'video', variants: ['poster', 'playback'] }],
  });
  const inAlbum = await seedPost(t, { qrCodeId: event.qr.id, albumId: album.id, status: 'pending' });
  // a copy the worker wrote but had not yet recorded on the row when the delete came
  const unrecorded = mediaKey(album.id, inAlbum.media[0]!.id, 'poster');
  await t.storage.put(unrecorded, Readable.from([Buffer.from('poster')]));
  const keys = (p: typeof inGeneral) => p.media.flatMap((m) => m.keys);
  return { event, album, generalKeys: keys(inGeneral), albumKeys: [...keys(inAlbum), unrecorded] };
}

describe('deleting albums and events removes their files', () => {
  it('DELETE /api/albums/:id removes the album’s posts, media and every stored copy', async () => {
    const kept = await eventWithFiles('Kept');
    const target = await eventWithFiles('Target');
    const before = await storedFiles(t);
    expect(before).toEqual(expect.arrayContaining([...target.albumKeys, ...target.generalKeys]));

    expect((await remove(`/api/albums/${target.album.id}`)).statusCode).toBe(204);
    expect(await t.db.select().from(posts).where(eq(posts.albumId, target.album.id))).toEqual([]);
    expect(await t.db.select().from(media).where(eq(media.albumId, target.album.id))).toEqual([]);
    const after = await storedFiles(t);
    expect(after.filter((key) => key.startsWith(`media/${target.album.id}/`))).toEqual([]);
    expect(after).toEqual([...before.filter((key) => !target.albumKeys.includes(key))].sort());
    expect(after).toEqual(
      expect.arrayContaining([...target.generalKeys, ...kept.generalKeys, ...kept.albumKeys]),
    );
  });

  it('DELETE /api/qr-codes/:id removes every file of every album of the event', async () => {
    const kept = await eventWithFiles('Kept too');
    const target = await eventWithFiles('Gone');
    const before = await storedFiles(t);
    expect((await remove(`/api/qr-codes/${target.event.qr.id}`)).statusCode).toBe(204);
    expect(await t.db.select().from(posts).where(eq(posts.qrCodeId, target.event.qr.id))).toEqual([]);
    const after = await storedFiles(t);
    const gone = [...target.generalKeys, ...target.albumKeys];
    expect(after).toEqual(before.filter((key) => !gone.includes(key)));
    expect(after).toEqual(expect.arrayContaining([...kept.generalKeys, ...kept.albumKeys]));
  });

  it('an event with nothing stored deletes as before', async () => {
    const event = await createEvent(t, { owner, settings: { title: 'Empty' } });
    expect((await remove(`/api/qr-codes/${event.qr.id}`)).statusCode).toBe(204);
    expect((await remove(`/api/qr-codes/${event.qr.id}`)).statusCode).toBe(404);
  });
});
