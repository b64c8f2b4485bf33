// What `GET /api/dashboard` answers (decision 023): whoever reads every event (staff) the
// platform's numbers, a subscriber or customer those of the events they may read (the same scope as
// the QR code API), anybody else only who they are.
import {
  DASHBOARD_DAYS,
  DASHBOARD_EVENTS_MAX,
  MODERATION_PATHS,
  type DashboardResponse,
  type OwnerDashboard,
  type PlatformDashboard,
} from '@hatira/shared/dashboard';
import { isPlatformWide } from '@hatira/shared/abilities';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/errors.js';
import { revenueByMonth } from '../bills/bills.queries.js';
import { sumStoredBytes } from '../media/media.queries.js';
import { countPendingPosts } from '../posts/posts.service.js';
import { readableQrCodes } from '../qr-codes/qr-codes.queries.js';
import { getActiveSubscription } from '../subscriptions/subscriptions.service.js';
import { findUserById } from '../users/users.service.js';
import {
  countActiveSubscriptions,
  countAllPendingPosts,
  countUsersByRole,
  listEventsWithCounts,
  uploadsByDay,
} from './dashboard.queries.js';

type DashboardUser = DashboardResponse['user'];

async function platformDashboard(db: Db, user: DashboardUser, now: Date): Promise<PlatformDashboard> {
  const [usersByRole, activeSubscriptions, days, storageUsedBytes, pendingPosts, revenue] = await Promise.all(
    [
      countUsersByRole(db),
      countActiveSubscriptions(db, now),
      uploadsByDay(db, now, DASHBOARD_DAYS),
      sumStoredBytes(db, undefined),
      countAllPendingPosts(db),
      revenueByMonth(db, now),
    ],
  );
  const today = days.at(-1)!;
  return {
    kind: 'platform',
    user,
    usersByRole,
    activeSubscriptions,
    uploadsToday: { posts: today.posts, media: today.media },
    uploadsByDay: days,
    storageUsedBytes,
    pendingPosts,
    moderationPath: MODERATION_PATHS.admin,
    // revenueThisMonth: superseded by `revenue` (decision 036); left out until the web reads `revenue`
    revenue,
  };
}

async function ownerDashboard(db: Db, actor: Actor, user: DashboardUser, now: Date): Promise<OwnerDashboard> {
  const scope = readableQrCodes(actor);
  // Who may create events holds the plan; a customer's assigned events live on their subscriber's.
  const area = actor.ability.can('create', 'events') ? 'subscriber' : 'customer';
  const planHolder = area === 'subscriber' ? actor.userId : actor.subscriberId;
  const [events, pendingPosts, usedBytes, subscription] = await Promise.all([
    listEventsWithCounts(db, scope, DASHBOARD_EVENTS_MAX),
    countPendingPosts(db, actor),
    sumStoredBytes(db, scope),
    planHolder ? getActiveSubscription(db, planHolder, now) : null,
  ]);
  return {
    kind: 'owner',
    user,
    events: events.items,
    eventsTotal: events.total,
    pendingPosts,
    moderationPath: MODERATION_PATHS[area],
    storage: { usedBytes, quotaBytes: subscription?.limits.storageQuotaBytes ?? null },
    subscription: subscription
      ? { planName: subscription.planName, endsAt: subscription.endsAt.toISOString() }
      : null,
  };
}

export async function getDashboard(db: Db, actor: Actor, now = new Date()): Promise<DashboardResponse> {
  const found = await findUserById(db, actor.userId);
  if (!found) throw new AppError('UNAUTHORIZED');
  const user = { fullName: found.fullName, role: actor.role };
  if (isPlatformWide(actor.ability, 'read', 'events')) return platformDashboard(db, user, now);
  if (actor.ability.can('read', 'events')) return ownerDashboard(db, actor, user, now);
  return { kind: 'basic', user };
}
