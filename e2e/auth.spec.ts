import { expect, test } from '@playwright/test';
import { ADMIN, CLIENT, registerThroughApi, signInThroughForm } from './support';

test('the admin signs in and lands on the dashboard', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await signInThroughForm(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  // The first admin's seeded name, in the reader's language (issue 11 §6).
  await expect(page.getByText('Yönetici').first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
});

test('a signed-out visitor is sent to sign in, then back to the page asked for', async ({ page }) => {
  await page.goto('/access-control?x=1');
  await expect(page).toHaveURL(/\/login\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('x')).toBe('1');
  expect(url.searchParams.get('to')).toBe('/access-control?x=1');

  await signInThroughForm(page, CLIENT.email, CLIENT.password);
  await expect(page).toHaveURL(/\/access-control\?x=1$/);
});

test('a subscriber opening the ACL demo page is not authorized', async ({ page, request }) => {
  const subscriber = await registerThroughApi(request);
  await page.goto('/login');
  await signInThroughForm(page, subscriber.email, subscriber.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/access-control');
  await expect(page).toHaveURL(/\/not-authorized/);
});

test('a wrong password shows the contract message in the UI language', async ({ page }) => {
  await page.goto('/login');
  await signInThroughForm(page, ADMIN.email, 'definitely-wrong');
  await expect(page.getByRole('alert')).toContainText(
    /E-posta veya şifre geçersiz|Geçersiz e-posta veya şifre/,
  );
  await expect(page).toHaveURL(/\/login$/);
});
