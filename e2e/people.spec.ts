import { expect, test } from '@playwright/test';
import { ADMIN, signInThroughForm } from './support';

test('an admin makes a role and a user with it, who then sees only what the role allows', async ({
  page,
}) => {
  test.slow(); // a long journey: two sign-ins, two forms, five pages
  const stamp = Date.now();
  const roleName = `Destek ${stamp}`;
  const person = { name: 'Elif Destek', username: `destek${stamp}`, email: `destek${stamp}@example.com` };

  await page.goto('/login');
  await signInThroughForm(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  // A role that may read users and see the dashboard.
  await page.goto('/roles/add');
  await page.getByRole('textbox', { name: 'Rol adı' }).fill(roleName);
  await page.getByRole('checkbox', { name: 'Kullanıcılar: Oku' }).check();
  await page.getByRole('checkbox', { name: 'Kontrol paneli: Görüntüle' }).check();
  await page.getByRole('button', { name: 'Rolü oluştur' }).click();
  await expect(page).toHaveURL(/\/roles$/);
  const card = page.getByRole('article', { name: roleName });
  await expect(card.getByText('2 izin')).toBeVisible();

  // A user with that role and a password.
  await page.goto('/users/add');
  await page.getByRole('textbox', { name: 'Ad soyad' }).fill(person.name);
  await page.getByRole('textbox', { name: 'Kullanıcı adı' }).fill(person.username);
  await page.getByRole('textbox', { name: 'E-posta' }).fill(person.email);
  await page.getByLabel('Şifre', { exact: true }).fill('destek-password-1');
  await page.getByRole('combobox', { name: 'Rol' }).click();
  await page.getByRole('option', { name: roleName }).click();
  await page.getByRole('button', { name: 'Kullanıcıyı oluştur' }).click();
  await expect(page).toHaveURL(/\/users\/edit\//);
  await expect(page.getByRole('heading', { name: person.name })).toBeVisible();
  await page.goto('/roles');
  await expect(page.getByRole('article', { name: roleName }).getByText('1 kullanıcı')).toBeVisible();

  // The new user signs in and sees the dashboard and users, nothing else of the admin's menu.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await signInThroughForm(page, person.email, 'destek-password-1');
  await expect(page).toHaveURL(/\/dashboard$/);
  const menu = page.getByRole('navigation', { name: 'Ana menü' });
  await expect(menu.getByRole('link', { name: 'Kullanıcılar' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Kontrol Paneli' })).toBeVisible();
  for (const hidden of ['Roller', 'İzinler', 'Etkinlik Sayfası Yönetimi', 'Paylaşım Yönetimi'])
    await expect(menu.getByRole('link', { name: hidden })).toHaveCount(0);

  await menu.getByRole('link', { name: 'Kullanıcılar' }).click();
  await expect(page).toHaveURL(/\/users$/);
  await expect(page.getByRole('gridcell', { name: new RegExp(person.name) })).toBeVisible();
  // Reading is not creating: no add button, and the roles pages stay closed.
  await expect(page.getByRole('link', { name: 'Kullanıcı ekle' })).toHaveCount(0);
  await page.goto('/roles');
  await expect(page).toHaveURL(/\/not-authorized/);
});
