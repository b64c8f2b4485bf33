// A corporate subscriber serves a customer (issue 4): creates the customer and an event assigned
// to them; the customer sets a password from the invitation mail, signs in and sees that event.
import { expect, test } from '@playwright/test';
import { latestMailTo, registerThroughApi, signInThroughForm } from './support';

test('a corporate subscriber invites a customer, who sees the event assigned to them', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000); // two users, two browsers, on a shared machine
  const organiser = await registerThroughApi(request, 'corporate');
  const customerEmail = `musteri${Date.now()}@example.com`;

  await page.goto('/login');
  await signInThroughForm(page, organiser.email, organiser.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  // The event first, then the customer, who is given it on their page.
  await page.goto('/qr/add');
  await page.getByRole('textbox', { name: /^Başlık/ }).fill('Kaya Düğünü');
  await page.getByRole('button', { name: 'Oluştur' }).click();
  await expect(page).toHaveURL(/\/qr\/edit\//);

  await page.getByRole('link', { name: 'Müşteriler' }).click();
  await expect(page).toHaveURL(/\/customers$/);
  await page.getByRole('link', { name: 'Yeni müşteri' }).click();
  await page.getByRole('textbox', { name: /^Ad soyad/ }).fill('Zeynep Kaya');
  await page.getByRole('textbox', { name: /^E-posta/ }).fill(customerEmail);
  await page.getByRole('button', { name: 'Müşteriyi ekle ve davet gönder' }).click();
  await expect(page).toHaveURL(/\/customers\/edit\//);
  await expect(
    page.getByText(`${customerEmail} adresine şifre belirleme bağlantısı gönderildi.`),
  ).toBeVisible();

  await page.getByRole('combobox', { name: 'Etkinlik seçin' }).click();
  await page.getByRole('option', { name: 'Kaya Düğünü' }).click();
  await page.getByRole('button', { name: 'Ata', exact: true }).click();
  const assigned = page.getByRole('list', { name: 'Atanan etkinlikler' });
  await expect(assigned.getByRole('link', { name: 'Kaya Düğünü' })).toBeVisible();

  // The customer, in a browser of their own, opens the link from the mail.
  await expect.poll(() => latestMailTo(customerEmail).catch(() => '')).toContain('/forgot-password/reset/');
  // (the mail is quoted-printable: the token is read, the address rebuilt as the link has it)
  const token = /\/forgot-password\/reset\/([\w-]+)/.exec(await latestMailTo(customerEmail))![1];
  const context = await browser.newContext({ locale: 'tr-TR' });
  const customer = await context.newPage();
  await customer.goto(`/forgot-password/reset/${token}?invitation=1`);
  await expect(customer.getByText('Hatıra’ya hoş geldiniz 👋')).toBeVisible();
  await customer.getByLabel(/^Şifre$/).fill('musteri-sifresi-1');
  await customer.getByLabel(/^Şifre \(tekrar\)/).fill('musteri-sifresi-1');
  await customer.getByRole('button', { name: 'Şifremi belirle ve devam et' }).click();
  await expect(customer).toHaveURL(/\/login/);

  await signInThroughForm(customer, customerEmail, 'musteri-sifresi-1');
  await expect(customer).toHaveURL(/\/dashboard$/);
  await customer.goto('/cmedias');
  await customer.getByRole('combobox', { name: 'Etkinlik' }).click();
  await expect(customer.getByRole('option', { name: 'Kaya Düğünü' })).toBeVisible();
  await expect(customer.getByRole('option')).toHaveCount(1);
  // No customers menu for a customer.
  await expect(customer.getByRole('link', { name: 'Müşteriler' })).toHaveCount(0);
  await context.close();
});
