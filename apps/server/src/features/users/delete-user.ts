// Deleting a user (decisions/019). Someone who owns event pages or customer accounts is deleted
// only when the caller says so (`?withData=true`): their events go through deleteQrCode() so the
// stored photos and videos go too, their customers with them (foreign-key cascade), then the
// pictures of both. The last active admin is never deleted.
import { and, eq, inArray } from 'drizzle-orm';
import { buildAbility, type AbilityRule } from '@hatira/shared/abilities';
import { assertCan, type Actor } from '../../lib/actor.js';
import type { AppDeps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import { deleteQrCode } from '../qr-codes/qr-codes.service.js';
import { qrCodes } from '../qr-codes/qr-codes.table.js';
import { assertMayTouchAdminRole, assertNotLastActiveAdmin, findUser } from './manage-users.js';
import { users } from './users.table.js';

/**
 * The caller as deleteQrCode() expects it, allowed to remove this user's events: the check that
 * matters was `delete users`, and the events go with the user.
 */
const EVENT_REMOVAL_RULES: AbilityRule[] = [
  { action: 'read', subject: 'events' },
  { action: 'delete', subject: 'events' },
];
function removingEventsOf(actor: Actor): Actor {
  return { ...actor, rules: EVENT_REMOVAL_RULES, ability: buildAbility(EVENT_REMOVAL_RULES) };
}

export async function deleteUser(
  deps: Pick<AppDeps, 'db' | 'storage' | 'shareCache'>,
  actor: Actor,
  id: string,
  options: { withData: boolean },
): Promise<void> {
  assertCan(actor, 'delete', 'users');
  const target = await findUser(deps.db, id);
  if (target.role === 'admin') assertMayTouchAdminRole(actor, 'admin');
  if (target.role === 'admin' && target.status === 'active')
    await deps.db.transaction((tx) => assertNotLastActiveAdmin(tx, id));
  const [events, customers] = await Promise.all([
    deps.db.select({ id: qrCodes.id }).from(qrCodes).where(eq(qrCodes.ownerId, id)),
    deps.db
      .select({ id: users.id, avatarKey: users.avatarKey })
      .from(users)
      .where(eq(users.subscriberId, id)),
  ]);
  if ((events.length > 0 || customers.length > 0) && !options.withData) throw new AppError('USER_HAS_DATA');
  for (const event of events) await deleteQrCode(deps, removingEventsOf(actor), event.id);
  const avatarKeys = await deps.db.transaction(async (tx) => {
    if (target.role === 'admin' && target.status === 'active') await assertNotLastActiveAdmin(tx, id);
    const gone = await tx
      .delete(users)
      .where(
        customers.length > 0 ? inArray(users.id, [id, ...customers.map((c) => c.id)]) : and(eq(users.id, id)),
      )
      .returning({ avatarKey: users.avatarKey });
    return gone.map((g) => g.avatarKey);
  });
  await deps.storage.delete(...avatarKeys);
}
