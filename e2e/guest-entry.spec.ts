// The guest pages are a page of their own (share.html, docs/decisions/014-guest-entry.md): a
// guest's phone loads none of the admin app, the language chosen on either side is kept on the
// other, and an address that is not a guest page gets the admin app. The legal pages are guest
// pages too (docs/decisions/037-legal-pages-and-commerce-screens.md).
import { expect, test, type Page } from '@playwright/test';

/** The scripts the page has loaded so far, by file name. */
const loadedScripts = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith('.js'))
      .map((path) => path.slice(path.lastIndexOf('/') + 1)),
  );

test('a guest page loads only the guest scripts, in the language chosen in the admin app', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: /Welcome to Hatıra/ })).toBeVisible();
  // Stored encrypted, in the background.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('hatira-language'))).not.toBeNull();

  await page.goto('/not-qr');
  await expect(page.getByRole('heading', { name: 'QR page not found' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const stored = await page.evaluate(() => localStorage.getItem('hatira-language'));
  const scripts = await loadedScripts(page);
  expect(scripts.some((file) => file.startsWith('share-'))).toBe(true);
  expect(scripts.filter((file) => /^(main|app-shell|blank-layout|tr|en)-/.test(file))).toEqual([]);

  // The language the guest picks is the admin app's too.
  await page.getByLabel('Language').selectOption('de');
  await expect(page.getByRole('heading', { name: 'QR-Seite nicht gefunden' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('hatira-language'))).not.toBe(stored);
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});

test('an address under /s/ that is no guest page gets the admin app and its 404 page', async ({ page }) => {
  await page.goto('/s/no-such-event/gallery');
  await expect(page.getByRole('heading', { name: /Sayfa bulunamadı/ })).toBeVisible();
  expect((await loadedScripts(page)).some((file) => file.startsWith('main-'))).toBe(true);
});

test('a legal page is a guest page: no admin app, links to the other texts, and the admin’s /pages/… stay its own', async ({
  page,
}) => {
  await page.goto('/pages/kvkk');
  await expect(page.getByRole('heading', { level: 1, name: 'KVKK Aydınlatma Metni' })).toBeVisible();
  await expect(page.getByText('Sürüm 1')).toBeVisible();
  const scripts = await loadedScripts(page);
  expect(scripts.some((file) => file.startsWith('legal-page-'))).toBe(true);
  expect(scripts.filter((file) => /^(main|app-shell|blank-layout|default-layout|tr)-/.test(file))).toEqual(
    [],
  );

  // Another legal text from its links, in the page; then the top-level address of the terms.
  await page.getByRole('link', { name: 'Gizlilik Politikası' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Gizlilik Politikası' })).toBeVisible();
  await page.goto('/terms-and-conditions');
  await expect(page.getByRole('heading', { level: 1, name: 'Kullanım Koşulları' })).toBeVisible();

  // An admin page's /pages/… address stays the admin app's.
  await page.goto('/pages/misc/page-not-found');
  await expect(page.getByRole('heading', { name: /Sayfa bulunamadı/ })).toBeVisible();
});
