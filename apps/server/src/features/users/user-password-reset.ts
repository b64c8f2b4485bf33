// An admin mails someone a password reset link from /users/edit (their sessions: features/sessions).
import { assertCan, type Actor } from '../../lib/actor.js';
import type { AppDeps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import { sendPasswordResetMail } from '../auth/auth.service.js';
import { findUserById } from './users.service.js';

export async function sendUserPasswordReset(
  deps: Pick<AppDeps, 'db' | 'config'>,
  actor: Actor,
  id: string,
): Promise<void> {
  assertCan(actor, 'update', 'users');
  const user = await findUserById(deps.db, id);
  if (!user) throw new AppError('NOT_FOUND');
  if (user.status === 'inactive') throw new AppError('ACCOUNT_INACTIVE');
  await sendPasswordResetMail(deps, user);
}
