// The venue screen (issue 15, decision 052): the host turns the live slideshow on from the event
// page; a second browser opens its link and waits for the first photos; a guest's photo, held for
// approval, appears on the screen within 2 s of the host approving it — no reload — with the
// guest's name; rejected, it leaves; a new link from the event page stops the old screen.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { ADMIN, signInThroughForm } from './support';

const FIXTURES = path.resolve('apps/server/test/fixtures');

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function signIn(request: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { email, password } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/** A subscriber with an active plan (granted by the admin) and an event whose posts need approval. */
async function eventNeedingApproval(request: APIRequestContext) {
  const stamp = `${Date.now()}`;
  const login = { email: `live${stamp}@example.com`, password: 'host-password-1' };
  const registered = await request.post('/api/auth/register', {
    data: { username: `live${stamp}`, ...login, accountType: 'individual' },
  });
  expect(registered.status()).toBe(201);
  const host = (await registered.json()) as { accessToken: string; userData: { id: string } };
  const adminToken = await signIn(request, ADMIN.email, ADMIN.password);
  const plans = (await (
    await request.get('/api/subscription-plans?type=individual', { headers: bearer(adminToken) })
  ).json()) as { items: { id: string }[] };
  const subscription = await request.post('/api/subscriptions', {
    headers: bearer(adminToken),
    data: { userId: host.userData.id, planId: plans.items[0]!.id, status: 'active' },
  });
  expect(subscription.status()).toBe(201);
  const created = await request.post('/api/qr-codes', {
    headers: bearer(host.accessToken),
    data: { title: 'Elif & Mert', approvalRequired: true, themeColor: '#b0306a' },
  });
  expect(created.status()).toBe(201);
  const qr = (await created.json()) as { id: string; hash: string };
  const albums = (await (
    await request.get(`/api/albums?qrCodeId=${qr.id}`, { headers: bearer(host.accessToken) })
  ).json()) as { items: { id: string }[] };
  return { token: host.accessToken, login, qr, albumId: albums.items[0]!.id };
}

test('the venue screen shows an approved photo within 2 s, drops it when rejected, and stops at a new link', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const event = await eventNeedingApproval(request);

  // The host turns the slideshow on from the event page.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/qr/edit/${event.qr.id}`);
  await signInThroughForm(page, event.login.email, event.login.password);
  const card = page.getByRole('region', { name: 'Canlı slayt gösterisi' });
  await card.getByRole('button', { name: 'Slayt gösterisini başlat' }).click();
  const linkField = card.getByRole('textbox', { name: 'Slayt gösterisi bağlantısı' });
  await expect(linkField).toHaveValue(/\/live\/[A-Za-z0-9_-]{22}$/);
  const link = await linkField.inputValue();
  await expect(card.getByRole('img', { name: 'Elif & Mert slayt gösterisinin QR kodu' })).toBeVisible();

  // The venue's screen opens the link: nothing shared yet, the share page's QR code big.
  const screenContext = await browser.newContext({ viewport: { width: 1280, height: 720 }, locale: 'tr-TR' });
  try {
    const screen = await screenContext.newPage();
    await screen.goto(link);
    await expect(screen.getByText('İlk fotoğraflar bekleniyor…')).toBeVisible();
    await expect(screen.getByRole('heading', { name: 'Elif & Mert' })).toBeVisible();
    await expect(screen.getByRole('img', { name: 'Paylaşım sayfasının QR kodu' })).toBeVisible();
    await expect(screen.getByText('Paylaşmak için okutun')).toBeVisible();

    // A guest shares a photo; it waits for approval, and its copies are made meanwhile.
    const posted = await request.post(`/api/share/${event.qr.hash}/posts`, {
      multipart: {
        albumId: event.albumId,
        name: 'Zeynep',
        message: 'Çok mutlu olun!',
        files: {
          name: 'photo-exif.jpg',
          mimeType: 'image/jpeg',
          buffer: await readFile(path.join(FIXTURES, 'photo-exif.jpg')),
        },
      },
    });
    expect(posted.status()).toBe(201);
    const postId = ((await posted.json()) as { post: { id: string; status: string } }).post.id;
    await expect
      .poll(
        async () => {
          const pending = (await (
            await request.get(`/api/posts?qrCodeId=${event.qr.id}&status=pending`, {
              headers: bearer(event.token),
            })
          ).json()) as { items: { id: string; media: { status: string }[] }[] };
          return pending.items.find((post) => post.id === postId)?.media[0]?.status;
        },
        { timeout: 30_000 },
      )
      .toBe('ready');
    const photo = screen.locator(`img.lv-slide[data-post="${postId}"]`);
    await expect(photo).toHaveCount(0);

    // Approved: on the screen within 2 s, without a reload, with the guest's name and message.
    const approved = await request.post(`/api/posts/${postId}/approve`, { headers: bearer(event.token) });
    expect(approved.status()).toBe(200);
    await expect(photo).toBeVisible({ timeout: 2000 });
    await expect(screen.getByText('Zeynep')).toBeVisible();
    await expect(screen.getByText('Çok mutlu olun!')).toBeVisible();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    // the corner QR code for guests who join from the screen
    await expect(screen.locator('.lv-qr').getByText('Paylaşmak için okutun')).toBeVisible();

    // Rejected: it leaves the screen, which waits again.
    const rejected = await request.post(`/api/posts/${postId}/reject`, { headers: bearer(event.token) });
    expect(rejected.status()).toBe(200);
    await expect(photo).toHaveCount(0);
    await expect(screen.getByText('İlk fotoğraflar bekleniyor…')).toBeVisible();

    // A new link from the event page: the old screen says its link is no longer valid.
    await card.getByRole('button', { name: 'Yeni bağlantı oluştur' }).click();
    const dialog = page.getByRole('dialog', { name: 'Yeni bağlantı oluşturulsun mu?' });
    await dialog.getByRole('button', { name: 'Yeni bağlantı oluştur' }).click();
    await expect(linkField).not.toHaveValue(link);
    await expect(screen.getByRole('heading', { name: 'Bu bağlantı artık geçerli değil' })).toBeVisible();

    // and the new link works on a screen opened afresh
    await screen.goto(await linkField.inputValue());
    await expect(screen.getByText('İlk fotoğraflar bekleniyor…')).toBeVisible();
  } finally {
    await screenContext.close();
  }
});
