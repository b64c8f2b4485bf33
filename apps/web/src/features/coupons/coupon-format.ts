// A coupon's terms as the lists say them: "%10" or "₺50,00", "01.05.2025 – 31.05.2025", "3 / 10".
import type { Coupon } from '@hatira/shared/coupons';
import { formatMoney } from '@hatira/shared/money';

export function formatDiscount(coupon: Pick<Coupon, 'discountType' | 'amount'>, language: string): string {
  return coupon.discountType === 'percent'
    ? new Intl.NumberFormat(language, { style: 'percent' }).format(coupon.amount / 100)
    : formatMoney(coupon.amount, 'TRY', language);
}

/** The validity window, or null when it has neither end. */
export function formatValidity(coupon: Pick<Coupon, 'validFrom' | 'validUntil'>, language: string) {
  if (!coupon.validFrom && !coupon.validUntil) return null;
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
  const from = coupon.validFrom ? date.format(new Date(coupon.validFrom)) : '…';
  const until = coupon.validUntil ? date.format(new Date(coupon.validUntil)) : '…';
  return `${from} – ${until}`;
}

/** Uses taken of the most allowed: "3 / 10", or "3 / ∞" without a limit. */
export const formatUses = (coupon: Pick<Coupon, 'usedCount' | 'maxUses'>) =>
  `${coupon.usedCount} / ${coupon.maxUses ?? '∞'}`;
