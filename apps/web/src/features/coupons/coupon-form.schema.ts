// The coupon form's check (lib/body-form-schema.ts): the shared body schema judges the values (a
// percent over 100, an end before the start), as the server would.
import { couponBodySchema } from '@hatira/shared/coupons';
import { bodyFormSchema } from '../../lib/body-form-schema';
import { amountOf, toCouponInput, type CouponFormValues } from './coupon-form-values';

export const couponFormSchema = bodyFormSchema(couponBodySchema, toCouponInput, {
  unreadable: (values: CouponFormValues) =>
    amountOf(values) === undefined && values.amount.trim() !== '' ? ['amount'] : [],
});
