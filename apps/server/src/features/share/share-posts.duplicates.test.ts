// Duplicates (DESIGN.md §6.7, decision 055): the same bytes sent again into an album — under any
// name, twice in one post, in a later post, from a finished resumable upload, or by two guests at
// the same moment — are stored once; the guest is told which files were skipped; a post of nothing
// but duplicates is ALL_DUPLICATES with nothing written; and nothing is counted twice against the
// album's places or the owner's storage quota.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@hatira/shared/errors';
import type { CreateGuestPostResponse } from '@hatira/shared/share';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { addAlbum, bearer } from '../../../test/factories.js';
import { uuidv7 } from '../../lib/ids.js';
import { media } from '../media/media.table.js';
import { posts } from '../posts/posts.table.js';
import {
  countRows,
  createPostEvent,
  expectGuestError,
  fixture,
  fixturePart,
  postForm,
  scratchFiles,
  storedFilesOf,
  textFields,
  type FormPart,
  type PostEvent,
} from './share-posts.test-support.js';
import { filesOf, listen, uploadWhole } from './uploads.test-support.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let listening: Promise<string> | undefined;
/** The app on a real port, for tus uploads and requests that truly run at once. */
const server = () => (listening ??= listen(t));

async function postOk(event: PostEvent, parts: FormPart[], albumId = event.album.id) {
  const response = await postForm(t, event.qr.hash, [...textFields(event, { albumId }), ...parts]);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as CreateGuestPostResponse;
}

const mediaNames = async (albumId: string) =>
  (await t.db.select({ name: media.originalFilename }).from(media).where(eq(media.albumId, albumId)))
    .map((row) => row.name)
    .sort();

describe('the same bytes again in an album', () => {
  it('are skipped under another name in a later post, and the skipped names are told', async () => {
    const event = await createPostEvent(t);
    expect((await postOk(event, [await fixturePart('photo.png', 'IMG_1.PNG')])).duplicates).toEqual([]);
    const second = await postOk(event, [
      await fixturePart('photo.png', 'IMG_2.PNG'),
      await fixturePart('photo-exif.jpg', 'IMG_3.JPG'),
    ]);
    expect(second.duplicates).toEqual(['IMG_2.PNG']);
    expect(await mediaNames(event.album.id)).toEqual(['IMG_1.PNG', 'IMG_3.JPG']);
    expect(await countRows(t, event.album.id)).toEqual({ posts: 2, media: 2 });
    expect(await storedFilesOf(t, event.album.id)).toHaveLength(2);
    expect(await scratchFiles(t)).toEqual([]);
  });

  it('are skipped within one post, keeping the first', async () => {
    const event = await createPostEvent(t);
    const posted = await postOk(event, [
      await fixturePart('photo.png', 'a.png'),
      await fixturePart('photo-exif.jpg', 'b.jpg'),
      await fixturePart('photo.png', 'c.png'),
      await fixturePart('photo-exif.jpg', 'd.jpg'),
    ]);
    expect(posted.duplicates).toEqual(['c.png', 'd.jpg']);
    expect(await mediaNames(event.album.id)).toEqual(['a.png', 'b.jpg']);
    expect(await storedFilesOf(t, event.album.id)).toHaveLength(2);
    expect(await scratchFiles(t)).toEqual([]);
  });

  it('ALL_DUPLICATES when nothing new is left, with nothing written', async () => {
    const event = await createPostEvent(t);
    await postOk(event, [await fixturePart('photo.png')]);
    const files = await storedFilesOf(t, event.album.id);
    const refused = await postForm(t, event.qr.hash, [
      ...textFields(event),
      await fixturePart('photo.png', 'again.png'),
      await fixturePart('photo.png', 'and-again.png'),
    ]);
    expectGuestError(refused, 'ALL_DUPLICATES');
    expect(ERRORS.ALL_DUPLICATES.message).toBe('These photos and videos are already in the album.');
    expect(await countRows(t, event.album.id)).toEqual({ posts: 1, media: 1 });
    expect(await storedFilesOf(t, event.album.id)).toEqual(files);
    expect(await scratchFiles(t)).toEqual([]);
  });

  it('are another album’s own: the same photo may go into two albums of the event', async () => {
    const event = await createPostEvent(t);
    const other = await addAlbum(
      t,
      { owner: { token: event.ownerToken, userId: event.ownerId }, qr: event.qr },
      {
        name: 'Kına',
      },
    );
    await postOk(event, [await fixturePart('photo.png')]);
    expect((await postOk(event, [await fixturePart('photo.png')], other.id)).duplicates).toEqual([]);
  });

  it('are not a post the owner rejected: what guests no longer see can be sent again', async () => {
    const event = await createPostEvent(t);
    const first = await postOk(event, [await fixturePart('photo.png')]);
    await t.db.update(posts).set({ status: 'rejected' }).where(eq(posts.id, first.post.id));
    expect((await postOk(event, [await fixturePart('photo.png')])).duplicates).toEqual([]);
    expect(await countRows(t, event.album.id)).toEqual({ posts: 2, media: 2 });
  });

  it('from a finished resumable upload: skipped, and the upload’s file removed', async () => {
    const event = await createPostEvent(t);
    await postOk(event, [await fixturePart('photo-exif.jpg')]);
    const base = await server();
    const jpeg = await fixture('photo-exif.jpg');
    const png = await fixture('photo.png');
    const again = await uploadWhole(base, event.qr.hash, jpeg, {
      filename: 'IMG_7.JPG',
      filetype: 'image/jpeg',
      albumId: event.album.id,
    });
    const fresh = await uploadWhole(base, event.qr.hash, png, {
      filename: 'IMG_8.PNG',
      filetype: 'image/png',
      albumId: event.album.id,
    });
    const form = new FormData();
    form.append('albumId', event.album.id);
    form.append('name', 'Elif');
    form.append('uploadIds', `${again.id},${fresh.id}`);
    const response = await fetch(`${base}/api/share/${event.qr.hash}/posts`, { method: 'POST', body: form });
    expect(response.status, await response.clone().text()).toBe(201);
    expect(((await response.json()) as CreateGuestPostResponse).duplicates).toEqual(['IMG_7.JPG']);
    expect(await filesOf(t, again.id)).toEqual([]);
    expect(await filesOf(t, fresh.id)).toEqual([]);
    expect(await storedFilesOf(t, event.album.id)).toHaveLength(2);
  });

  it('of two finished uploads keeps the one the guest sent first', async () => {
    const event = await createPostEvent(t);
    const base = await server();
    const png = await fixture('photo.png');
    const upload = (filename: string) =>
      uploadWhole(base, event.qr.hash, png, { filename, filetype: 'image/png', albumId: event.album.id });
    const names = new Map([
      [(await upload('IMG_A.PNG')).id, 'IMG_A.PNG'],
      [(await upload('IMG_B.PNG')).id, 'IMG_B.PNG'],
    ]);
    // sent in the reverse of the ids' order (the order the server locks them in)
    const [first, second] = [...names.keys()].sort().reverse();
    const form = new FormData();
    form.append('albumId', event.album.id);
    form.append('name', 'Elif');
    for (const id of [first!, second!]) form.append('uploadIds', id);
    const response = await fetch(`${base}/api/share/${event.qr.hash}/posts`, { method: 'POST', body: form });
    expect(response.status, await response.clone().text()).toBe(201);
    expect(((await response.json()) as CreateGuestPostResponse).duplicates).toEqual([names.get(second!)]);
    expect(await mediaNames(event.album.id)).toEqual([names.get(first!)]);
  });
});

