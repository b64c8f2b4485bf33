// The bill PDF as a reader gets it: A4, and its text — pulled out with Debian's pdftotext — holds
// the number, the totals as Turkish money and the Turkish letters exactly (an embedded font).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bill } from '@hatira/shared/bills';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { adminToken, ownerOf, registerSubscriber } from '../../../test/factories.js';
import { users } from '../users/users.table.js';
import {
  billsApi,
  buy,
  CORPORATE_BILLING,
  createCoupon,
  plansOf,
  seedCatalogue,
  SELLER,
} from './bills.test-support.js';

let t: TestApp;
let api: ReturnType<typeof billsApi>;
let dir: string;
beforeAll(async () => {
  t = await createTestApp();
  api = billsApi(t);
  await seedCatalogue(t);
  dir = mkdtempSync(path.join(tmpdir(), 'hatira-bill-pdf-'));
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await t.close();
});

/** The PDF of a bill as its owner downloads it, with its text and page size. */
async function download(token: string, bill: Bill) {
  const response = await api.pdf(token, bill.id);
  expect(response.statusCode).toBe(200);
  const file = path.join(dir, `${bill.id}.pdf`);
  writeFileSync(file, response.rawPayload);
  return {
    response,
    text: execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }),
    info: execFileSync('pdfinfo', [file], { encoding: 'utf8' }),
  };
}

const TURKISH_BUYER = {
  ...CORPORATE_BILLING,
  companyName: 'ĞÜŞİÖÇ Çiçekçilik ve Düğün Hizmetleri A.Ş.',
  address: 'Işıklı Sok. No: 7, Üsküdar',
};

describe('GET /api/bills/:id/pdf', () => {
  it('is an A4 PDF with the number, the totals as Turkish money, the IBAN and Turkish letters', async () => {
    const owner = ownerOf(await registerSubscriber(t.app, { accountType: 'corporate' }));
    const plan = (await plansOf(t)).find((p) => p.type === 'corporate')!;
    const code = await createCoupon(t, { discountType: 'fixed', amount: 12_345 });
    const bill = await buy(t, owner.token, plan, { billing: TURKISH_BUYER, couponCode: code });
    const { response, text, info } = await download(owner.token, bill);

    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`filename*=UTF-8''fatura-${bill.number}.pdf`);
    expect(info).toMatch(/Page size:\s+595\.28 x 841\.89 pts \(A4\)/);
    expect(info).toMatch(/Pages:\s+1/);

    const money = (kurus: number) =>
      new Intl.NumberFormat('tr', { style: 'currency', currency: 'TRY' }).format(kurus / 100);
    for (const expected of [
      'Fatura',
      bill.number,
      'Ödenmedi',
      SELLER.title,
      'MERSİS no: 0123456789000015',
      TURKISH_BUYER.companyName,
      'Işıklı Sok. No: 7, Üsküdar',
      'Vergi no: 1234567890',
      `Ara toplam`,
      money(bill.subtotal),
      `−${money(12_345)}`,
      `KDV hariç tutar`,
      money(bill.net),
      'KDV (%20)',
      money(bill.tax),
      'Genel toplam',
      money(bill.total),
      'TR33 0006 1005 1978 6457 8413 26',
      `Açıklama: ${bill.number}`,
    ])
      expect(text).toContain(expected);
    // every Turkish letter, as itself
    for (const letter of 'İıŞşĞğÇçÖöÜü') expect(text).toContain(letter);
    expect(money(bill.total)).toMatch(/^₺\d{1,3}(\.\d{3})*,\d{2}$/);
  });

  it('leaves the payment instructions off a paid bill and writes in the bill’s language', async () => {
    const owner = ownerOf(await registerSubscriber(t.app));
    await t.db.update(users).set({ language: 'en' }).where(eq(users.id, owner.userId));
    const plan = (await plansOf(t)).find((p) => p.name === 'Tek Etkinlik')!;
    const bill = await buy(t, owner.token, plan);
    expect((await api.confirm(await adminToken(t), bill.id)).statusCode).toBe(200);
    const { response, text } = await download(owner.token, bill);
    expect(response.headers['content-disposition']).toContain(`bill-${bill.number}.pdf`);
    expect(text).toContain('Paid');
    expect(text).toContain('Tek Etkinlik subscription, 30 days');
    expect(text).toContain('TRY 1,499.00');
    expect(text).not.toContain('TR33 0006');
    expect(text).not.toContain('How to pay');
  });
});
