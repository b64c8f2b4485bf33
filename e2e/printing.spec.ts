// Printed cards for an event (issue 13): the admin makes a category and a design — uploads the
// background (the editor warns it is under 300 dpi at A6), drags the QR box and types a text box's
// place; a subscriber personalises the design for their event with the proof beside the texts,
// orders 50 (a delivery address, the bill's identity) and says "I have paid"; the admin confirms the payment on /bills-management, moves the
// order to printing and then to shipped with a carrier and a tracking number; the subscriber sees
// it in the order's timeline. The subscriber and their event are made through the API.
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, signInThroughForm } from './support';

const FIXTURES = path.resolve('apps/server/test/fixtures');
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A new individual subscriber with one event; their sign-in and the event's title. */
async function subscriberWithEvent(request: APIRequestContext, stamp: number) {
  const account = { email: `baski${stamp}@example.com`, password: 'baski-sifresi-1' };
  const registered = await request.post('/api/auth/register', {
    data: { username: `baski${stamp}`, ...account, accountType: 'individual' },
  });
  expect(registered.status()).toBe(201);
  const { accessToken } = (await registered.json()) as { accessToken: string };
  const title = `Zeynep & Can ${stamp % 10_000}`;
  const created = await request.post('/api/qr-codes', { headers: bearer(accessToken), data: { title } });
  expect(created.status()).toBe(201);
  return { account, title };
}