describe('the limits', () => {
  it('a post of duplicates takes no place in the album', async () => {
    const event = await createPostEvent(t, { album: { uploadLimit: 2 } });
    await postOk(event, [await fixturePart('photo.png')]);
    expectGuestError(
      await postForm(t, event.qr.hash, [...textFields(event), await fixturePart('photo.png')]),
      'ALL_DUPLICATES',
    );
    await postOk(event, [await fixturePart('photo-exif.jpg')]);
    expectGuestError(
      await postForm(t, event.qr.hash, [...textFields(event), await fixturePart('clip.mp4')]),
      'ALBUM_UPLOAD_LIMIT',
    );
  });

  it('a file sent twice counts once against the storage quota', async () => {
    const event = await createPostEvent(t);
    const plans = await t.app.inject({ url: '/api/subscription-plans', headers: bearer(event.ownerToken) });
    const quota = (
      plans.json() as { items: { videoAllowed: boolean; storageQuotaBytes: number }[] }
    ).items.find((p) => p.videoAllowed)!.storageQuotaBytes;
    const png = await fixture('photo.png');
    // an earlier post leaves room for exactly one more PNG
    const postId = uuidv7();
    await t.db.insert(posts).values({
      id: postId,
      albumId: event.album.id,
      qrCodeId: event.qr.id,
      guestName: 'Earlier guest',
      status: 'published',
    });
    const mediaId = uuidv7();
    await t.db.insert(media).values({
      id: mediaId,
      postId,
      albumId: event.album.id,
      kind: 'video',
      mime: 'video/mp4',
      bytes: quota - png.length,
      sha256: '0'.repeat(64),
      originalKey: `media/${event.album.id}/${mediaId}/original`,
    });
    const posted = await postOk(event, [
      await fixturePart('photo.png', 'a.png'),
      await fixturePart('photo.png', 'b.png'),
    ]);
    expect(posted.duplicates).toEqual(['b.png']);
    expect(await countRows(t, event.album.id)).toEqual({ posts: 2, media: 2 });
  });
});

describe('two guests sending the same photo at the same moment', () => {
  it('store it exactly once: one post, the others told it is already there', async () => {
    const event = await createPostEvent(t);
    const base = await server();
    const jpeg = await fixture('photo-exif.jpg');
    const send = (i: number) => {
      const form = new FormData();
      form.append('albumId', event.album.id);
      form.append('name', `Guest ${i}`);
      form.append('files', new Blob([jpeg], { type: 'image/jpeg' }), `IMG_${i}.JPG`);
      return fetch(`${base}/api/share/${event.qr.hash}/posts`, { method: 'POST', body: form });
    };
    const responses = await Promise.all(Array.from({ length: 8 }, (_, i) => send(i)));
    const bodies = await Promise.all(responses.map(async (r) => [r.status, await r.json()] as const));
    const accepted = bodies.filter(([status]) => status === 201);
    expect(accepted).toHaveLength(1);
    expect(accepted[0]![1]).toMatchObject({ duplicates: [] });
    for (const [status, body] of bodies.filter(([s]) => s !== 201)) {
      expect(status).toBe(409);
      expect(body).toEqual({ error: { code: 'ALL_DUPLICATES', message: ERRORS.ALL_DUPLICATES.message } });
    }
    expect(await countRows(t, event.album.id)).toEqual({ posts: 1, media: 1 });
    const stored = await t.db.select({ id: media.id }).from(media).where(eq(media.albumId, event.album.id));
    expect(await storedFilesOf(t, event.album.id)).toEqual([
      expect.stringContaining(`${event.album.id}/${stored[0]!.id}/original`),
    ]);
    expect(await scratchFiles(t)).toEqual([]);
  });
});
