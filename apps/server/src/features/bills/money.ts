// A bill's arithmetic, in integer kuruş (DESIGN.md §6.3). Prices include KDV: the total is what the
// buyer pays, and the net and the KDV are carved out of it so that net + KDV = total exactly. Every
// rounding is half up, done in integers (no binary fractions: 0.5 kuruş is never 0.4999…).

/** a / b rounded half up, for non-negative integers. */
function divideRoundingHalfUp(a: number, b: number): number {
  return Math.floor((2 * a + b) / (2 * b));
}

/** A percent coupon's discount: price × percent / 100, rounded half up. */
export function percentDiscount(price: number, percent: number): number {
  return divideRoundingHalfUp(price * percent, 100);
}

/** A fixed coupon's discount: its amount, never more than the price (a total is never below 0). */
export function fixedDiscount(price: number, amount: number): number {
  return Math.min(amount, price);
}

export interface Totals {
  subtotal: number;
  discount: number;
  total: number;
  net: number;
  tax: number;
  taxRate: number;
}

/** The totals of a price with a discount, KDV at `taxRate` percent included. */
export function billTotals(subtotal: number, discount: number, taxRate: number): Totals {
  const total = subtotal - discount;
  const net = divideRoundingHalfUp(total * 100, 100 + taxRate);
  return { subtotal, discount, total, net, tax: total - net, taxRate };
}
