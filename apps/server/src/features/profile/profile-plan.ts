// Account settings → billing-plans: the caller's subscription in force with its plan limits, and
// what they use of them (their events, the bytes of their guests' media).
import { count, eq } from 'drizzle-orm';
import type { ProfilePlan } from '@hatira/shared/profile';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../lib/actor.js';
import { qrCodes } from '../qr-codes/qr-codes.table.js';
import { usedStorageBytes } from '../media/media.queries.js';
import { getActiveSubscription } from '../subscriptions/subscriptions.service.js';

export async function getProfilePlan(db: Db, actor: Actor): Promise<ProfilePlan> {
  const [subscription, [events], storageBytes] = await Promise.all([
    getActiveSubscription(db, actor.userId),
    db.select({ value: count() }).from(qrCodes).where(eq(qrCodes.ownerId, actor.userId)),
    usedStorageBytes(db, actor.userId),
  ]);
  return {
    subscription: subscription && {
      id: subscription.id,
      planName: subscription.planName,
      planType: subscription.planType,
      startsAt: subscription.startsAt.toISOString(),
      endsAt: subscription.endsAt.toISOString(),
      limits: subscription.limits,
    },
    usage: { events: events?.value ?? 0, storageBytes },
  };
}
