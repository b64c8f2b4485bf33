import { expect, test, type Page } from '@playwright/test';
import { ADMIN, signInThroughForm } from './support';

async function signInAsAdmin(page: Page) {
  await page.goto('/login');
  await signInThroughForm(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Relative luminance of the page background, 0 (black) … 1 (white). */
async function backgroundLuminance(page: Page): Promise<number> {
  const color = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const [r, g, b] = (color.match(/\d+/g) ?? ['255', '255', '255']).slice(0, 3).map(Number);
  return (0.2126 * r! + 0.7152 * g! + 0.0722 * b!) / 255;
}

test('switching to English changes the texts and the document language, and it sticks', async ({ page }) => {
  await signInAsAdmin(page);
  await expect(page.getByRole('heading', { name: /Hoş geldin/ })).toBeVisible();

  await page.getByRole('button', { name: 'Dil' }).click();
  await page.getByRole('menuitem', { name: /English/ }).click();

  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: /Welcome, Administrator/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Language' })).toBeVisible();

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: /Welcome, Administrator/ })).toBeVisible();
});

test('the dark theme survives a reload', async ({ page }) => {
  await signInAsAdmin(page);
  expect(await backgroundLuminance(page)).toBeGreaterThan(0.8);

  await page.getByRole('button', { name: /^(Tema|Theme)$/ }).click();
  await page.getByRole('menuitem', { name: /^(Koyu|Dark)$/ }).click();
  await expect.poll(() => backgroundLuminance(page)).toBeLessThan(0.3);

  await page.reload();
  await expect(page.getByRole('button', { name: /^(Tema|Theme)$/ })).toBeVisible();
  expect(await backgroundLuminance(page)).toBeLessThan(0.3);
});
