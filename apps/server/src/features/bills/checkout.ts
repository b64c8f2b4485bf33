// Buying a plan (DESIGN.md §6.3): the quote the cart shows, and the checkout that makes, in one
// transaction, a `pending_payment` subscription and its `unpaid` bill (numbered last, so the
// year's counter is locked as briefly as possible), takes the coupon's use, records the accepted
// contracts and keeps the billing identity on the user for the next cart. Then the buyer is mailed
// the bill with the payment instructions.
import { desc, eq } from 'drizzle-orm';
import { rowOf } from '@hatira/shared/abilities';
import type {
  BillingIdentity,
  BillingPrefill,
  CheckoutBody,
  CheckoutResponse,
  Quote,
  QuoteQuery,
} from '@hatira/shared/bills';
import { fieldError } from '@hatira/shared/field-errors';
import { CHECKOUT_CONTRACTS } from '@hatira/shared/legal-pages';
import type { Db } from '../../db/client.js';
import { isOwnRule } from '@hatira/shared/pages';
import { assertCan, type Actor } from '../../lib/actor.js';
import type { AppDeps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import { fill } from '../../lib/mail/layout.js';
import { sellerSettings } from '../settings/settings.queries.js';
import { createPendingSubscription, nextSubscriptionStart } from '../subscriptions/subscription-purchase.js';
import { subscriptionPlans } from '../subscriptions/subscriptions.table.js';
import { findUserById, updateUserColumns, type UserColumnsPatch } from '../users/users.service.js';
import { BILL_LABELS } from './bill-labels.js';
import { billPages } from './bill-links.js';
import { toBill } from './bills.queries.js';
import { bills } from './bills.table.js';
import { acceptedPages, insertBill, announceIssuedBill } from './issue-bill.js';
import { applyCoupon, quoteCoupon } from '../coupons/coupons.service.js';
import { billTotals } from './money.js';

/**
 * FORBIDDEN unless the actor buys for themselves: a rule on their own bills (a subscriber's). Staff's
 * platform-wide rules on bills are for managing every buyer's bills, not for a cart of their own.
 */
function assertBuyer(actor: Actor): void {
  if (!isOwnRule(actor.ability, 'create', 'bills')) throw new AppError('FORBIDDEN');
  assertCan(actor, 'create', rowOf('bills', { userId: actor.userId }));
}

/** The buyer and the plan, if the buyer may buy it: on sale, and of their account type. */
async function buyablePlan(db: Db, actor: Actor, planId: string) {
  assertBuyer(actor);
  const [user, [plan]] = await Promise.all([
    findUserById(db, actor.userId),
    db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, planId)),
  ]);
  if (!user) throw new AppError('UNAUTHORIZED');
  if (!plan?.active) throw new AppError('PLAN_NOT_AVAILABLE');
  if (plan.type !== user.accountType) throw new AppError('PLAN_TYPE_MISMATCH');
  return { user, plan };
}

export async function quoteCheckout(
  deps: Pick<AppDeps, 'db' | 'config'>,
  actor: Actor,
  query: QuoteQuery,
  now = new Date(),
): Promise<Quote> {
  const { plan } = await buyablePlan(deps.db, actor, query.planId);
  const coupon = query.couponCode ? await quoteCoupon(deps.db, query.couponCode, plan, now) : null;
  return {
    planId: plan.id,
    ...billTotals(plan.price, coupon?.discount ?? 0, deps.config.VAT_RATE),
    currency: plan.currency,
    couponCode: coupon?.coupon.code ?? null,
  };
}

/** The user's columns that keep a billing identity (an individual's TC kimlik no is their tax number). */
function billingColumns(billing: BillingIdentity): UserColumnsPatch {
  const common = { phone: billing.phone, billingAddress: { line1: billing.address, city: billing.city } };
  if (billing.type === 'corporate')
    return {
      ...common,
      company: billing.companyName,
      taxOffice: billing.taxOffice,
      taxNumber: billing.taxNumber,
    };
  return { ...common, ...(billing.nationalId ? { taxNumber: billing.nationalId } : {}) };
}

