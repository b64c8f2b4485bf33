// Coupons (DESIGN.md §6.3): a percent or fixed discount on a plan, maybe only for one account type,
// inside a validity window, for at most `maxUses` bills. Codes are unique case-insensitively.
import { z } from 'zod';
import { ACCOUNT_TYPES } from './auth.js';
import { BILL_STATUSES } from './bills.js';
import { listQuerySchema, patchBodyOf } from './common.js';
import { fieldError } from './field-errors.js';
import { COUPON_CODE_MAX } from './limits.js';

export const DISCOUNT_TYPES = ['percent', 'fixed'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

const dateTime = z.iso.datetime({ offset: true, error: fieldError('invalid') });

export const couponCodeSchema = z
  .string({ error: fieldError('required') })
  .trim()
  .min(1, { error: fieldError('required') })
  .max(COUPON_CODE_MAX, { error: fieldError('tooLong', { max: COUPON_CODE_MAX }) })
  .regex(/^[\p{L}\d_-]+$/u, { error: fieldError('invalid') });

const couponFields = z.object({
  code: couponCodeSchema,
  discountType: z.enum(DISCOUNT_TYPES, { error: fieldError('invalidChoice') }),
  /** percent: 1–100; fixed: kuruş, at least 1. */
  amount: z
    .number({ error: fieldError('required') })
    .int({ error: fieldError('invalid') })
    .min(1, {
      error: fieldError('invalid'),
    }),
  /** null: both account types. */
  planType: z
    .enum(ACCOUNT_TYPES, { error: fieldError('invalidChoice') })
    .nullable()
    .default(null),
  validFrom: dateTime.nullable().default(null),
  validUntil: dateTime.nullable().default(null),
  /** null: no limit. */
  maxUses: z
    .number()
    .int({ error: fieldError('invalid') })
    .min(1, { error: fieldError('invalid') })
    .nullable()
    .default(null),
  isActive: z.boolean().default(true),
});

const percentAtMost100 = <T extends { discountType?: DiscountType; amount?: number }>(body: T) =>
  body.discountType !== 'percent' || body.amount === undefined || body.amount <= 100;
const windowInOrder = <T extends { validFrom?: string | null; validUntil?: string | null }>(body: T) =>
  !body.validFrom || !body.validUntil || Date.parse(body.validUntil) > Date.parse(body.validFrom);

export const couponBodySchema = couponFields
  .refine(percentAtMost100, { path: ['amount'], error: fieldError('invalid') })
  .refine(windowInOrder, { path: ['validUntil'], error: fieldError('invalid') });
export type CouponBody = z.infer<typeof couponBodySchema>;

/** PATCH: any of the fields; a percent amount is checked against the stored type on the server. */
export const updateCouponBodySchema = patchBodyOf(couponFields)
  .refine(percentAtMost100, { path: ['amount'], error: fieldError('invalid') })
  .refine(windowInOrder, { path: ['validUntil'], error: fieldError('invalid') });
export type UpdateCouponBody = z.infer<typeof updateCouponBodySchema>;

export const couponSchema = z.object({
  id: z.string(),
  code: z.string(),
  discountType: z.enum(DISCOUNT_TYPES),
  amount: z.number().int(),
  planType: z.enum(ACCOUNT_TYPES).nullable(),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  maxUses: z.number().int().nullable(),
  /** Bills that hold a use: every bill with the coupon except the cancelled ones. */
  usedCount: z.number().int(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type Coupon = z.infer<typeof couponSchema>;

/** A bill that holds the coupon, as its edit page lists them. */
export const couponBillSchema = z.object({
  id: z.string(),
  number: z.string(),
  userName: z.string(),
  total: z.number().int(),
  currency: z.string().length(3),
  status: z.enum(BILL_STATUSES),
  createdAt: z.string(),
});
export type CouponBill = z.infer<typeof couponBillSchema>;

/** How many of a coupon's bills its detail lists (the newest); `usedCount` counts them all. */
export const COUPON_BILLS_MAX = 100;

/** GET /api/coupons/{id}: the coupon and the newest bills that used it (at most COUPON_BILLS_MAX). */
export const couponDetailSchema = couponSchema.extend({ bills: z.array(couponBillSchema) });
export type CouponDetail = z.infer<typeof couponDetailSchema>;

export const COUPON_SORT_FIELDS = ['code', 'createdAt', 'validUntil', 'usedCount'] as const;

export const listCouponsQuerySchema = listQuerySchema.extend({
  sortBy: z.enum(COUPON_SORT_FIELDS, { error: fieldError('invalidChoice') }).optional(),
  isActive: z.enum(['true', 'false'], { error: fieldError('invalidChoice') }).optional(),
});
export type ListCouponsQuery = z.infer<typeof listCouponsQuerySchema>;
