// A guest's own posts on a phone (issue 15, DESIGN.md §6.7): two photos shared — one of them picked
// twice under another name, and told it was already there — both under "Paylaşımlarım" with their
// status (published, awaiting the host's approval, the host named); one deleted, and gone from the
// album; another phone sees none of them.
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { devices, expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN } from './support';

const FIXTURES = path.resolve('apps/server/test/fixtures');
const HOST_NAME = 'Ayşe & Mehmet';

test.use({ ...devices['Pixel 7'], locale: 'tr-TR' });

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function signIn(request: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { email, password } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/** A host with a plan and their full name, an event, and a second album that needs approval. */
async function eventWithApprovalAlbum(request: APIRequestContext) {
  const stamp = `${Date.now()}`;
  const registered = await request.post('/api/auth/register', {
    data: {
      username: `mine${stamp}`,
      email: `mine${stamp}@example.com`,
      password: 'host-password-1',
      accountType: 'individual',
    },
  });
  expect(registered.status()).toBe(201);
  const host = (await registered.json()) as { accessToken: string; userData: { id: string } };
  const named = await request.patch('/api/profile', {
    headers: bearer(host.accessToken),
    data: { fullName: HOST_NAME },
  });
  expect(named.status()).toBe(200);

  const adminToken = await signIn(request, ADMIN.email, ADMIN.password);
  const plans = (await (
    await request.get('/api/subscription-plans?type=individual', { headers: bearer(adminToken) })
  ).json()) as { items: { id: string; maxAlbumsPerEvent: number }[] };
  const plan = plans.items.find((candidate) => candidate.maxAlbumsPerEvent >= 2)!;
  const subscription = await request.post('/api/subscriptions', {
    headers: bearer(adminToken),
    data: { userId: host.userData.id, planId: plan.id, status: 'active' },
  });
  expect(subscription.status()).toBe(201);

  const created = await request.post('/api/qr-codes', {
    headers: bearer(host.accessToken),
    data: { title: 'Ayşe & Mehmet', eventDate: '2026-06-12T15:00:00.000Z' },
  });
  expect(created.status()).toBe(201);
  const qr = (await created.json()) as { id: string; hash: string };
  const albums = (await (
    await request.get(`/api/albums?qrCodeId=${qr.id}`, { headers: bearer(host.accessToken) })
  ).json()) as { items: { id: string }[] };
  const nikah = await request.post('/api/albums', {
    headers: bearer(host.accessToken),
    data: { qrCodeId: qr.id, name: 'Nikah', approvalRequired: true },
  });
  expect(nikah.status()).toBe(201);
  return { qr, general: albums.items[0]! };
}

/** Shares `files` into `album` from the post page, and answers the success dialog's text. */
async function share(page: Page, hash: string, album: string, files: Parameters<Page['setInputFiles']>[1]) {
  await page.goto(`/s/${hash}/post`);
  await page.getByRole('radio', { name: album }).check();
  await page.getByLabel('Adınız').fill('Zeynep');
  await page.getByLabel('Fotoğraf veya video seç').setInputFiles(files);
  await page.getByRole('button', { name: 'Paylaş', exact: true }).tap();
  const dialog = page.getByRole('dialog', { name: 'Başarılı' });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  const text = await dialog.textContent();
  await dialog.getByRole('button', { name: 'Tamam' }).tap();
  return text ?? '';
}

test('a guest sees their own posts with their status, deletes one, and another phone sees none of them', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const { qr, general } = await eventWithApprovalAlbum(request);

  // Nothing shared from this phone yet: no "Paylaşımlarım".
  await page.goto(`/s/${qr.hash}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Ayşe & Mehmet' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Paylaşımlarım' })).toHaveCount(0);

  // A photo into the album the hosts approve: the message names them.
  const pending = await share(page, qr.hash, 'Nikah', path.join(FIXTURES, 'photo-exif.jpg'));
  expect(pending).toContain(`Paylaşımınız ${HOST_NAME} onayladıktan sonra yayınlanacak.`);

  // A photo picked twice (a copy under another name): stored once, and the guest is told so.
  const png = readFileSync(path.join(FIXTURES, 'photo.png'));
  const published = await share(page, qr.hash, 'Genel Paylaşımlar', [
    { name: 'photo.png', mimeType: 'image/png', buffer: png },
    { name: 'photo-kopya.png', mimeType: 'image/png', buffer: png },
  ]);
  expect(published).toContain('Fotoğraf veya video paylaşımınız yayınlandı');
  expect(published).toContain('1 dosya albümde zaten vardı: photo-kopya.png');

  // The album shows the photo once.
  const tiles = page.getByRole('button', { name: 'Zeynep tarafından paylaşılan fotoğraf' });
  await page.goto(`/s/${qr.hash}/album/${general.id}`);
  await expect(async () => {
    await page.reload();
    await expect(tiles).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });

  // Both posts under "Paylaşımlarım", newest first, with their status and real thumbnails.
  await page.goto(`/s/${qr.hash}`);
  const mine = page.getByRole('region', { name: 'Paylaşımlarım' });
  const items = mine.getByRole('listitem');
  await expect(async () => {
    await page.reload();
    await expect(mine.locator('img')).toHaveCount(2, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText('Genel Paylaşımlar');
  await expect(items.nth(0)).toContainText('Yayında');
  await expect(items.nth(1)).toContainText('Nikah');
  await expect(items.nth(1)).toContainText('Onay bekliyor');
  for (const image of await mine.locator('img').all())
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // Deleting the published one: asked first, then gone from the list and from the album.
  await items
    .nth(0)
    .getByRole('button', { name: /^Sil: Genel Paylaşımlar/ })
    .tap();
  const confirm = page.getByRole('alertdialog', { name: 'Paylaşım silinsin mi?' });
  await confirm.getByRole('button', { name: 'Sil', exact: true }).tap();
  await expect(mine.getByText('Paylaşım silindi.')).toBeVisible();
  await expect(items).toHaveCount(1);
  await expect(items.nth(0)).toContainText('Nikah');
  await expect(page.getByRole('link', { name: /Genel Paylaşımlar/ })).toContainText('0 paylaşım');
  await page.goto(`/s/${qr.hash}/album/${general.id}`);
  await expect(page.getByText('Burada henüz bir paylaşım yok. İlk paylaşan siz olun!')).toBeVisible();

  // Another phone: the same event, none of this phone's posts.
  const otherPhone = await browser.newContext({ ...devices['Pixel 7'], locale: 'tr-TR' });
  try {
    const other = await otherPhone.newPage();
    const myPostsCall = other.waitForResponse((response) => response.url().endsWith('/my-posts'));
    await other.goto(`/s/${qr.hash}`);
    await expect(other.getByRole('heading', { level: 1, name: 'Ayşe & Mehmet' })).toBeVisible();
    expect(await (await myPostsCall).json()).toEqual({ items: [], canDelete: true });
    await expect(other.getByRole('region', { name: 'Paylaşımlarım' })).toHaveCount(0);
  } finally {
    await otherPhone.close();
  }
});
