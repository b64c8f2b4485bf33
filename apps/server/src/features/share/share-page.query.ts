// The event page behind a share link with its owner's subscription in one round trip: every guest
// call needs both, and asking for them one after the other doubled the wait. A guest's own
// request also asks, in the same round trip, whether their address or device is blocked on the page.
import { and, desc, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { guestBlockedColumn, type GuestOrigin } from '../blocked-ips/blocked-ips.service.js';
import type { QrCodeRow } from '../qr-codes/qr-codes.queries.js';
import { qrCodes } from '../qr-codes/qr-codes.table.js';
import type { ActiveSubscription } from '../subscriptions/subscriptions.service.js';
import { subscriptionPlans, subscriptions } from '../subscriptions/subscriptions.table.js';

export interface PageState {
  qr: QrCodeRow;
  /** The subscription in force when read (as getActiveSubscription picks it), or null. */
  subscription: ActiveSubscription | null;
}

/** The page by its hash, whoever asks (no actor); null if there is none. Kept in the share cache. */
export async function findPageState(db: Db, hash: string, now = new Date()): Promise<PageState | null> {
  return (await readPage(db, hash, now, sql<boolean>`false`))?.state ?? null;
}

/**
 * The page as `guest` opens it, and whether the blocked list holds their address or device for it
 * (platform-wide or the page owner's entries); null if there is no page.
 */
export function findPageForGuest(
  db: Db,
  hash: string,
  guest: GuestOrigin,
  now = new Date(),
): Promise<{ state: PageState; isBlocked: boolean } | null> {
  return readPage(db, hash, now, guestBlockedColumn(db, guest, qrCodes.ownerId));
}

async function readPage(
  db: Db,
  hash: string,
  now: Date,
  isBlocked: SQL<boolean>,
): Promise<{ state: PageState; isBlocked: boolean } | null> {
  const fields = {
    id: subscriptions.id,
    userId: subscriptions.userId,
    planId: sql<string>`${subscriptionPlans.id}`.as('plan_id'),
    planName: subscriptionPlans.name,
    planType: subscriptionPlans.type,
    startsAt: subscriptions.startsAt,
    endsAt: subscriptions.endsAt,
    maxEvents: subscriptionPlans.maxEvents,
    maxAlbumsPerEvent: subscriptionPlans.maxAlbumsPerEvent,
    maxPostsPerAlbum: subscriptionPlans.maxPostsPerAlbum,
    storageQuotaBytes: subscriptionPlans.storageQuotaBytes,
    videoAllowed: subscriptionPlans.videoAllowed,
  };
  const inForce = db
    .select(fields)
    .from(subscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
    .where(
      and(
        eq(subscriptions.userId, qrCodes.ownerId),
        eq(subscriptions.status, 'active'),
        lte(subscriptions.startsAt, now),
        gt(subscriptions.endsAt, now),
      ),
    )
    .orderBy(desc(subscriptions.endsAt))
    .limit(1)
    .as('in_force');
  const [row] = await db
    .select({
      qr: qrCodes,
      s: Object.fromEntries(Object.keys(fields).map((k) => [k, inForce[k as keyof typeof fields]])) as {
        [K in keyof typeof fields]: (typeof inForce)[K];
      },
      isBlocked,
    })
    .from(qrCodes)
    .leftJoinLateral(inForce, sql`true`)
    .where(eq(qrCodes.hash, hash));
  if (!row) return null;
  const s = row.s;
  const state: PageState = {
    qr: row.qr,
    subscription: s?.id
      ? {
          id: s.id,
          userId: s.userId,
          planId: s.planId,
          planName: s.planName,
          planType: s.planType,
          startsAt: s.startsAt,
          endsAt: s.endsAt,
          limits: {
            maxEvents: s.maxEvents,
            maxAlbumsPerEvent: s.maxAlbumsPerEvent,
            maxPostsPerAlbum: s.maxPostsPerAlbum,
            storageQuotaBytes: s.storageQuotaBytes,
            videoAllowed: s.videoAllowed,
          },
        }
      : null,
  };
  return { state, isBlocked: row.isBlocked };
}
