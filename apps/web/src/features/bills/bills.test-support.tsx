// The purchase and bill screens' stand-ins: a plan, quotes, a bill in each state (the pages open
// for a subscriber or the staff with test-utils' openPagesAs).
import type { Bill, BillPayment, Quote } from '@hatira/shared/bills';
import type { SubscriptionPlan } from '@hatira/shared/subscriptions';
import { jsonResponse } from '../../test-utils';

export const PLAN: SubscriptionPlan = {
  id: '0190a0a0-0000-7000-8000-0000000000a1',
  type: 'individual',
  name: 'Düğün Paketi',
  description: 'Tek etkinlik için',
  price: 1_499_00,
  currency: 'TRY',
  durationDays: 365,
  maxEvents: 1,
  maxAlbumsPerEvent: 5,
  maxPostsPerAlbum: 500,
  storageQuotaBytes: 10 * 1024 ** 3,
  videoAllowed: true,
  active: true,
  sortOrder: 1,
};

/** 1499.00 with KDV 20 %: net 1249.17 + KDV 249.83. */
export const BASE_QUOTE: Quote = {
  planId: PLAN.id,
  subtotal: 1_499_00,
  discount: 0,
  total: 1_499_00,
  net: 1_249_17,
  tax: 249_83,
  taxRate: 20,
  currency: 'TRY',
  couponCode: null,
};

export const BILL: Bill = {
  id: '0190a0a0-0000-7000-8000-0000000000b1',
  number: '2026-000007',
  kind: 'subscription',
  userId: '0190a0a0-0000-7000-8000-000000000001',
  userName: 'Ayşe Yılmaz',
  userEmail: 'ayse@example.com',
  subscriptionId: '0190a0a0-0000-7000-8000-0000000000c1',
  lines: [{ description: 'Düğün Paketi (365 gün)', quantity: 1, unitPrice: 1_499_00, total: 1_499_00 }],
  subtotal: 1_499_00,
  discount: 0,
  net: 1_249_17,
  tax: 249_83,
  taxRate: 20,
  total: 1_499_00,
  currency: 'TRY',
  couponCode: null,
  status: 'unpaid',
  paymentMethod: 'bank_transfer',
  paymentReference: '2026-000007',
  paymentNotice: null,
  rejectionReason: null,
  buyer: {
    type: 'individual',
    fullName: 'Ayşe Yılmaz',
    nationalId: '',
    address: 'Bağdat Cad. 1',
    city: 'İstanbul',
    phone: '+90 532 000 00 00',
  },
  seller: {
    title: 'Hatıra Yazılım A.Ş.',
    address: 'Kadıköy, İstanbul',
    taxOffice: 'Kadıköy',
    taxNumber: '1234567890',
    mersis: '',
    email: 'fatura@hatira.example',
    phone: '',
  },
  dueAt: '2026-03-08T10:00:00.000Z',
  paidAt: null,
  cancelledAt: null,
  createdAt: '2026-03-01T10:00:00.000Z',
};

export const IBAN = 'TR330006100519786457841326';

export const PAYMENT: BillPayment = {
  bill: BILL,
  bankAccounts: [
    {
      id: '0190a0a0-0000-7000-8000-0000000000d1',
      bankName: 'Ziraat Bankası',
      accountHolder: 'Hatıra Yazılım A.Ş.',
      iban: IBAN,
      branch: 'Kadıköy',
      currency: 'TRY',
    },
  ],
  reference: BILL.number,
};

export const notFound = () => jsonResponse({ error: { code: 'NOT_FOUND', message: 'Data not found.' } }, 404);

export const apiError = (code: string, message: string, status = 400, fields?: Record<string, string>) =>
  jsonResponse({ error: { code, message, ...(fields && { fields }) } }, status);
