// "Posts await your approval": told to an event's owner when a guest post lands as pending, at
// most once per event an hour: always in the bell, by mail only if the owner wants these mails
// (notifyPendingPosts).
import { paths } from '@hatira/shared/paths';
import type { AppDeps } from '../../lib/deps.js';
import { enqueueMail } from '../jobs/mail-jobs.js';
import { claimPendingNotification } from '../qr-codes/qr-codes.service.js';
import { findUserById } from '../users/users.service.js';
import { pendingPostsMail } from './notifications.mails.js';
import { notify } from './notify.js';

export const PENDING_MAIL_INTERVAL_MS = 60 * 60 * 1000;

export async function notifyPendingPost(
  deps: Pick<AppDeps, 'db' | 'config'>,
  event: { id: string; ownerId: string; title: string },
): Promise<boolean> {
  // The claim and the mail are one: a crash cannot take the hour's claim without its mail.
  return deps.db.transaction(async (tx) => {
    // The claim first: within the hour (most pending posts) it is the only query.
    if (!(await claimPendingNotification(tx, event.id, PENDING_MAIL_INTERVAL_MS))) return false;
    const owner = await findUserById(tx, event.ownerId);
    if (!owner || owner.status !== 'active') return false;
    await notify(tx, {
      userId: owner.id,
      kind: 'post.pending',
      params: { eventTitle: event.title },
      link: paths.moderation,
    });
    if (!owner.notifyPendingPosts) return false;
    await enqueueMail(
      tx,
      pendingPostsMail(owner, event.title, {
        review: deps.config.publicUrl + paths.moderation,
        settings: deps.config.publicUrl + paths.notificationSettings,
      }),
    );
    return true;
  });
}
