// The coupon form's values and their translation into the API's body: a percent is a whole
// number, a fixed discount lira as typed (kuruş in the body); no plan type, no end and no limit
// are empty choices in the form and null in the body.
import type { AccountType } from '@hatira/shared/auth';
import type { Coupon, CouponBody, DiscountType } from '@hatira/shared/coupons';
import { formatMoneyInput, parseMoneyInput } from '../../lib/money-input';

export interface CouponFormValues {
  code: string;
  discountType: DiscountType;
  /** A percent or lira, as typed. */
  amount: string;
  /** '' = both account types. */
  planType: AccountType | '';
  /** ISO times, null for none, 'invalid' while a picker holds a half-typed date. */
  validFrom: string | null;
  validUntil: string | null;
  /** Text of a number input: '' = no limit. */
  maxUses: string;
  isActive: boolean;
}

export const NEW_COUPON: CouponFormValues = {
  code: '',
  discountType: 'percent',
  amount: '',
  planType: '',
  validFrom: null,
  validUntil: null,
  maxUses: '',
  isActive: true,
};

export function couponFormValuesOf(coupon: Coupon, language: string): CouponFormValues {
  return {
    code: coupon.code,
    discountType: coupon.discountType,
    amount:
      coupon.discountType === 'percent' ? String(coupon.amount) : formatMoneyInput(coupon.amount, language),
    planType: coupon.planType ?? '',
    validFrom: coupon.validFrom,
    validUntil: coupon.validUntil,
    maxUses: coupon.maxUses === null ? '' : String(coupon.maxUses),
    isActive: coupon.isActive,
  };
}

/** What the values say of each body field, for the shared schema to judge (coupon-form.schema.ts). */
export type CouponInput = { [K in keyof CouponBody]: unknown };

/** The amount in the body's unit; undefined when missing or not a number of that kind. */
export function amountOf(values: Pick<CouponFormValues, 'amount' | 'discountType'>): number | undefined {
  const text = values.amount.trim();
  if (text === '') return undefined;
  if (values.discountType === 'fixed') return parseMoneyInput(text);
  return /^\d+$/.test(text) ? Number(text) : undefined;
}

export function toCouponInput(values: CouponFormValues): CouponInput {
  const maxUses = values.maxUses.trim();
  return {
    code: values.code,
    discountType: values.discountType,
    amount: amountOf(values),
    planType: values.planType || null,
    validFrom: values.validFrom,
    validUntil: values.validUntil,
    maxUses: maxUses === '' ? null : Number(maxUses),
    isActive: values.isActive,
  };
}
