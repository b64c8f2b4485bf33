// Checkout and bills (DESIGN.md §6.3). Prices include KDV: a bill's `total` is what the buyer pays,
// `net` + `tax` = `total` to the kuruş. Money is integer kuruş; times are ISO 8601 strings.
import { z } from 'zod';
import { ACCOUNT_TYPES } from './auth.js';
import { listQuerySchema, requiredText } from './common.js';
import { phoneSchema } from './customers.js';
import { fieldError } from './field-errors.js';
import { isValidNationalId, isValidTaxNumber } from './identity-numbers.js';
import { LEGAL_SLUGS } from './legal-pages.js';
import { ADDRESS_MAX, CITY_MAX, COMPANY_MAX, FULL_NAME_MAX, NOTE_MAX, TAX_OFFICE_MAX } from './limits.js';

export const BILL_STATUSES = ['unpaid', 'pending_confirmation', 'paid', 'cancelled', 'refunded'] as const;
export type BillStatus = (typeof BILL_STATUSES)[number];

/** How a bill is paid: bank transfer now; a card provider plugs in beside it (docs/decisions). */
export const PAYMENT_METHODS = ['bank_transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** What a bill is for: a subscription now, a printing order with the printing workshop. */
export const BILL_KINDS = ['subscription', 'print_order'] as const;
export type BillKind = (typeof BILL_KINDS)[number];

const required = (schema: z.ZodString) => schema.min(1, { error: fieldError('required') });
const requiredPhone = z
  .string({ error: fieldError('required') })
  .trim()
  .min(1, { error: fieldError('required') })
  .pipe(phoneSchema.unwrap().unwrap());

/** A TC kimlik no, checked by its check digits; empty or absent for none. */
const nationalIdSchema = z
  .string({ error: fieldError('invalid') })
  .trim()
  .refine((v) => v === '' || isValidNationalId(v), { error: fieldError('invalidNationalId') })
  .optional();

const taxNumberSchema = required(z.string({ error: fieldError('required') }).trim()).refine(
  isValidTaxNumber,
  {
    error: fieldError('invalidTaxNumber'),
  },
);

const addressFields = {
  address: requiredText(ADDRESS_MAX),
  city: requiredText(CITY_MAX),
  phone: requiredPhone,
};

/** The identity printed on an individual's bill. */
export const individualBillingSchema = z.object({
  type: z.literal('individual'),
  fullName: requiredText(FULL_NAME_MAX),
  nationalId: nationalIdSchema,
  ...addressFields,
});
/** The identity printed on a company's bill. */
export const corporateBillingSchema = z.object({
  type: z.literal('corporate'),
  companyName: requiredText(COMPANY_MAX),
  taxOffice: requiredText(TAX_OFFICE_MAX),
  taxNumber: taxNumberSchema,
  ...addressFields,
});
export const billingIdentitySchema = z.discriminatedUnion(
  'type',
  [individualBillingSchema, corporateBillingSchema],
  {
    error: fieldError('invalidChoice'),
  },
);
export type BillingIdentity = z.infer<typeof billingIdentitySchema>;

/**
 * What the cart's billing form starts with (`GET /api/checkout/billing`): the identity the caller
 * last bought with, else what their profile holds. Plain texts: a field may still be empty.
 */
export const billingPrefillSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('individual'),
    fullName: z.string(),
    nationalId: z.string(),
    address: z.string(),
    city: z.string(),
    phone: z.string(),
  }),
  z.object({
    type: z.literal('corporate'),
    companyName: z.string(),
    taxOffice: z.string(),
    taxNumber: z.string(),
    address: z.string(),
    city: z.string(),
    phone: z.string(),
  }),
]);
export type BillingPrefill = z.infer<typeof billingPrefillSchema>;

export const quoteQuerySchema = z.object({
  planId: z.uuid({ error: fieldError('invalid') }),
  couponCode: z.string().trim().max(50).optional(),
});
export type QuoteQuery = z.infer<typeof quoteQuerySchema>;

/** Totals of a plan with a coupon: subtotal − discount = total = net + tax. */
export const quoteSchema = z.object({
  planId: z.string(),
  subtotal: z.number().int(),
  discount: z.number().int(),
  total: z.number().int(),
  net: z.number().int(),
  tax: z.number().int(),
  /** Percent, e.g. 20. */
  taxRate: z.number(),
  currency: z.string().length(3),
  couponCode: z.string().nullable(),
});
export type Quote = z.infer<typeof quoteSchema>;

