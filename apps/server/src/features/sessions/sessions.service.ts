// Signed-in sessions, all in one place: opaque access tokens (256 random bits for the client, their
// SHA-256 in `sessions`) with idle and absolute expiry, staff sessions shorter (config.sessions);
// the auth hook resolves them, sign-in creates them; their owner (/api/profile/sessions) and an
// admin (/api/users/{id}/sessions) list and end them (decisions/002, 022).
import { and, desc, eq, gt, lt, ne, sql, type SQL } from 'drizzle-orm';
import {
  buildAbility,
  isStaffRole,
  resolveRules,
  rulesOfUser,
  type AbilityRule,
  type AppAbility,
} from '@hatira/shared/abilities';
import { describeDevice, type Session, type SessionList } from '@hatira/shared/sessions';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { assertCan, type Actor } from '../../lib/actor.js';
import type { AppDeps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import type { RequestMeta } from '../../lib/http.js';
import { newToken, sha256 } from '../../lib/tokens.js';
import { roleRulesColumn, toRules } from '../roles/roles.service.js';
import { roles } from '../roles/roles.table.js';
import { findUserById } from '../users/users.service.js';
import { users } from '../users/users.table.js';
import { sessions } from './sessions.table.js';

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

/** Abilities built before, by their rules: building one costs more than the request's own queries. */
const abilities = new Map<string, AppAbility>();
const ABILITIES_KEPT = 1000;

/** The CASL ability of these rules; users with the same rules (a role's staff) share one. */
function abilityOf(rules: AbilityRule[]): AppAbility {
  const key = JSON.stringify(rules);
  let ability = abilities.get(key);
  if (ability) {
    abilities.delete(key); // most recently used last
  } else {
    ability = buildAbility(rules);
    if (abilities.size >= ABILITIES_KEPT) abilities.delete(abilities.keys().next().value!);
  }
  abilities.set(key, ability);
  return ability;
}

const liveSessionColumns = {
  sessionId: sessions.id,
  lastSeenAt: sessions.lastSeenAt,
  expiresAt: sessions.expiresAt,
  userId: users.id,
  status: users.status,
  role: roles.name,
};

/** Whether a session row still stands: its user active, neither past its absolute expiry nor idle too long. */
function isLive(
  config: Config,
  row: { status: string; role: string; lastSeenAt: Date; expiresAt: Date },
  now: number,
): boolean {
  const idleDeadline = row.lastSeenAt.getTime() + lifetimes(config, row.role).idleMs;
  return row.status === 'active' && row.expiresAt.getTime() > now && idleDeadline > now;
}

/** The actor behind a token, or null when the token is unknown, expired, idle too long or its user inactive. */
export async function resolveSession(db: Db, config: Config, token: string): Promise<Actor | null> {
  let byToken = sessionsByToken.get(db);
  if (!byToken) sessionsByToken.set(db, (byToken = prepareSessionByToken(db)));
  const [row] = await byToken.execute({ hash: sha256(token) });
  return actorOfRow(db, config, row);
}

/**
 * The actor of a session by its id (a signed download link names the session that made it), or
 * null when it has ended: signing out ends the links it made.
 */
export async function resolveSessionById(db: Db, config: Config, sessionId: string): Promise<Actor | null> {
  const [row] = await selectSession(db, eq(sessions.id, sessionId));
  return actorOfRow(db, config, row);
}

/** Whether the session is still signed in (one query; no actor is built). */
export async function isSessionLive(db: Db, config: Config, sessionId: string): Promise<boolean> {
  const [row] = await db
    .select(liveSessionColumns)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(sessions.id, sessionId));
  return !!row && isLive(config, row, Date.now());
}

/** A session with its user, role and the role's rules: one row, one round trip. */
function selectSession(db: Db, where: SQL) {
  return db
    .select({
      ...liveSessionColumns,
      roleId: users.roleId,
      subscriberId: users.subscriberId,
      accountType: users.accountType,
      language: users.language,
      roleRules: roleRulesColumn(users.roleId),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(where);
}

type SessionRow = Awaited<ReturnType<typeof selectSession>>[number];

/**
 * Every signed-in request reads its session by token: a named statement, so its SQL is built once
 * per process and planned once per connection (docs/decisions/057-bill-search).
 */
const sessionsByToken = new WeakMap<Db, ReturnType<typeof prepareSessionByToken>>();
const prepareSessionByToken = (db: Db) =>
  selectSession(db, eq(sessions.tokenHash, sql.placeholder('hash'))).prepare('session_by_token');

async function actorOfRow(db: Db, config: Config, row: SessionRow | undefined): Promise<Actor | null> {
  if (!row || row.status !== 'active') return null;
  const now = Date.now();
  if (!isLive(config, row, now)) {
    await db.delete(sessions).where(eq(sessions.id, row.sessionId));
    return null;
  }
  if (now - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS)
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.id, row.sessionId));
  const rules = resolveRules(rulesOfUser(toRules(row.roleRules), row.accountType), {
    id: row.userId,
    subscriberId: row.subscriberId,
  });
  return {
    userId: row.userId,
    sessionId: row.sessionId,
    role: row.role,
    rules,
    ability: abilityOf(rules),
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
async function listSessions(
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
async function revokeSessionOf(db: Db, userId: string, sessionId: string): Promise<boolean> {
  const removed = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  return removed.length > 0;
}

/** Housekeeping: drops sessions past their absolute expiry. */
export async function sweepExpiredSessions(db: Db): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
}

async function signedInUser(db: Db, actor: Actor) {
  const user = await findUserById(db, actor.userId);
  if (!user) throw new AppError('UNAUTHORIZED');
  return user;
}

/** The caller's own live sessions (account settings → security). */
export async function listOwnSessions(
  deps: Pick<AppDeps, 'db' | 'config'>,
  actor: Actor,
): Promise<SessionList> {
  const user = await signedInUser(deps.db, actor);
  return { items: await listSessions(deps.db, deps.config, user, actor.sessionId) };
}

/** Ends one of the caller's sessions (their own current one too: that is signing out). */
export async function revokeOwnSession(db: Db, actor: Actor, sessionId: string): Promise<void> {
  if (!(await revokeSessionOf(db, actor.userId, sessionId))) throw new AppError('NOT_FOUND');
}

/** "Sign out everywhere else". */
export async function revokeOtherSessions(db: Db, actor: Actor): Promise<void> {
  await revokeUserSessions(db, actor.userId, actor.sessionId);
}

async function targetUser(db: Db, id: string) {
  const user = await findUserById(db, id);
  if (!user) throw new AppError('NOT_FOUND');
  return user;
}

/** Someone's live sessions, as an admin sees them from /users/edit. */
export async function listUserSessions(
  deps: Pick<AppDeps, 'db' | 'config'>,
  actor: Actor,
  id: string,
): Promise<SessionList> {
  assertCan(actor, 'read', 'users');
  const user = await targetUser(deps.db, id);
  return { items: await listSessions(deps.db, deps.config, user, actor.sessionId) };
}

export async function revokeUserSession(db: Db, actor: Actor, id: string, sessionId: string): Promise<void> {
  assertCan(actor, 'update', 'users');
  await targetUser(db, id);
  if (!(await revokeSessionOf(db, id, sessionId))) throw new AppError('NOT_FOUND');
}
