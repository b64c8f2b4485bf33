// A surprise album on the wedding day (issue 15, DESIGN.md §6.7): a guest on a phone finds the
// album marked "opens soon", sees its waiting page, and still shares two photos into it; the
// host opens it from the album list ("Şimdi aç"); the guest's reload shows the photos, and —
// downloads allowed — the album's ZIP.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { devices, expect, test, type APIRequestContext } from '@playwright/test';
import { ADMIN, signInThroughForm } from './support';

const FIXTURES = path.resolve('apps/server/test/fixtures');
const ALBUM = 'Düğün gecesi';

test.use({ ...devices['Pixel 7'], locale: 'tr-TR' });

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function signIn(request: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { email, password } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/** A host with a plan (granted by the admin), an event, and an album that opens when the host opens it. */
async function eventWithSurpriseAlbum(request: APIRequestContext) {
  const stamp = `${Date.now()}`;
  const hostLogin = { email: `reveal${stamp}@example.com`, password: 'host-password-1' };
  const registered = await request.post('/api/auth/register', {
    data: { username: `reveal${stamp}`, ...hostLogin, accountType: 'individual' },
  });
  expect(registered.status()).toBe(201);
  const host = (await registered.json()) as { accessToken: string; userData: { id: string } };

  const adminToken = await signIn(request, ADMIN.email, ADMIN.password);
  const plans = (
    (await (
      await request.get('/api/subscription-plans?type=individual', { headers: bearer(adminToken) })
    ).json()) as { items: { id: string; maxAlbumsPerEvent: number }[] }
  ).items;
  const subscription = await request.post('/api/subscriptions', {
    headers: bearer(adminToken),
    data: {
      userId: host.userData.id,
      planId: plans.find((p) => p.maxAlbumsPerEvent >= 2)!.id,
      status: 'active',
    },
  });
  expect(subscription.status()).toBe(201);

  const created = await request.post('/api/qr-codes', {
    headers: bearer(host.accessToken),
    data: { title: 'Ayşe & Mehmet', allowGuestDownload: true },
  });
  expect(created.status()).toBe(201);
  const qr = (await created.json()) as { id: string; hash: string };
  const album = await request.post('/api/albums', {
    headers: bearer(host.accessToken),
    data: { qrCodeId: qr.id, name: ALBUM, visibility: 'after_reveal', revealAt: null },
  });
  expect(album.status()).toBe(201);
  return { hostLogin, qr, album: (await album.json()) as { id: string } };
}

test('a guest shares into a surprise album and sees it only after the host opens it', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const { hostLogin, qr, album } = await eventWithSurpriseAlbum(request);

  // On the event page the album is marked; inside, the guest is told it opens soon.
  await page.goto(`/s/${qr.hash}`);
  const card = page.getByRole('link', { name: new RegExp(ALBUM) });
  await expect(card).toContainText('Yakında açılacak');
  await card.tap();
  await expect(page.getByRole('heading', { name: 'Çiftimiz albümü yakında açacak' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Albümü indir (ZIP)' })).toHaveCount(0);

  // … and can still share into it.
  await page.getByRole('link', { name: 'Fotoğraf paylaş' }).tap();
  await expect(page.getByRole('radio', { name: ALBUM })).toBeChecked();
  await page.getByLabel('Adınız').fill('Zeynep');
  await page
    .getByLabel('Fotoğraf veya video seç')
    .setInputFiles([path.join(FIXTURES, 'photo-exif.jpg'), path.join(FIXTURES, 'photo.png')]);
  await page.getByRole('button', { name: 'Paylaş', exact: true }).tap();
  const dialog = page.getByRole('dialog', { name: 'Başarılı' });
  await expect(dialog).toContainText('Fotoğraf veya video paylaşımınız yayınlandı', { timeout: 30_000 });
  await dialog.getByRole('button', { name: 'Tamam' }).tap();

  // Published, and still hidden: the album keeps its surprise.
  await page.goto(`/s/${qr.hash}/album/${album.id}`);
  await expect(page.getByRole('heading', { name: 'Çiftimiz albümü yakında açacak' })).toBeVisible();
  await expect(page.getByRole('button', { name: /tarafından paylaşılan fotoğraf/ })).toHaveCount(0);

  // The host, on a computer, sees it waiting in the album list and opens it on its page.
  const hostContext = await browser.newContext({ ...devices['Desktop Chrome'], locale: 'tr-TR' });
  try {
    const host = await hostContext.newPage();
    await host.goto(`/medias/albums?qrCodeId=${qr.id}`);
    await signInThroughForm(host, hostLogin.email, hostLogin.password);
    await expect(host.getByRole('gridcell', { name: 'Siz açınca açılacak' })).toBeVisible();
    await host.getByRole('link', { name: ALBUM }).click();
    await expect(host.getByRole('alert')).toContainText('Siz açınca açılacak');
    await host.getByRole('button', { name: 'Şimdi aç' }).click();
    const confirm = host.getByRole('dialog', { name: 'Albüm şimdi açılsın mı?' });
    await expect(confirm).toContainText(`"${ALBUM}" albümündeki tüm fotoğraf ve videolar`);
    await confirm.getByRole('button', { name: 'Şimdi aç' }).click();
    await expect(host.getByText('Albüm açıldı.')).toBeVisible();
    await expect(host.getByRole('alert').filter({ hasText: 'Açıldı, misafirler görüyor' })).toBeVisible();
    await host.getByRole('link', { name: 'Albümlere dön' }).click();
    await expect(host.getByRole('gridcell', { name: 'Açıldı, misafirler görüyor' })).toBeVisible();
  } finally {
    await hostContext.close();
  }

  // The guest's reload shows the photos (once their copies are made), and the album's ZIP.
  const tiles = page.getByRole('button', { name: 'Zeynep tarafından paylaşılan fotoğraf' });
  await expect(async () => {
    await page.reload();
    await expect(tiles).toHaveCount(2, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Çiftimiz albümü yakında açacak' })).toHaveCount(0);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Albümü indir (ZIP)' }).tap(),
  ]);
  expect(download.suggestedFilename()).toBe('Ayşe & Mehmet - Düğün gecesi.zip');
  const zip = await readFile(await download.path());
  expect(zip.subarray(0, 2).toString()).toBe('PK');
  // stored, not compressed: the entries' names are in the archive as written (in upload order)
  const names = [...new Set(zip.toString('latin1').match(/Zeynep-\d\.(jpg|png)/g))].sort();
  expect(names.map((name) => name.slice(0, 9))).toEqual(['Zeynep-1.', 'Zeynep-2.']);
  expect(names.map((name) => name.slice(-3)).sort()).toEqual(['jpg', 'png']);
});
