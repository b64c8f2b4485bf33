// Set-up of the bills tests: what the catalogue would hold (the two contracts, a bank account, the
// seller's identity, coupons), valid billing identities, and the checkout and bill calls.
import { expect } from 'vitest';
import type { Bill, CheckoutResponse } from '@hatira/shared/bills';
import type { SubscriptionPlan } from '@hatira/shared/subscriptions';
import type { TestApp } from '../../../test/app.js';
import { adminToken, apiCaller, bearer } from '../../../test/factories.js';
import { bankAccounts } from '../bank-accounts/bank-accounts.table.js';
import { coupons } from '../coupons/coupons.table.js';
import { legalPages } from '../legal-pages/legal-pages.table.js';
import { SELLER_KEY } from '../settings/settings.queries.js';
import { settings } from '../settings/settings.table.js';

export const SELLER = {
  title: 'Hatıra Yazılım Ltd. Şti.',
  address: 'Büyükdere Cad. No: 1, Şişli, İstanbul',
  taxOffice: 'Şişli',
  taxNumber: '9876543217',
  mersis: '0123456789000015',
  email: 'fatura@hatira.test',
  phone: '+90 212 000 00 00',
};
export const IBAN = 'TR330006100519786457841326';

export const INDIVIDUAL_BILLING = {
  type: 'individual',
  fullName: 'Ayşe Yılmaz',
  nationalId: '10000000146',
  address: 'Atatürk Cad. No: 5 D: 3, Çankaya',
  city: 'Ankara',
  phone: '+90 532 000 00 00',
} as const;

export const CORPORATE_BILLING = {
  type: 'corporate',
  companyName: 'Düğün Organizasyon A.Ş.',
  taxOffice: 'Kadıköy',
  taxNumber: '1234567890',
  address: 'Moda Cad. No: 10, Kadıköy',
  city: 'İstanbul',
  phone: '+90 216 000 00 00',
} as const;

export const CONTRACTS = ['distance-sales-contract', 'pre-information-form'] as const;

/**
 * What the admin would have made on top of the start-up seed (the Turkish templates are version 1):
 * a reviewed Turkish text and an English one of each contract, a bank account, the seller.
 */
export async function seedCatalogue(t: TestApp): Promise<void> {
  await t.db.insert(legalPages).values(
    CONTRACTS.flatMap((slug) => [
      { slug, language: 'tr' as const, version: 2, title: slug, body: 'Metin' },
      { slug, language: 'en' as const, version: 1, title: slug, body: 'Text' },
    ]),
  );
  await t.db.insert(bankAccounts).values({
    bankName: 'Ziraat Bankası',
    accountHolder: 'Hatıra Yazılım Ltd. Şti.',
    iban: IBAN,
    branch: 'Şişli',
  });
  await t.db.insert(bankAccounts).values({
    bankName: 'Kapalı Banka',
    accountHolder: 'Hatıra',
    iban: 'TR320010009999901234567890',
    isActive: false,
  });
  await t.db.insert(settings).values({ key: SELLER_KEY, value: SELLER });
}

let couponCounter = 0;
/** A coupon (default: 10 % off any plan, no limit); returns its code. */
export async function createCoupon(
  t: TestApp,
  values: Partial<typeof coupons.$inferInsert> = {},
): Promise<string> {
  const code = values.code ?? `KUPON${++couponCounter}`;
  await t.db.insert(coupons).values({ code, discountType: 'percent', amount: 10, ...values });
  return code;
}

export async function plansOf(t: TestApp): Promise<SubscriptionPlan[]> {
  const response = await t.app.inject({
    url: '/api/subscription-plans',
    headers: bearer(await adminToken(t)),
  });
  return response.json().items as SubscriptionPlan[];
}

export function checkoutBody(plan: SubscriptionPlan, extra: Record<string, unknown> = {}) {
  return {
    planId: plan.id,
    billing: plan.type === 'individual' ? INDIVIDUAL_BILLING : CORPORATE_BILLING,
    acceptedContracts: [...CONTRACTS],
    ...extra,
  };
}

export function billsApi(t: TestApp) {
  const call = apiCaller(t);
  return {
    call,
    quote: (token: string, query: string) => call(token, 'GET', `/api/checkout/quote?${query}`),
    checkout: (token: string, body: unknown) => call(token, 'POST', '/api/checkout', body),
    list: (token: string, query = '') => call(token, 'GET', `/api/bills${query}`),
    get: (token: string, id: string) => call(token, 'GET', `/api/bills/${id}`),
    payment: (token: string, id: string) => call(token, 'GET', `/api/bills/${id}/payment`),
    pdf: (token: string, id: string) => call(token, 'GET', `/api/bills/${id}/pdf`),
    notice: (
      token: string,
      id: string,
      body: unknown = { paidAt: '2026-11-20', senderName: 'Ayşe Yılmaz' },
    ) => call(token, 'POST', `/api/bills/${id}/payment-notice`, body),
    confirm: (token: string, id: string) => call(token, 'POST', `/api/bills/${id}/confirm`),
    reject: (token: string, id: string, reason = 'Tutar hesaba geçmedi.') =>
      call(token, 'POST', `/api/bills/${id}/reject`, { reason }),
    cancel: (token: string, id: string) => call(token, 'POST', `/api/bills/${id}/cancel`),
    refund: (token: string, id: string) => call(token, 'POST', `/api/bills/${id}/refund`),
  };
}

/** A checkout that must succeed; returns the new bill. */
export async function buy(
  t: TestApp,
  token: string,
  plan: SubscriptionPlan,
  extra: Record<string, unknown> = {},
): Promise<Bill> {
  const response = await billsApi(t).checkout(token, checkoutBody(plan, extra));
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as CheckoutResponse).bill;
}
