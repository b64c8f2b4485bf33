// One permission model, end to end (issue 11 §2): an admin makes the custom role "Moderatör"
// (read roles — the key to the management pages — plus read and update on guest posts) and a user
// with it; that user opens /medias-management, sees another host's guest posts, approves one and
// rejects another, while the users, events and blocked-IP APIs refuse them.
import { expect, test, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { ADMIN, registerThroughApi, signInThroughForm } from './support';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function signIn(request: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { email, password } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/** A host with a plan in force, an event that holds approval, and one guest post per name, pending. */
async function eventWithPendingPosts(request: APIRequestContext, guests: string[]) {
  const host = await registerThroughApi(request);
  const token = await signIn(request, host.email, host.password);
  const hostId = (
    (await (await request.get('/api/auth/me', { headers: bearer(token) })).json()) as {
      userData: { id: string };
    }
  ).userData.id;
  const adminToken = await signIn(request, ADMIN.email, ADMIN.password);
  const plans = (await (
    await request.get('/api/subscription-plans?type=individual', { headers: bearer(adminToken) })
  ).json()) as { items: { id: string }[] };
  const subscribed = await request.post('/api/subscriptions', {
    headers: bearer(adminToken),
    data: { userId: hostId, planId: plans.items[0]!.id, status: 'active' },
  });
  expect(subscribed.status()).toBe(201);
  const created = await request.post('/api/qr-codes', {
    headers: bearer(token),
    data: { title: `Düğün ${Date.now()}`, approvalRequired: true },
  });
  expect(created.status()).toBe(201);
  const qr = (await created.json()) as { id: string; hash: string; title: string };
  const share = (await (await request.get(`/api/share/${qr.hash}`)).json()) as { albums: { id: string }[] };
  for (const [i, name] of guests.entries()) {
    // a photo of each guest's own: the same bytes twice in an album are stored once (DESIGN.md §6.7)
    const photo = await sharp({
      create: { width: 8, height: 8, channels: 3, background: { r: i, g: 90, b: 148 } },
    })
      .png()
      .toBuffer();
    const posted = await request.post(`/api/share/${qr.hash}/posts`, {
      multipart: {
        albumId: share.albums[0]!.id,
        name,
        files: { name: 'photo.png', mimeType: 'image/png', buffer: photo },
      },
    });
    expect(posted.status(), await posted.text()).toBe(201);
  }
  return { token, qr };
}

test('a Moderatör moderates every host’s guest posts and nothing else', async ({ page, request }) => {
  test.setTimeout(180_000); // two sign-ins, two forms, a moderation round
  const stamp = Date.now();
  const person = { name: 'Selin Moderatör', username: `mod${stamp}`, email: `mod${stamp}@example.com` };
  const password = 'moderator-password-1';
  const { token: hostToken, qr } = await eventWithPendingPosts(request, ['Zeynep', 'Kaan']);

  await page.goto('/login');
  await signInThroughForm(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });

  // The role: the management pages' key and two rules on guest posts, platform-wide.
  await page.goto('/roles/add');
  await page.getByRole('textbox', { name: 'Rol adı' }).fill('Moderatör');
  await page.getByRole('checkbox', { name: 'Roller ve yönetim sayfaları: Oku' }).check();
  await page.getByRole('checkbox', { name: 'Misafir paylaşımları: Oku' }).check();
  await page.getByRole('checkbox', { name: 'Misafir paylaşımları: Güncelle' }).check();
  await page.getByRole('button', { name: 'Rolü oluştur' }).click();
  // Saving makes the three permissions the cells need, then the role: give a busy machine time.
  await expect(page).toHaveURL(/\/roles$/, { timeout: 30_000 });
  await expect(page.getByRole('article', { name: 'Moderatör' }).getByText('3 izin')).toBeVisible({
    timeout: 30_000,
  });

  await page.goto('/users/add');
  await page.getByRole('textbox', { name: 'Ad soyad' }).fill(person.name);
  await page.getByRole('textbox', { name: 'Kullanıcı adı' }).fill(person.username);
  await page.getByRole('textbox', { name: 'E-posta' }).fill(person.email);
  await page.getByLabel('Şifre', { exact: true }).fill(password);
  await page.getByRole('combobox', { name: 'Rol' }).click();
  await page.getByRole('option', { name: 'Moderatör' }).click();
  await page.getByRole('button', { name: 'Kullanıcıyı oluştur' }).click();
  await expect(page).toHaveURL(/\/users\/edit\//);

  // The moderator signs in and lands on the first page the role opens (no dashboard rule): the
  // platform's moderation page.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await signInThroughForm(page, person.email, password);
  await expect(page).toHaveURL(/\/medias-management$/, { timeout: 30_000 });
  const menu = page.getByRole('navigation', { name: 'Ana menü' });
  await expect(menu.getByRole('link', { name: 'Paylaşım Yönetimi' })).toBeVisible();
  // Its key opens the management pages, but the menu offers only those whose rows it may read.
  await expect(menu.getByRole('link', { name: 'Etkinlik Sayfası Yönetimi' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'IP Engel Yönetimi' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Paylaşım Yönetimi' })).toBeVisible();
  // Posts only: no event or album filter (those list events, which this role may not read).
  await expect(page.getByRole('combobox', { name: 'Etkinlik' })).toHaveCount(0);

  const card = (guest: string) => page.getByRole('article', { name: guest });
  await expect(card('Zeynep')).toBeVisible();
  await expect(card('Kaan')).toBeVisible();
  await card('Zeynep').getByRole('button', { name: 'Onayla' }).click();
  await expect(card('Zeynep')).toHaveCount(0); // it left the pending tab
  await card('Kaan').getByRole('button', { name: 'Reddet' }).click();
  await expect(card('Kaan')).toHaveCount(0);

  // The host sees the decisions on their event.
  const hostPosts = (await (
    await request.get(`/api/posts?qrCodeId=${qr.id}`, { headers: bearer(hostToken) })
  ).json()) as { items: { guestName: string; status: string }[] };
  expect(Object.fromEntries(hostPosts.items.map((p) => [p.guestName, p.status]))).toEqual({
    Zeynep: 'published',
    Kaan: 'rejected',
  });

  // Everything else of the platform stays closed to this role.
  const moderatorToken = await signIn(request, person.email, password);
  for (const url of ['/api/users', '/api/qr-codes', `/api/qr-codes/${qr.id}`, '/api/blocked-ips']) {
    const response = await request.get(url, { headers: bearer(moderatorToken) });
    expect([403, 404], `${url} answered ${response.status()}`).toContain(response.status());
  }
  // The management pages of what the role may not read are closed too, though it holds their key.
  for (const path of ['/users', '/qr-management', '/medias-management/blocked-ip-address']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/not-authorized/);
  }
});
