// A bill's states (DESIGN.md §6.3, docs/decisions/036):
//
//   unpaid ──payment notice──▶ pending_confirmation ──confirm──▶ paid ──refund──▶ refunded
//     ▲   ◀────────reject───────────────┘                          ▲
//     └──────────────────────────confirm (money seen without a notice)
//   unpaid, pending_confirmation ──cancel / sweep──▶ cancelled
//
// A paid bill changes only to refunded; cancelled and refunded are final. A change from any other
// state answers 409 BILL_NOT_PAYABLE. Each change locks the bill's row first.
import type { BillStatus } from '@hatira/shared/bills';
import { isPlatformWide } from '@hatira/shared/abilities';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/errors.js';
import type { BillRow } from './bills.queries.js';

export function assertStatus(bill: BillRow, allowed: readonly BillStatus[]): void {
  if (!allowed.includes(bill.status)) throw new AppError('BILL_NOT_PAYABLE');
}

/** Confirming, rejecting and refunding are staff work: `update` on every bill (the admin's `manage all`). */
export function isBillStaff(actor: Actor): boolean {
  return isPlatformWide(actor.ability, 'update', 'bills');
}

export function assertBillStaff(actor: Actor): void {
  if (!isBillStaff(actor)) throw new AppError('FORBIDDEN');
}
