import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { patchBodyOf } from './common.js';
import { updateCouponBodySchema } from './coupons.js';

describe('patchBodyOf', () => {
  const body = z.object({
    name: z.string().min(1),
    active: z.boolean().default(true),
    note: z.string().default(''),
  });

  it('fills in nothing a PATCH leaves out, where .partial() would reset the defaulted fields', () => {
    expect(body.partial().parse({ name: 'a' })).toEqual({ name: 'a', active: true, note: '' });
    expect(patchBodyOf(body).parse({ name: 'a' })).toEqual({ name: 'a' });
    expect(patchBodyOf(body).parse({})).toEqual({});
  });

  it('keeps each field’s own checks', () => {
    expect(patchBodyOf(body).safeParse({ name: '' }).success).toBe(false);
    expect(patchBodyOf(body).parse({ active: false })).toEqual({ active: false });
  });

  it('leaves a coupon’s other fields alone when one changes', () => {
    expect(updateCouponBodySchema.parse({ amount: 5 })).toEqual({ amount: 5 });
    expect(updateCouponBodySchema.parse({ maxUses: null })).toEqual({ maxUses: null });
  });
});
