// Opaque access tokens: 256 random bits for the client, their SHA-256 in `sessions`.
// Idle and absolute expiry; staff sessions are shorter (config.sessions).
import { and, desc, eq, gt, lt, ne, sql } from 'drizzle-orm';
import { buildAbility, isStaffRole } from '@hatira/shared/abilities';
import { describeDevice, type Session } from '@hatira/shared/sessions';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../lib/actor.js';
import type { RequestMeta } from '../../lib/http.js';
import { newToken, sha256 } from '../../lib/tokens.js';
import { rulesForUser } from '../roles/roles.service.js';
import { roles } from '../roles/roles.table.js';
import { users } from '../users/users.table.js';
import { passwordResets, sessions } from './auth.table.js';

/** last_seen_at is written at most this often, so reads stay reads. */
const TOUCH_INTERVAL_MS = 60_000;

export function lifetimes(config: Config, role: string): { idleMs: number; maxMs: number } {
  return isStaffRole(role) ? config.sessions.staff : config.sessions.others;
}

export async function createSession(
  db: Db,
  config: Config,
  user: { id: string; roleName: string },
  meta: RequestMeta,
): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: sha256(token),
    userId: user.id,
    expiresAt: new Date(Date.now() + lifetimes(config, user.roleName).maxMs),
    userAgent: meta.userAgent,
    ip: meta.ip,
  });
  return token;
}

/** The actor behind a token, or null when the token is unknown, expired, idle too long or its user inactive. */
export async function resolveSession(db: Db, config: Config, token: string): Promise<Actor | null> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      userId: users.id,
      status: users.status,
      roleId: users.roleId,
      role: roles.name,
      subscriberId: users.subscriberId,
      accountType: users.accountType,
      language: users.language,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(sessions.tokenHash, sha256(token)));
  if (!row || row.status !== 'active') return null;
  const now = Date.now();
  const idleDeadline = row.lastSeenAt.getTime() + lifetimes(config, row.role).idleMs;
  if (row.expiresAt.getTime() <= now || idleDeadline <= now) {
    await db.delete(sessions).where(eq(sessions.id, row.sessionId));
    return null;
  }
  if (now - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS)
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.id, row.sessionId));
  const rules = await rulesForUser(db, { ...row, id: row.userId });
  return {
    userId: row.userId,
    sessionId: row.sessionId,
    role: row.role,
    rules,
    ability: buildAbility(rules),
    subscriberId: row.subscriberId,
    language: row.language,
  };
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Revokes every session of a user, or every other one when `exceptSessionId` is given. */
export async function revokeUserSessions(db: Db, userId: string, exceptSessionId?: string): Promise<void> {
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined));
}

/**
 * A user's live sessions (neither past their absolute expiry nor idle too long for the user's
 * role), most recently used first; `currentSessionId` marks the caller's own.
 */
export async function listSessions(
  db: Db,
  config: Config,
  user: { id: string; roleName: string },
  currentSessionId: string | null,
): Promise<Session[]> {
  const idleSince = new Date(Date.now() - lifetimes(config, user.roleName).idleMs);
  const rows = await db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, user.id),
        gt(sessions.expiresAt, sql`now()`),
        gt(sessions.lastSeenAt, idleSince),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id));
  return rows.map((row) => ({
    id: row.id,
    ...describeDevice(row.userAgent),
    ip: row.ip,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    isCurrent: row.id === currentSessionId,
  }));
}

/** Revokes one session of a user; false when the user has no such session. */
export async function revokeSessionOf(db: Db, userId: string, sessionId: string): Promise<boolean> {
  const removed = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  return removed.length > 0;
}

/** Housekeeping: drops sessions past their absolute expiry and reset links past theirs. */
export async function sweepExpiredAuthRows(db: Db): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
  await db.delete(passwordResets).where(lt(passwordResets.expiresAt, sql`now() - interval '1 day'`));
}
