// What an admin does for someone from /users/edit: mail a reset link, see and end their sessions.
import type { SessionList } from '@hatira/shared/sessions';
import type { AppDeps } from '../../app.js';
import { assertCan, type Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/errors.js';
import { sendPasswordResetMail } from '../auth/auth.service.js';
import { listSessions, revokeSessionOf } from '../auth/sessions.js';
import { findUserById } from './users.service.js';

async function targetUser(deps: Pick<AppDeps, 'db'>, id: string) {
  const user = await findUserById(deps.db, id);
  if (!user) throw new AppError('NOT_FOUND');
  return user;
}

export async function sendUserPasswordReset(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'config'>,
  actor: Actor,
  id: string,
): Promise<void> {
  assertCan(actor, 'update', 'users');
  const user = await targetUser(deps, id);
  if (user.status === 'inactive') throw new AppError('ACCOUNT_INACTIVE');
  await sendPasswordResetMail(deps, user);
}

export async function listUserSessions(
  deps: Pick<AppDeps, 'db' | 'config'>,
  actor: Actor,
  id: string,
): Promise<SessionList> {
  assertCan(actor, 'read', 'users');
  const user = await targetUser(deps, id);
  return { items: await listSessions(deps.db, deps.config, user, actor.sessionId) };
}

export async function revokeUserSession(
  deps: Pick<AppDeps, 'db'>,
  actor: Actor,
  id: string,
  sessionId: string,
): Promise<void> {
  assertCan(actor, 'update', 'users');
  await targetUser(deps, id);
  if (!(await revokeSessionOf(deps.db, id, sessionId))) throw new AppError('NOT_FOUND');
}
