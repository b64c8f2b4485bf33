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
import type { AppDeps } from '../../lib/deps.js';
import { isDiskSpaceLow } from '../../lib/disk-space.js';
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

async function platformDashboard(
  db: Db,
  user: DashboardUser,
  now: Date,
  isDiskSpaceLow: boolean,
): Promise<PlatformDashboard> {
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
    isDiskSpaceLow,
    pendingPosts,
    moderationPath: MODERATION_PATHS.admin,
    revenue,
  };
}

async function ownerDashboard(
  db: Db,
  actor: Actor,
  user: DashboardUser,
  now: Date,
  isDiskSpaceLow: boolean,
): Promise<OwnerDashboard> {
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
    isDiskSpaceLow,
    subscription: subscription
      ? { planName: subscription.planName, endsAt: subscription.endsAt.toISOString() }
      : null,
  };
}

export async function getDashboard(
  deps: Pick<AppDeps, 'db' | 'config'>,
  actor: Actor,
  now = new Date(),
): Promise<DashboardResponse> {
  const { db } = deps;
  const found = await findUserById(db, actor.userId);
  if (!found) throw new AppError('UNAUTHORIZED');
  const user = { fullName: found.fullName, role: actor.role };
  const isPlatform = isPlatformWide(actor.ability, 'read', 'events');
  if (!isPlatform && !actor.ability.can('read', 'events')) return { kind: 'basic', user };
  const isLow = await isDiskSpaceLow(deps.config.DATA_DIR);
  return isPlatform ? platformDashboard(db, user, now, isLow) : ownerDashboard(db, actor, user, now, isLow);
}
