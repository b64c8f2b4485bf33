// Blocking the right person at a venue (issue 15, decisions/054): two guests on the hall's Wi-Fi
// (two phones, the same address) post; the host blocks one of them by device. That phone is told
// it is blocked, while the other guest's posts stay in the gallery; the host removes the block
// from the blocked list and the first guest's posts are back.
import path from 'node:path';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { ADMIN, signInThroughForm } from './support';

const FIXTURES = path.resolve('apps/server/test/fixtures');
const PHONE = {
  viewport: { width: 360, height: 740 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
  locale: 'tr-TR',
};

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A host with an active plan and an event whose posts are published at once. */
async function hostWithEvent(request: APIRequestContext) {
  const stamp = `${Date.now()}`;
  const login = { email: `block${stamp}@example.com`, password: 'host-password-1' };
  const registered = await request.post('/api/auth/register', {
    data: { username: `block${stamp}`, ...login, accountType: 'individual' },
  });
  expect(registered.status()).toBe(201);
  const host = (await registered.json()) as { accessToken: string; userData: { id: string } };
  const admin = await request.post('/api/auth/login', { data: ADMIN });
  const adminToken = ((await admin.json()) as { accessToken: string }).accessToken;
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
    data: { title: 'Ayşe & Mehmet', approvalRequired: false },
  });
  expect(created.status()).toBe(201);
  const qr = (await created.json()) as { id: string; hash: string };
  const albums = (await (
    await request.get(`/api/albums?qrCodeId=${qr.id}`, { headers: bearer(host.accessToken) })
  ).json()) as { items: { id: string }[] };
  return { login, qr, albumId: albums.items[0]!.id };
}

/** A guest's phone: its own browser context (its own device key), on the same address as the others. */
async function guestPosts(browser: Browser, hash: string, name: string, file: string): Promise<Page> {
  const phone = await (await browser.newContext(PHONE)).newPage();
  await phone.goto(`/s/${hash}/post`);
  await phone.getByLabel('Fotoğraf veya video seç').setInputFiles(path.join(FIXTURES, file));
  await phone.getByLabel('Adınız').fill(name);
  await phone.getByRole('button', { name: 'Paylaş', exact: true }).tap();
  const done = phone.getByRole('dialog', { name: 'Başarılı' });
  await expect(done).toContainText('Fotoğraf veya video paylaşımınız yayınlandı', { timeout: 30_000 });
  await done.getByRole('button', { name: 'Tamam' }).tap();
  return phone;
}

/** The gallery of the album on `phone`, reloaded until it shows exactly `names`' photos. */
async function expectGallery(phone: Page, url: string, names: string[]) {
  await expect(async () => {
    await phone.goto(url);
    for (const name of ['Ayşe', 'Burak'])
      await expect(phone.getByRole('button', { name: `${name} tarafından paylaşılan fotoğraf` })).toHaveCount(
        names.includes(name) ? 1 : 0,
        { timeout: 1_000 },
      );
  }).toPass({ timeout: 30_000 });
}

test('the host blocks one guest’s phone: only that guest is stopped, and unblocking brings the posts back', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const { login, qr, albumId } = await hostWithEvent(request);
  const gallery = `/s/${qr.hash}/album/${albumId}`;
  const ayse = await guestPosts(browser, qr.hash, 'Ayşe', 'photo-exif.jpg');
  const burak = await guestPosts(browser, qr.hash, 'Burak', 'photo.png');
  await expectGallery(burak, gallery, ['Ayşe', 'Burak']);

  // The host, on a computer, blocks Ayşe from her post: only her phone, as the dialog offers first.
  const hostContext = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'tr-TR' });
  const host = await hostContext.newPage();
  await host.goto('/medias?status=published');
  await signInThroughForm(host, login.email, login.password);
  const card = host.getByRole('article', { name: 'Ayşe' });
  await card.getByRole('button', { name: 'Bu misafiri engelle' }).click();
  const dialog = host.getByRole('dialog', { name: 'Bu misafiri engelle' });
  await expect(dialog.getByRole('radio', { name: /Yalnızca bu cihazı engelle/ })).toBeChecked();
  // the address would be the whole hall: the dialog says who else is on it
  await dialog.getByRole('radio', { name: /IP adresini engelle/ }).check();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Bu adresten 1 misafir daha paylaşım yaptı — hepsi engellenir.',
  );
  await dialog.getByRole('radio', { name: /Yalnızca bu cihazı engelle/ }).check();
  await dialog.getByLabel('Sebep (isteğe bağlı)').fill('Uygunsuz fotoğraf');
  await dialog.getByRole('button', { name: 'Misafiri engelle' }).click();
  await expect(host.getByText('Ayşe adlı misafirin cihazı engellendi. 1 paylaşımı gizlendi.')).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect(host.getByRole('article', { name: 'Burak' })).toBeVisible();

  // Ayşe's phone is told it is blocked; Burak, on the same Wi-Fi, still sees his post (not hers).
  await ayse.goto(`/s/${qr.hash}`);
  await expect(ayse.getByRole('heading', { name: 'Bu sayfaya erişiminiz engellendi!' })).toBeVisible();
  await expectGallery(burak, gallery, ['Burak']);

  // The host removes the block: her post is back, and her phone opens the page again.
  await host.goto('/medias/blocked-ip-address');
  const row = host.getByRole('row', { name: /Ayşe adlı misafirin cihazı/ });
  await expect(row).toContainText('Cihaz');
  await expect(row).toContainText('Uygunsuz fotoğraf');
  await row.getByRole('menuitem', { name: 'Ayşe adlı misafirin cihazı engelini kaldır' }).click();
  const confirm = host.getByRole('dialog', { name: 'Engel kaldırılsın mı?' });
  await expect(confirm).toContainText('Bu engelle gizlenen paylaşımlar yeniden eskisi gibi görünür.');
  await confirm.getByRole('button', { name: 'Engeli kaldır' }).click();
  await expect(row).toHaveCount(0);
  await hostContext.close();

  await expectGallery(ayse, gallery, ['Ayşe', 'Burak']);
  await expectGallery(burak, gallery, ['Ayşe', 'Burak']);
});