/** Picks `option` in the MUI select named `name`. */
async function choose(page: Page, name: string | RegExp, option: string) {
  await page.getByRole('combobox', { name }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('the admin designs a table card, a subscriber orders 50 for their event, the admin ships it and the subscriber follows it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000); // two people, PDFs made on a shared machine
  const stamp = Date.now();
  const categoryName = `Masa Kartları ${stamp % 10_000}`;
  const designName = `Altın Çerçeve ${stamp % 10_000}`;
  const { account, title } = await subscriberWithEvent(request, stamp);

  const adminContext = await browser.newContext({ locale: 'tr-TR', viewport: { width: 1400, height: 1000 } });
  const admin = await adminContext.newPage();
  try {
    // The admin's catalogue: a category first.
    await admin.goto('/printing-workshop/categories/add');
    await signInThroughForm(admin, ADMIN.email, ADMIN.password);
    await expect(admin).toHaveURL(/\/printing-workshop\/categories\/add$/);
    await admin.getByRole('textbox', { name: /^Kategori adı/ }).fill(categoryName);
    await admin.getByRole('button', { name: 'Kategoriyi oluştur' }).click();
    await expect(admin).toHaveURL(/\/printing-workshop\/categories\/edit\//);

    // Then a design, by the other spelling of its address; the background is under 300 dpi at A6.
    await admin.goto('/printing-workshop/designs/add');
    await expect(admin).toHaveURL(/\/printing-workshop\/desings\/add$/);
    await admin.getByRole('textbox', { name: /^Tasarım adı/ }).fill(designName);
    await choose(admin, /^Kategori/, categoryName);
    await admin.getByRole('textbox', { name: /^Adet fiyatı/ }).fill('12,50');
    await admin.getByRole('spinbutton', { name: 'En az sipariş' }).fill('50');
    await admin.getByLabel('Arka plan yükle').setInputFiles(path.join(FIXTURES, 'photo.png'));
    await expect(admin.getByText(/Arka plan bu ölçüde yalnızca \d+ dpi/)).toBeVisible();

    // The QR box dragged 60 px to the right on the canvas: its "from left" follows.
    const qrSection = admin.getByRole('region', { name: 'QR kodu kutusu' });
    const qrLeft = qrSection.getByRole('spinbutton', { name: 'Soldan' });
    await expect(qrLeft).toHaveValue('27.5');
    const qrBox = admin.getByRole('button', { name: /^QR kodu:/ });
    const box = (await qrBox.boundingBox())!;
    await admin.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await admin.mouse.down();
    await admin.mouse.move(box.x + box.width / 2 + 30, box.y + box.height / 2, { steps: 5 });
    await admin.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2, { steps: 5 });
    await admin.mouse.up();
    await expect(qrLeft).not.toHaveValue('27.5');
    // Placed exactly by typing: the middle of the card.
    await qrLeft.fill('27.5');
    await expect(qrBox).toHaveAccessibleName(/soldan 27.5 mm, üstten 70 mm, 50 × 50 mm/);

    // A text box for the couple's names, its place typed in millimetres.
    await admin.getByRole('button', { name: 'Metin kutusu ekle' }).click();
    const texts = admin.getByRole('region', { name: 'Metin kutuları' });
    await texts.getByRole('textbox', { name: /^Alan adı/ }).fill('İsimler');
    await texts.getByRole('textbox', { name: /^Anahtar/ }).fill('isimler');
    await texts.getByRole('spinbutton', { name: 'Üstten' }).fill('20');
    await texts.getByRole('textbox', { name: 'Varsayılan metin' }).fill('Ayşe & Mehmet');
    await expect(admin.getByRole('button', { name: /^İsimler:/ })).toBeVisible();
    await admin.getByRole('button', { name: 'Tasarımı oluştur' }).click();
    await expect(admin).toHaveURL(/\/printing-workshop\/desings\/edit\//);
    await expect(admin.getByText('Arka plan yüklü.')).toBeVisible();

    // The subscriber finds it in the catalogue and personalises it for their event.
    await page.goto('/printing-workshop');
    await signInThroughForm(page, account.email, account.password);
    await expect(page).toHaveURL(/\/printing-workshop$/);
    await page.getByRole('link', { name: `${designName} tasarımını kişiselleştir` }).click();
    await expect(page.getByRole('combobox', { name: 'Etkinlik' })).toContainText(title);
    // The proof is the server's PDF drawn in the page (pdf.js): the QR's dark modules are on it.
    const proof = page.getByRole('img', { name: 'Baskı önizlemesi' });
    await expect(proof).toHaveAttribute('data-drawn', 'true', { timeout: 20_000 });
    const darkShare = await proof.evaluate((canvas: HTMLCanvasElement) => {
      const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
      let dark = 0;
      for (let i = 0; i < data.length; i += 4) if (data[i]! + data[i + 1]! + data[i + 2]! < 150) dark++;
      return dark / (data.length / 4);
    });
    expect(darkShare).toBeGreaterThan(0.01);
    await page.getByRole('textbox', { name: 'İsimler' }).fill('Zeynep & Can');
    await expect(page.getByText('12 / 40')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Adet' })).toHaveValue('50');
    await page.getByRole('button', { name: 'Siparişe devam et' }).click();

    // The order: 50 × ₺12,50 with the KDV inside, the delivery address, then the bill's pay page.
    await expect(page).toHaveURL(/\/printing-workshop\/order\?/);
    const totals = page.getByRole('table', { name: 'Sipariş tutarı' });
    await expect(totals.getByRole('row', { name: /Ödenecek toplam/ })).toContainText('₺625,00');
    const shipping = page.getByRole('region', { name: 'Teslimat adresi' });
    await shipping.getByRole('textbox', { name: /^Alıcının adı soyadı/ }).fill('Zeynep Kaya');
    await shipping.getByRole('textbox', { name: /^Telefon/ }).fill('+90 532 000 00 00');
    await shipping.getByRole('textbox', { name: /^Adres/ }).fill('Bağdat Caddesi 1');
    await shipping.getByRole('textbox', { name: /^İlçe/ }).fill('Kadıköy');
    await shipping.getByRole('textbox', { name: 'İl', exact: true }).fill('İstanbul');
    await shipping.getByRole('textbox', { name: /^Posta kodu/ }).fill('34710');
    // A first order: the bill's identity is asked for (the cart's fields, its TC kimlik no checked).
    const billing = page.getByRole('region', { name: 'Fatura bilgileri' });
    await billing.getByRole('textbox', { name: /^Ad soyad/ }).fill('Zeynep Kaya');
    await billing.getByRole('textbox', { name: /^Adres/ }).fill('Bağdat Caddesi 1, Kadıköy');
    await billing.getByRole('textbox', { name: 'İl', exact: true }).fill('İstanbul');
    await billing.getByRole('textbox', { name: /^Telefon/ }).fill('+90 532 000 00 00');
    // A distance sale: the two contracts are accepted as at a plan's checkout.
    await page
      .getByRole('checkbox', { name: 'Mesafeli satış sözleşmesini okudum ve kabul ediyorum.' })
      .check();
    await page.getByRole('checkbox', { name: 'Ön bilgilendirme formunu okudum ve kabul ediyorum.' }).check();
    await page.getByRole('button', { name: 'Siparişi ver' }).click();
    await expect(page).toHaveURL(/\/subscription\/pay\//);
    const transfer = page.getByRole('region', { name: 'Havale / EFT bilgileri' });
    await expect(transfer).toContainText('₺625,00');
    const reference = (await transfer
      .getByText(/^\d{4}-\d{6}$/)
      .first()
      .textContent())!;
    await page.getByRole('button', { name: 'Ödeme yaptım' }).click();
    await page
      .getByRole('dialog', { name: 'Ödeme bildirimi' })
      .getByRole('button', { name: 'Bildirimi gönder' })
      .click();
    await expect(page.getByText('Ödeme bildiriminiz alındı')).toBeVisible();

    // The admin confirms the payment on /bills-management …
    await admin.goto('/bills-management');
    await admin.getByRole('link', { name: reference, exact: true }).click();
    const payment = admin.getByRole('region', { name: 'Ödeme' });
    await payment.getByRole('button', { name: 'Ödemeyi onayla' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Ödemeyi onayla' }).click();
    await expect(payment.getByRole('button', { name: 'İade et' })).toBeVisible();

    // … and moves the confirmed order on: to printing, then shipped with its tracking number.
    await admin.goto('/printing-workshop/list?status=confirmed');
    await admin.getByRole('link', { name: designName }).first().click();
    await expect(admin).toHaveURL(/\/printing-workshop\/order\/view\//);
    const orderUrl = new URL(admin.url()).pathname;
    await expect(admin.getByRole('img', { name: 'Baskı dosyası' })).toHaveAttribute('data-drawn', 'true', {
      timeout: 20_000,
    });
    const move = admin.getByRole('form', { name: 'Durumu ilerlet' });
    await choose(admin, 'Yeni durum', 'Baskıda');
    await move.getByRole('button', { name: 'Durumu kaydet' }).click();
    const timeline = admin.getByRole('region', { name: 'Sipariş durumu' });
    await expect(timeline.getByRole('listitem').last()).toContainText('Baskıda');
    await choose(admin, 'Yeni durum', 'Kargoya verildi');
    await move.getByRole('textbox', { name: /^Kargo firması/ }).fill('Yurtiçi Kargo');
    await move.getByRole('textbox', { name: /^Takip numarası/ }).fill('YK123456789TR');
    await move.getByRole('button', { name: 'Durumu kaydet' }).click();
    await expect(timeline.getByRole('listitem').last()).toContainText('Kargoya verildi');

    // The subscriber follows the order: shipped, by which carrier, with which number.
    await page.goto(orderUrl);
    const own = page.getByRole('region', { name: 'Sipariş durumu' });
    await expect(own.getByRole('listitem').last()).toContainText('Kargoya verildi');
    await expect(own).toContainText('Onaylandı');
    await expect(own).toContainText('Baskıda');
    await expect(own).toContainText('Yurtiçi Kargo');
    await expect(own).toContainText('YK123456789TR');
    await expect(page.getByRole('button', { name: 'Siparişi iptal et' })).toHaveCount(0);
  } finally {
    await adminContext.close();
  }
});
