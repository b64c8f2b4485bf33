// The link preview of an event page (decisions/054): /s/{hash} and its album and post pages carry
// the event's title, description and newest picture any guest may see, escaped, in their <head>;
// kept in the share cache until the owner changes something.
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { bearer, createEvent, createOwner } from '../../../test/factories.js';
import { fakeWebDist, headOf } from '../../../test/web-dist.js';
import { seedPost } from '../posts/posts.test-support.js';

describe('the link preview of /s/{hash}', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await fakeWebDist(['index', 'share']);
    t = await createTestApp({ WEB_DIST: dist });
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  const page = async (url: string) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode, response.body).toBe(200);
    return { ...headOf(response.body), body: response.body };
  };

  it('fills the event’s title, description and newest open picture, escaped, before the scripts', async () => {
    const title = `Ayşe & Can'ın "düğünü" <script>alert(1)</script>`;
    const event = await createEvent(t, {
      owner: await createOwner(t),
      settings: { title, description: 'Bizimle paylaşın <b>hepsini</b>' },
    });
    const older = await seedPost(t, { qrCodeId: event.qr.id, albumId: event.generalAlbum.id });
    const newest = await seedPost(t, { qrCodeId: event.qr.id, albumId: event.generalAlbum.id });
    await seedPost(t, { qrCodeId: event.qr.id, albumId: event.generalAlbum.id, status: 'pending' });
    expect(older.id < newest.id).toBe(true);

    const url = `/s/${event.qr.hash}`;
    const { title: shown, meta, head, body } = await page(url);
    const escaped = 'Ayşe &amp; Can&#39;ın &quot;düğünü&quot; &lt;script&gt;alert(1)&lt;/script&gt;';
    expect(shown).toBe(`${escaped} — Hatıra`);
    expect(body).not.toContain('<script>alert');
    expect(body).not.toContain('<b>');
    expect(head.indexOf('<title>')).toBeLessThan(head.indexOf('<script'));
    expect(head.match(/name="description"/g)).toHaveLength(1); // the generic one is gone
    expect(meta).toEqual({
      description: 'Bizimle paylaşın &lt;b&gt;hepsini&lt;/b&gt;',
      'og:type': 'website',
      'og:site_name': 'Hatıra',
      'og:locale': 'tr_TR',
      'og:url': `http://hatira.test${url}`,
      'og:title': escaped,
      'og:description': 'Bizimle paylaşın &lt;b&gt;hepsini&lt;/b&gt;',
      'og:image': expect.stringMatching(
        new RegExp(`^http://hatira\\.test/api/media/${newest.media[0]!.id}/preview\\?t=`),
      ),
      'twitter:card': 'summary_large_image',
      'twitter:title': escaped,
      'twitter:description': 'Bizimle paylaşın &lt;b&gt;hepsini&lt;/b&gt;',
      'twitter:image': meta['og:image'],
    });
    // the picture's address works for a crawler, as a guest's would
    const picture = await t.app.inject({ url: meta['og:image']!.replace('http://hatira.test', '') });
    expect(picture.statusCode).toBe(200);

    // the album and post pages of the event carry the same preview
    expect((await page(`${url}/album/${event.generalAlbum.id}`)).title).toBe(`${escaped} — Hatıra`);
    expect((await page(`${url}/post`)).meta['og:url']).toBe(`http://hatira.test${url}/post`);
  });

  it('shows no picture of a protected album, and a plain card and a default text without any', async () => {
    const event = await createEvent(t, { owner: await createOwner(t), settings: { title: 'Kına gecesi' } });
    const locked = await t.app.inject({
      method: 'PATCH',
      url: `/api/albums/${event.generalAlbum.id}`,
      headers: bearer(event.owner.token),
      payload: { password: 'gizli-sifre' },
    });
    expect(locked.statusCode, locked.body).toBe(200);
    await seedPost(t, { qrCodeId: event.qr.id, albumId: event.generalAlbum.id });

    const { meta } = await page(`/s/${event.qr.hash}`);
    expect(meta['og:image']).toBeUndefined();
    expect(meta['twitter:card']).toBe('summary');
    expect(meta['og:description']).toBe('Etkinliğin fotoğraf ve videolarını görün, siz de paylaşın.');
  });

  it('keeps a preview briefly, and shows the owner’s change at once', async () => {
    const event = await createEvent(t, { owner: await createOwner(t), settings: { title: 'Nişan' } });
    const url = `/s/${event.qr.hash}`;
    expect((await page(url)).meta['og:title']).toBe('Nişan');
    // kept: another crawler's request reads nothing and keeps nothing more (the page by its hash
    // and the preview were kept by the first)
    const kept = t.shareCache.size;
    expect((await page(url)).meta['og:title']).toBe('Nişan');
    expect(t.shareCache.size).toBe(kept);
    for (let i = 0; i < 3; i++) await t.app.inject({ url: '/s/no-such-event' });
    expect(t.shareCache.size).toBe(kept + 1);
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/qr-codes/${event.qr.id}`,
      headers: bearer(event.owner.token),
      payload: { title: 'Nişan töreni' },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect((await page(url)).meta['og:title']).toBe('Nişan töreni');
  });
});
