// The dashboard with real numbers (issue 4): a guest shares a photo into a host's event that needs
// approval; the host's dashboard counts it on the event, links to moderating it, and shows the
// plan's storage and end date; the admin sees the platform's cards and today's bar in the chart.
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

/** A host with an active plan and an event that holds guest posts for approval. */
async function hostWithEvent(request: APIRequestContext) {
  const stamp = `${Date.now()}`;
  const host = { email: `dash${stamp}@example.com`, password: 'host-password-1' };
  const registered = await request.post('/api/auth/register', {
    data: { username: `dash${stamp}`, ...host, accountType: 'individual' },
  });
  expect(registered.status()).toBe(201);
  const { accessToken, userData } = (await registered.json()) as {
    accessToken: string;
    userData: { id: string };
  };

  const adminToken = await signIn(request, ADMIN.email, ADMIN.password);
  const plans = (await (
    await request.get('/api/subscription-plans?type=individual', { headers: bearer(adminToken) })
  ).json()) as { items: { id: string }[] };
  const subscribed = await request.post('/api/subscriptions', {
    headers: bearer(adminToken),
    data: { userId: userData.id, planId: plans.items[0]!.id, status: 'active' },
  });
  expect(subscribed.status()).toBe(201);

  const created = await request.post('/api/qr-codes', {
    headers: bearer(accessToken),
    data: { title: 'Elif & Kerem', approvalRequired: true },
  });
  expect(created.status()).toBe(201);
  const qr = (await created.json()) as { id: string; hash: string };
  return { host, qr };
}

test('the host sees a guest post counted on their event, and the admin sees it in the chart', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const { host, qr } = await hostWithEvent(request);

  // A guest shares a photo; it waits for approval.
  const share = (await (await request.get(`/api/share/${qr.hash}`)).json()) as { albums: { id: string }[] };
  const posted = await request.post(`/api/share/${qr.hash}/posts`, {
    multipart: {
      albumId: share.albums[0]!.id,
      name: 'Zeynep',
      files: {
        name: 'photo.png',
        mimeType: 'image/png',
        buffer: await readFile(path.join(FIXTURES, 'photo.png')),
      },
    },
  });
  expect(posted.status()).toBe(201);

  await page.goto('/login');
  await signInThroughForm(page, host.email, host.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const events = page.getByRole('table', { name: 'Etkinlikleriniz' });
  const row = events.getByRole('row', { name: /Elif & Kerem/ });
  await expect(row.getByRole('cell')).toHaveText(['—', '1', '1', '1', 'İncele']);
  await expect(page.getByRole('region', { name: 'Onay bekleyen paylaşımlar' })).toContainText('1');
  await expect(page.getByRole('region', { name: 'Kullanılan depolama' })).toContainText(
    /Kota \d+ GB · %0 dolu/,
  );
  await expect(page.getByRole('region', { name: 'Abonelik bitişi' })).toContainText(/\d+ gün kaldı/);

  await row.getByRole('link', { name: 'Elif & Kerem paylaşımlarını incele' }).click();
  await expect(page).toHaveURL(new RegExp(`/medias\\?event=${qr.id}$`));

  // The admin: platform cards, and today's bar of the 30-day chart holds at least this post.
  const admin = await browser.newPage({ locale: 'tr-TR', baseURL: test.info().project.use.baseURL });
  await admin.goto('/login');
  await signInThroughForm(admin, ADMIN.email, ADMIN.password);
  await expect(admin).toHaveURL(/\/dashboard$/);
  await expect(admin.getByRole('region', { name: 'Aktif abonelikler' })).toBeVisible();
  await expect(admin.getByRole('region', { name: 'Role göre kullanıcılar' })).toContainText('Abone');
  const chart = admin.getByRole('region', { name: 'Son 30 günün paylaşımları' });
  // Two series (posts, files) of 30 days; today's bars are drawn with a height.
  const bars = chart.locator('svg rect[data-series]');
  await expect(bars).toHaveCount(60);
  await expect
    .poll(() => bars.evaluateAll((rects) => Math.max(...rects.map((r) => Number(r.getAttribute('height'))))))
    .toBeGreaterThan(0);
  const today = chart.getByRole('table').getByRole('row').last();
  await expect(today.getByRole('cell').first()).not.toHaveText('0');
  await admin.close();
});
