// A newcomer buys a plan and their guests can post (issue 12): register as an individual, prepare
// an event (guests meet the subscription problem), choose a package on /subscription, a coupon in
// the cart, accept the contracts, read the IBAN and the reference on the pay page, say "I have
// paid"; the admin confirms on /bills-management; a guest shares a photo on the event page; the
// bill's PDF downloads. The bank account and the coupon are made by the admin through the API.
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { ADMIN, signInThroughForm } from './support';

const FIXTURES = path.resolve('apps/server/test/fixtures');
const IBAN = 'TR330006100519786457841326';

async function adminSetUp(request: APIRequestContext, couponCode: string) {
  const login = await request.post('/api/auth/login', { data: ADMIN });
  expect(login.status()).toBe(201);
  const headers = {
    Authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}`,
  };
  const account = await request.post('/api/bank-accounts', {
    headers,
    data: { bankName: 'Ziraat Bankası', accountHolder: 'Hatıra Yazılım A.Ş.', iban: IBAN, branch: 'Kadıköy' },
  });
  expect(account.status()).toBe(201);
  const coupon = await request.post('/api/coupons', {
    headers,
    data: { code: couponCode, discountType: 'percent', amount: 10, planType: 'individual', maxUses: 5 },
  });
  expect(coupon.status()).toBe(201);
}

test('a new subscriber buys a plan with a coupon, pays by transfer, the admin confirms, and a guest posts', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000); // three people, three browsers, on a shared machine
  const stamp = Date.now();
  const couponCode = `HOSGELDIN${stamp % 100_000}`;
  await adminSetUp(request, couponCode);

  // A couple registers and prepares their event page.
  await page.goto('/register');
  await page.getByLabel(/^Kullanıcı adı/).fill(`cift${stamp}`);
  await page.getByLabel(/^E-posta/).fill(`cift${stamp}@example.com`);
  await page.getByLabel(/^Şifre/).fill('cift-sifresi-1');
  await page.getByRole('button', { name: 'Hesap oluştur' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/qr/add');
  await page.getByRole('textbox', { name: /^Başlık/ }).fill('Ayşe & Mehmet');
  await page.getByRole('button', { name: 'Oluştur' }).click();
  await expect(page).toHaveURL(/\/qr\/edit\//);
  const shareUrl = await page.getByRole('textbox', { name: 'Paylaşım bağlantısı' }).inputValue();

  // Without a plan, the guests are told there is a subscription problem.
  const guestContext = await browser.newContext({ locale: 'tr-TR', viewport: { width: 390, height: 844 } });
  const guest = await guestContext.newPage();
  await guest.goto(shareUrl);
  await expect(guest.getByText(/Abonelikle ilgili bir sorun var/)).toBeVisible();

  // The plan warning leads to the packages; the couple picks one.
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Plan satın al' }).click();
  await expect(page).toHaveURL(/\/subscription$/);
  await page.getByRole('link', { name: 'Tek Etkinlik paketini satın al' }).click();
  await expect(page).toHaveURL(/\/subscription\/cart\?plan=/);

  // The cart: the coupon is checked as typed, the identity filled in, the contracts accepted.
  const totals = page.getByRole('table', { name: 'Sipariş tutarı' });
  await expect(totals.getByRole('row', { name: /Ödenecek toplam/ })).toContainText('₺1.499,00');
  await page.getByRole('textbox', { name: 'Kupon kodu' }).fill(couponCode.toLowerCase());
  await expect(page.getByText('Kupon uygulandı: ₺149,90 indirim.')).toBeVisible();
  await expect(totals.getByRole('row', { name: /Ödenecek toplam/ })).toContainText('₺1.349,10');
  await page.getByRole('textbox', { name: /^Ad soyad/ }).fill('Ayşe Yılmaz');
  await page.getByRole('textbox', { name: /^T\.C\. kimlik no/ }).fill('10000000146');
  await expect(page.getByText('Numara geçerli')).toBeVisible();
  await page.getByRole('textbox', { name: /^Adres/ }).fill('Bağdat Caddesi 1, Kadıköy');
  await page.getByRole('textbox', { name: /^İl/ }).fill('İstanbul');
  await page.getByRole('textbox', { name: /^Telefon/ }).fill('+90 532 000 00 00');
  await page.getByRole('button', { name: 'Siparişi ver' }).click();
  await expect(page.getByText('Devam etmek için lütfen okuyup onaylayın')).toHaveCount(2);
  await page.getByRole('button', { name: 'Mesafeli satış sözleşmesini oku' }).click();
  const contract = page.getByRole('dialog');
  await expect(contract.getByRole('heading').first()).toBeVisible();
  await contract.getByRole('button', { name: 'Okudum, kabul ediyorum' }).click();
  await page.getByRole('checkbox', { name: 'Ön bilgilendirme formunu okudum ve kabul ediyorum.' }).check();
  await page.getByRole('button', { name: 'Siparişi ver' }).click();

  // The pay page: the amount, the IBAN in groups of four, the reference, then "I have paid".
  await expect(page).toHaveURL(/\/subscription\/pay\//);
  const transfer = page.getByRole('region', { name: 'Havale / EFT bilgileri' });
  await expect(transfer).toContainText('₺1.349,10');
  await expect(transfer).toContainText('TR33 0006 1005 1978 6457 8413 26');
  const reference = (await transfer
    .getByText(/^\d{4}-\d{6}$/)
    .first()
    .textContent())!;
  await expect(transfer).toContainText(`Havale açıklamasına yalnızca ${reference} yazın`);
  await page.getByRole('button', { name: 'Ödeme yaptım' }).click();
  const notice = page.getByRole('dialog', { name: 'Ödeme bildirimi' });
  await notice.getByRole('button', { name: 'Bildirimi gönder' }).click();
  await expect(page.getByText('Ödeme bildiriminiz alındı')).toBeVisible();
  const payUrl = page.url();

  // The admin confirms the payment on /bills-management.
  const adminContext = await browser.newContext({ locale: 'tr-TR', viewport: { width: 1280, height: 900 } });
  try {
    const admin = await adminContext.newPage();
    await admin.goto('/bills-management');
    await signInThroughForm(admin, ADMIN.email, ADMIN.password);
    await expect(admin).toHaveURL(/\/bills-management$/);
    await admin.getByRole('link', { name: reference, exact: true }).click();
    await expect(admin).toHaveURL(/\/bills-management\/view\//);
    const payment = admin.getByRole('region', { name: 'Ödeme' });
    await expect(payment).toContainText('Ayşe Yılmaz');
    await payment.getByRole('button', { name: 'Ödemeyi onayla' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Ödemeyi onayla' }).click();
    await expect(payment.getByRole('button', { name: 'İade et' })).toBeVisible();
  } finally {
    await adminContext.close();
  }

  // The couple sees the plan in force; a guest shares a photo on the event page.
  await page.goto(payUrl);
  await expect(page.getByText('Ödendi: planınız etkin')).toBeVisible();
  try {
    await guest.goto(shareUrl);
    await expect(guest.getByRole('heading', { level: 1, name: 'Ayşe & Mehmet' })).toBeVisible();
    await guest.getByRole('link', { name: 'Medya Paylaş' }).first().click();
    await guest.getByLabel('Adınız').fill('Zeynep');
    await guest.getByLabel('Fotoğraf veya video seç').setInputFiles(path.join(FIXTURES, 'photo.png'));
    await guest.getByRole('button', { name: 'Paylaş', exact: true }).click();
    await expect(guest.getByRole('dialog', { name: 'Başarılı' })).toBeVisible({ timeout: 30_000 });
  } finally {
    await guestContext.close();
  }

  // The bill, printable on its page, downloads as a PDF.
  await page.getByRole('link', { name: 'Faturayı görüntüle' }).click();
  await expect(page.getByRole('article', { name: `${reference} numaralı fatura` })).toContainText('Ödendi');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'PDF indir' }).click(),
  ]);
  const pdf = await readFile((await download.path())!);
  expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
});
