// The album limit under load (issue 3): 50 guests posting at once to an album with 20 places get
// exactly 20 posts in, whatever the database (PGlite here; PostgreSQL with TEST_DATABASE_URL, where
// the requests really run in parallel on a pool of connections).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import {
  countRows,
  createPostEvent,
  distinctPhotoPart,
  postForm,
  scratchFiles,
  storedFilesOf,
  textFields,
} from './share-posts.test-support.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the album limit', () => {
  it('lets exactly 20 of 50 simultaneous posts into an album limited to 20', async () => {
    const event = await createPostEvent(t, { album: { uploadLimit: 20 } });
    // 50 different photos: the same one twice would be a duplicate (share-posts.duplicates.test.ts)
    const photos = await Promise.all(Array.from({ length: 50 }, (_, i) => distinctPhotoPart(i)));
    const responses = await Promise.all(
      photos.map((photo, i) =>
        postForm(t, event.qr.hash, [...textFields(event, { name: `Guest ${i}` }), photo], {
          ip: `198.51.100.${i + 1}`,
        }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(20);
    expect(statuses.filter((s) => s === 409)).toHaveLength(30);
    for (const refused of responses.filter((r) => r.statusCode === 409))
      expect(refused.json()).toMatchObject({ error: { code: 'ALBUM_UPLOAD_LIMIT' } });

    expect(await countRows(t, event.album.id)).toEqual({ posts: 20, media: 20 });
    expect(await storedFilesOf(t, event.album.id)).toHaveLength(20);
    expect(await scratchFiles(t)).toEqual([]);
  });
});
