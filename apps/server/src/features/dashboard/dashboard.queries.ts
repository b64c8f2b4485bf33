// The dashboard's aggregates: each number is one SQL statement (counts and sums in the database,
// never a row per event or per day fetched and added up here). Days are UTC days.
import { and, count, desc, eq, gt, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { DashboardEvent, UploadsDay } from '@hatira/shared/dashboard';
import type { Db } from '../../db/client.js';
import { media } from '../media/media.table.js';
import { posts } from '../posts/posts.table.js';
import { qrCodes } from '../qr-codes/qr-codes.table.js';
import { roles } from '../roles/roles.table.js';
import { subscriptions } from '../subscriptions/subscriptions.table.js';
import { users } from '../users/users.table.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** `YYYY-MM-DD` of the UTC day `time` falls in. */
export const utcDay = (time: Date): string => time.toISOString().slice(0, 10);

/** Every role with how many users hold it, the most held first. */
export async function countUsersByRole(db: Db): Promise<{ role: string; count: number }[]> {
  const held = count(users.id);
  return db
    .select({ role: roles.name, count: held })
    .from(roles)
    .leftJoin(users, eq(users.roleId, roles.id))
    .groupBy(roles.id, roles.name)
    .orderBy(desc(held), roles.name);
}

/** Subscriptions in force at `now` (decision 010: active, started, not yet ended). */
export async function countActiveSubscriptions(db: Db, now: Date): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.status, 'active'),
        lte(subscriptions.startsAt, now),
        gt(subscriptions.endsAt, now),
      ),
    );
  return row?.value ?? 0;
}

/**
 * Posts and their files per UTC day for the `days` days ending today, oldest first, days without
 * uploads as zeros. A file counts on its post's day (a post and its files arrive together).
 */
export async function uploadsByDay(db: Db, now: Date, days: number): Promise<UploadsDay[]> {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const start = new Date(today - (days - 1) * DAY_MS);
  const day = sql<string>`to_char(${posts.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      date: day,
      posts: sql<number>`count(distinct ${posts.id})::int`,
      media: sql<number>`count(${media.id})::int`,
    })
    .from(posts)
    .leftJoin(media, eq(media.postId, posts.id))
    .where(gte(posts.createdAt, start))
    .groupBy(day);
  const byDate = new Map(rows.map((row) => [row.date, row]));
  return Array.from({ length: days }, (_, i) => {
    const date = utcDay(new Date(start.getTime() + i * DAY_MS));
    const row = byDate.get(date);
    return { date, posts: row?.posts ?? 0, media: row?.media ?? 0 };
  });
}

/** Posts awaiting approval across the whole platform. */
export async function countAllPendingPosts(db: Db): Promise<number> {
  const [row] = await db.select({ value: count() }).from(posts).where(eq(posts.status, 'pending'));
  return row?.value ?? 0;
}

/**
 * The newest `limit` events matching `events` with their counts, and how many match in all. The
 * counts are correlated subqueries on indexed columns, evaluated for the listed events only.
 */
export async function listEventsWithCounts(
  db: Db,
  events: SQL | undefined,
  limit: number,
): Promise<{ items: DashboardEvent[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: qrCodes.id,
        title: qrCodes.title,
        eventDate: qrCodes.eventDate,
        isActive: qrCodes.isActive,
        // Written out: drizzle leaves columns of a one-table select unqualified, and an
        // unqualified "id" inside these subqueries would be the inner table's.
        postCount: sql<number>`(select count(*)::int from posts p where p.qr_code_id = qr_codes.id)`,
        pendingCount: sql<number>`(select count(*)::int from posts p
          where p.qr_code_id = qr_codes.id and p.status = 'pending')`,
        mediaCount: sql<number>`(select count(*)::int from media m
          inner join albums a on a.id = m.album_id where a.qr_code_id = qr_codes.id)`,
      })
      .from(qrCodes)
      .where(events)
      .orderBy(desc(qrCodes.createdAt), desc(qrCodes.id))
      .limit(limit),
    db.select({ value: count() }).from(qrCodes).where(events),
  ]);
  return {
    items: rows.map((row) => ({ ...row, eventDate: row.eventDate?.toISOString() ?? null })),
    total: total?.value ?? 0,
  };
}
