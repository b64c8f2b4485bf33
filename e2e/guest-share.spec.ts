// The wedding day on a guest's phone (issue 3): open the event page, enter a protected album with
// its password, share two photos with their progress on screen, read that they await approval;
// the host approves the post on the moderation page (/medias); the guest finds both photos in the
// album; a blocked guest is told so.
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { ADMIN, signInThroughForm } from './support';

const FIXTURES = path.resolve('apps/server/test/fixtures');
const ALBUM_PASSWORD = 'gül-2026';

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function signIn(request: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { email, password } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/** A subscriber with an active plan (granted by the admin), an event, and a protected album that needs approval. */
async function eventWithProtectedAlbum(request: APIRequestContext) {
  const stamp = `${Date.now()}`;
  const hostLogin = { email: `host${stamp}@example.com`, password: 'host-password-1' };
  const registered = await request.post('/api/auth/register', {
    data: { username: `host${stamp}`, ...hostLogin, accountType: 'individual' },
  });
  expect(registered.status()).toBe(201);
  const host = (await registered.json()) as { accessToken: string; userData: { id: string } };

  const adminToken = await signIn(request, ADMIN.email, ADMIN.password);
  const plansBody = (await (
    await request.get('/api/subscription-plans?type=individual', { headers: bearer(adminToken) })
  ).json()) as
    { items?: { id: string; maxAlbumsPerEvent: number }[] } | { id: string; maxAlbumsPerEvent: number }[];
  const plans = Array.isArray(plansBody) ? plansBody : (plansBody.items ?? []);
  const plan = plans.find((candidate) => candidate.maxAlbumsPerEvent >= 2)!;
  const subscription = await request.post('/api/subscriptions', {
    headers: bearer(adminToken),
    data: { userId: host.userData.id, planId: plan.id, status: 'active' },
  });
  expect(subscription.status()).toBe(201);

  const created = await request.post('/api/qr-codes', {
    headers: bearer(host.accessToken),
    data: {
      title: 'Ayşe & Mehmet',
      description: 'Düğünümüze hoş geldiniz! Fotoğraflarınızı bizimle paylaşın.',
      eventDate: '2026-06-12T15:00:00.000Z',
    },
  });
  expect(created.status()).toBe(201);
  const qr = (await created.json()) as { id: string; hash: string };

  const albumCreated = await request.post('/api/albums', {
    headers: bearer(host.accessToken),
    data: { qrCodeId: qr.id, name: 'Nikah', password: ALBUM_PASSWORD, approvalRequired: true },
  });
  expect(albumCreated.status()).toBe(201);
  const album = (await albumCreated.json()) as { id: string };
  return { hostToken: host.accessToken, hostLogin, qr, album };
}

test('a guest shares two photos into a protected album; the host approves them on /medias; they are in the gallery; a blocked guest is told so', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const { hostToken, hostLogin, qr, album } = await eventWithProtectedAlbum(request);

  // The QR code leads to the event page, in Turkish by default.
  await page.goto(`/s/${qr.hash}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Ayşe & Mehmet' })).toBeVisible();
  await expect(page.getByText('12 Haziran 2026')).toBeVisible();
  // The default album is named in the guest's language (issue 11 §5).
  await expect(page.getByRole('link', { name: /Genel Paylaşımlar/ })).toContainText('0 paylaşım');
  await expect(page.getByRole('link', { name: /Nikah/ })).toContainText('Şifreli albüm');

  // The protected album asks its password.
  await page.getByRole('link', { name: /Nikah/ }).tap();
  await expect(page.getByRole('heading', { name: 'Bu albüm şifreli' })).toBeVisible();
  await page.getByLabel('Albüm şifresi').fill('yanlış-şifre');
  await page.getByRole('button', { name: 'Albüme gir' }).tap();
  await expect(page.getByText('Albüm şifresi yanlış, lütfen tekrar deneyin!')).toBeVisible();
  await page.getByLabel('Albüm şifresi').fill(ALBUM_PASSWORD);
  await page.getByRole('button', { name: 'Albüme gir' }).tap();
  await expect(page.getByText('Albüme giriş yapıldı.')).toBeVisible();
  await expect(page.getByText('Burada henüz bir paylaşım yok. İlk paylaşan siz olun!')).toBeVisible();

  // Sharing: the album is chosen and open; two photos on a slow uplink, so their progress shows.
  await page.getByRole('link', { name: 'Medya Paylaş' }).first().tap();
  await expect(page.getByRole('radio', { name: 'Nikah' })).toBeChecked();
  await expect(page.getByLabel('Albüm şifresi')).toHaveCount(0);
  await page.getByLabel('Adınız').fill('Zeynep');
  await page.getByLabel('Mesajınız (isteğe bağlı)').fill('Çok mutlu olun!');
  await page
    .getByLabel('Fotoğraf veya video seç')
    .setInputFiles([path.join(FIXTURES, 'photo-exif.jpg'), path.join(FIXTURES, 'photo.png')]);
  await expect(page.getByRole('list', { name: 'Seçilen dosyalar' }).getByRole('listitem')).toHaveCount(2);

  const network = await page.context().newCDPSession(page);
  await network.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 40,
    downloadThroughput: -1,
    uploadThroughput: 24 * 1024,
  });
  await page.getByRole('button', { name: 'Paylaş', exact: true }).tap();
  const progress = page.getByRole('progressbar', { name: 'photo-exif.jpg yükleniyor' });
  await expect(progress).toBeVisible();
  await expect
    .poll(async () => Number(await progress.getAttribute('value')), { timeout: 20_000 })
    .toBeGreaterThan(0);
  await expect(page.getByText(/^\d{1,3}%$/).first()).toBeVisible();

  const dialog = page.getByRole('dialog', { name: 'Başarılı' });
  // the message names the host (their full name; at registration, the username), not "the administrator"
  await expect(dialog).toContainText(/Paylaşımınız host\d+ onayladıktan sonra yayınlanacak\./, {
    timeout: 30_000,
  });
  await network.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await dialog.getByRole('button', { name: 'Tamam' }).tap();

  // The host, on a computer, approves the post on the moderation page: pending posts come first.
  const hostContext = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'tr-TR' });
  try {
    const host = await hostContext.newPage();
    await host.goto('/medias');
    await expect(host).toHaveURL(/\/login/);
    await signInThroughForm(host, hostLogin.email, hostLogin.password);
    await expect(host).toHaveURL(/\/medias$/);
    const card = host.getByRole('article', { name: 'Zeynep' });
    await expect(card).toContainText('Çok mutlu olun!');
    await expect(card).toContainText('Ayşe & Mehmet / Nikah');
    await expect(card.getByRole('button', { name: /^Zeynep adlı misafirin paylaşımını aç\./ })).toContainText(
      '2 fotoğraf',
    );
    await card.getByRole('button', { name: 'Onayla' }).click();
    await expect(host.getByText('1 paylaşım onaylandı.')).toBeVisible();
    // it leaves the pending list and shows under Published
    await expect(card).toHaveCount(0);
    await expect(host.getByText('Her şey tamam!')).toBeVisible();
  } finally {
    await hostContext.close();
  }
  const published = (await (
    await request.get(`/api/posts?qrCodeId=${qr.id}&status=published`, { headers: bearer(hostToken) })
  ).json()) as { items: { guestName: string }[] };
  expect(published.items.map((post) => post.guestName)).toEqual(['Zeynep']);

  // The guest finds both photos in the album (once their copies are made), with real thumbnails.
  await page.goto(`/s/${qr.hash}/album/${album.id}`);
  const tiles = page.getByRole('button', { name: 'Zeynep tarafından paylaşılan fotoğraf' });
  await expect(async () => {
    await page.reload();
    await expect(tiles).toHaveCount(2, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  for (const image of await tiles.locator('img').all())
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  await tiles.first().tap();
  const viewer = page.getByRole('dialog', { name: 'Zeynep tarafından paylaşılan fotoğraf' });
  await expect(viewer).toContainText('Çok mutlu olun!');
  await expect(viewer.getByText('1 / 2')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);

  // The host blocks the guest's address: the event page now says so, in the guest's language.
  const blocked = await request.post('/api/blocked-ips', {
    headers: bearer(hostToken),
    data: { ip: '127.0.0.1', reason: 'e2e' },
  });
  expect(blocked.status()).toBe(201);
  try {
    await page.goto(`/s/${qr.hash}`);
    await expect(page.getByRole('heading', { name: 'Bu sayfaya erişiminiz engellendi!' })).toBeVisible();
    await page.getByLabel('Dil').selectOption('en');
    await expect(
      page.getByRole('heading', { name: 'You have been blocked from accessing this page!' }),
    ).toBeVisible();
  } finally {
    const { id } = (await blocked.json()) as { id: string };
    await request.delete(`/api/blocked-ips/${id}`, { headers: bearer(hostToken) });
  }
});

test('an unknown QR code lands on /not-qr', async ({ page }) => {
  await page.goto('/s/no-such-event');
  await expect(page).toHaveURL(/\/not-qr$/);
  await expect(page.getByRole('heading', { name: 'QR sayfası bulunamadı' })).toBeVisible();
});