export async function checkout(
  deps: Pick<AppDeps, 'db' | 'config'>,
  actor: Actor,
  input: CheckoutBody,
  request: { ip: string },
  now = new Date(),
): Promise<CheckoutResponse> {
  const { db, config } = deps;
  const { user, plan } = await buyablePlan(db, actor, input.planId);
  if (input.billing.type !== plan.type)
    throw new AppError('VALIDATION_FAILED', { 'billing.type': fieldError('invalidChoice') });
  if (!CHECKOUT_CONTRACTS.every((slug) => input.acceptedContracts.includes(slug)))
    throw new AppError('CONTRACTS_NOT_ACCEPTED');

  const language = user.language;
  const [seller, pages] = await Promise.all([
    sellerSettings(db),
    acceptedPages(db, input.acceptedContracts, language),
  ]);
  const line = {
    description: fill(BILL_LABELS[language].subscriptionLine, {
      plan: plan.name,
      days: String(plan.durationDays),
    }),
    quantity: 1,
    unitPrice: plan.price,
    total: plan.price,
  };

  const bill = await db.transaction(async (tx) => {
    const coupon = input.couponCode ? await applyCoupon(tx, input.couponCode, plan, now) : null;
    const totals = billTotals(plan.price, coupon?.discount ?? 0, config.VAT_RATE);
    const subscriptionId = await createPendingSubscription(tx, {
      userId: user.id,
      plan,
      startsAt: await nextSubscriptionStart(tx, user.id, now),
      pricePaid: totals.total,
      couponCode: coupon?.coupon.code ?? null,
    });
    await updateUserColumns(tx, user.id, billingColumns(input.billing));
    const bill = await insertBill(
      tx,
      {
        kind: 'subscription',
        buyer: user,
        billing: input.billing,
        seller,
        lines: [line],
        totals,
        currency: plan.currency,
        subscriptionId,
        coupon: coupon && { id: coupon.coupon.id, code: coupon.coupon.code },
        acceptance: { pages, ip: request.ip },
      },
      config,
      now,
    );
    // The bill and its mail are one: a crash cannot leave a bill nobody was told of.
    await announceIssuedBill(tx, config, user, bill);
    return bill;
  });

  const payUrl = billPages.pay(bill.id);
  return { bill: toBill({ bill, userName: user.fullName, userEmail: user.email }), payUrl };
}

/**
 * What the cart's billing form starts with: the identity of the caller's newest bill, or one made
 * from their profile (name, phone, company and the tax details a checkout kept there).
 */
export async function checkoutBilling(db: Db, actor: Actor): Promise<BillingPrefill> {
  assertBuyer(actor);
  const user = await findUserById(db, actor.userId);
  if (!user) throw new AppError('UNAUTHORIZED');
  const type = user.accountType ?? 'individual';
  const [last] = await db
    .select({ buyer: bills.buyer })
    .from(bills)
    .where(eq(bills.userId, user.id))
    .orderBy(desc(bills.createdAt))
    .limit(1);
  const address = { address: user.billingAddress?.line1 ?? '', city: user.billingAddress?.city ?? '' };
  const phone = user.phone ?? '';
  if (last?.buyer.type === 'corporate' && type === 'corporate') return last.buyer;
  if (last?.buyer.type === 'individual' && type === 'individual')
    return { ...last.buyer, nationalId: last.buyer.nationalId ?? '' };
  if (type === 'corporate')
    return {
      type,
      companyName: user.company ?? '',
      taxOffice: user.taxOffice ?? '',
      taxNumber: user.taxNumber ?? '',
      ...address,
      phone,
    };
  return { type, fullName: user.fullName, nationalId: user.taxNumber ?? '', ...address, phone };
}
