// The link preview of a digital invitation (decisions/054): /i/{hash} carries the invitation's
// title, the couple, the day and the venue, and its cover, escaped, in its <head>.
import { rm } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { createOwner } from '../../../test/factories.js';
import { fakeWebDist, headOf } from '../../../test/web-dist.js';
import { invitationsApi } from './invitations.test-support.js';
import { invitations } from './invitations.table.js';

describe('the link preview of /i/{hash}', () => {
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
    return headOf(response.body);
  };

  it('fills the invitation’s title, the couple, the day and the venue, and its cover', async () => {
    const owner = await createOwner(t, { subscribed: false });
    const invitation = await invitationsApi(t).create(owner, {
      title: 'Düğünümüze "davetlisiniz"',
      startsAt: '2026-06-13T16:00:00.000Z',
      message: 'Sizi de aramızda görmek isteriz.',
    });
    await t.db
      .update(invitations)
      .set({ coverKey: 'invitation-covers/abc123.webp' })
      .where(eq(invitations.id, invitation.id));
    const { title, meta } = await page(`/i/${invitation.hash}`);
    expect(title).toBe('Düğünümüze &quot;davetlisiniz&quot; — Hatıra');
    expect(meta).toMatchObject({
      'og:title': 'Düğünümüze &quot;davetlisiniz&quot;',
      'og:description':
        'Ayşe &amp; Mehmet · 13 Haziran 2026 Cumartesi · Çırağan Sarayı — Sizi de aramızda görmek isteriz.',
      'og:image': 'http://hatira.test/api/invite/covers/abc123.webp',
      'og:url': `http://hatira.test/i/${invitation.hash}`,
      'twitter:card': 'summary_large_image',
    });
  });
});