export const checkoutBodySchema = z.object({
  planId: z.uuid({ error: fieldError('required') }),
  couponCode: z.string().trim().max(50).optional(),
  billing: billingIdentitySchema,
  /** Must hold both CHECKOUT_CONTRACTS (else CONTRACTS_NOT_ACCEPTED). */
  acceptedContracts: z
    .array(z.enum(LEGAL_SLUGS, { error: fieldError('invalidChoice') }))
    .max(LEGAL_SLUGS.length),
});
export type CheckoutBody = z.infer<typeof checkoutBodySchema>;

export const billLineSchema = z.object({
  description: z.string(),
  quantity: z.number().int(),
  /** Kuruş, KDV included. */
  unitPrice: z.number().int(),
  total: z.number().int(),
});
export type BillLine = z.infer<typeof billLineSchema>;

/** The seller's identity as printed on the bill when it was issued (settings.ts). */
export const billSellerSchema = z.object({
  title: z.string(),
  address: z.string(),
  taxOffice: z.string(),
  taxNumber: z.string(),
  mersis: z.string(),
  email: z.string(),
  phone: z.string(),
});

export const paymentNoticeSchema = z.object({
  paidAt: z.string(),
  senderName: z.string(),
  note: z.string().nullable(),
  sentAt: z.string(),
});

export const billSchema = z.object({
  id: z.string(),
  /** `YYYY-000001`, gapless per year; also the transfer's reference. */
  number: z.string(),
  kind: z.enum(BILL_KINDS),
  userId: z.string(),
  /** The buyer's account name and email, for the admin's list. */
  userName: z.string(),
  userEmail: z.string(),
  subscriptionId: z.string().nullable(),
  lines: z.array(billLineSchema),
  subtotal: z.number().int(),
  discount: z.number().int(),
  net: z.number().int(),
  tax: z.number().int(),
  taxRate: z.number(),
  total: z.number().int(),
  currency: z.string().length(3),
  couponCode: z.string().nullable(),
  status: z.enum(BILL_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentReference: z.string(),
  paymentNotice: paymentNoticeSchema.nullable(),
  /** Why the admin turned the last payment notice down (shown to the buyer). */
  rejectionReason: z.string().nullable(),
  buyer: billingIdentitySchema,
  seller: billSellerSchema,
  /** Unpaid after this, the sweep cancels it (BILL_PAYMENT_DAYS). */
  dueAt: z.string(),
  paidAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Bill = z.infer<typeof billSchema>;

export const checkoutResponseSchema = z.object({ bill: billSchema, payUrl: z.string() });
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

export const BILL_SORT_FIELDS = ['createdAt', 'number', 'total', 'status'] as const;

export const listBillsQuerySchema = listQuerySchema.extend({
  sortBy: z.enum(BILL_SORT_FIELDS, { error: fieldError('invalidChoice') }).optional(),
  status: z.enum(BILL_STATUSES, { error: fieldError('invalidChoice') }).optional(),
  /** Created on or after / before (ISO dates). */
  from: z.iso.date({ error: fieldError('invalid') }).optional(),
  to: z.iso.date({ error: fieldError('invalid') }).optional(),
  userId: z.uuid({ error: fieldError('invalid') }).optional(),
  accountType: z.enum(ACCOUNT_TYPES, { error: fieldError('invalidChoice') }).optional(),
});
export type ListBillsQuery = z.infer<typeof listBillsQuerySchema>;

export const paymentNoticeBodySchema = z.object({
  paidAt: z.iso.date({ error: fieldError('invalid') }),
  senderName: requiredText(FULL_NAME_MAX),
  note: z
    .string({ error: fieldError('invalid') })
    .trim()
    .max(NOTE_MAX, { error: fieldError('tooLong', { max: NOTE_MAX }) })
    .optional(),
});
export type PaymentNoticeBody = z.infer<typeof paymentNoticeBodySchema>;

export const rejectPaymentBodySchema = z.object({ reason: requiredText(NOTE_MAX) });
export type RejectPaymentBody = z.infer<typeof rejectPaymentBodySchema>;

/** The pay page's data: the bill, where to send the money, and what to write in the description. */
export const billPaymentSchema = z.object({
  bill: billSchema,
  bankAccounts: z.array(
    z.object({
      id: z.string(),
      bankName: z.string(),
      accountHolder: z.string(),
      iban: z.string(),
      branch: z.string(),
      currency: z.string().length(3),
    }),
  ),
  reference: z.string(),
});
export type BillPayment = z.infer<typeof billPaymentSchema>;
