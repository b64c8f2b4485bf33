// The invitation a guest opens at /i/{hash} (DESIGN.md §6.5): no sign-in. Every call checks, in
// this order, the blocked-IP list (platform-wide entries and the owner's, in the same round trip
// as the invitation), the rate limit of the caller's address, then the invitation itself (unknown
// → INVITATION_NOT_FOUND, inactive → INVITATION_INACTIVE). A blocked guest learns nothing, not even
// whether the invitation exists.
import { and, eq, lt, or, sql } from 'drizzle-orm';
import { fieldError } from '@hatira/shared/field-errors';
import {
  INVITATION_MESSAGES,
  INVITATION_MESSAGES_PAGE_SIZE,
  type CreateInvitationReplyBody,
  type CreateInvitationReplyResponse,
  type PublicInvitation,
  type PublicInvitationMessages,
} from '@hatira/shared/invitations';
import { paths } from '@hatira/shared/paths';
import type { Db } from '../../db/client.js';
import type { AppDeps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import { ipBlockedColumn, isIpBlocked } from '../blocked-ips/blocked-ips.service.js';
import { enqueueMail } from '../jobs/mail-jobs.js';
import { notify } from '../notifications/notify.js';
import { qrCodes } from '../qr-codes/qr-codes.table.js';
import { findUserById } from '../users/users.service.js';
import { invitationReplyMail } from './invitation-replies.mails.js';
import { coverUrlOf, type InvitationRow } from './invitations.queries.js';
import { invitationMessages, invitations } from './invitations.table.js';

export type InviteDeps = Pick<AppDeps, 'db' | 'rateLimiter' | 'config'>;

/** Per address, per window (docs/decisions/047): reads are many (a page load is three calls). */
export const INVITE_LIMITS = {
  read: { limit: 300, windowMs: 60_000 },
  /** Replies per address and invitation: a family on one phone, never a flood. */
  reply: { limit: 10, windowMs: 10 * 60_000 },
};
/** At most one mail about replies per invitation in this time (the bell gets every one). */
export const REPLY_MAIL_INTERVAL_MS = 60 * 60_000;

interface GuestInvitation {
  row: InvitationRow;
  /** The linked event page's hash while that page is active; null otherwise. */
  shareHash: string | null;
}

async function findForGuest(db: Db, hash: string, ip: string) {
  const [found] = await db
    .select({
      row: invitations,
      isBlocked: ipBlockedColumn(db, ip, invitations.ownerId),
      shareHash: sql<string | null>`case when ${qrCodes.isActive} then ${qrCodes.hash} end`,
    })
    .from(invitations)
    .leftJoin(qrCodes, eq(qrCodes.id, invitations.qrCodeId))
    .where(eq(invitations.hash, hash));
  return found ?? null;
}

async function hitLimit(deps: InviteDeps, key: string, { limit, windowMs }: typeof INVITE_LIMITS.read) {
  const result = await deps.rateLimiter.hit(key, limit, windowMs);
  if (!result.allowed)
    throw new AppError('RATE_LIMITED', undefined, { 'retry-after': String(result.retryAfterSeconds) });
}

/** The gate of every public call: blocked address, rate limit, then the invitation. */
export async function openInvitation(
  deps: InviteDeps,
  hash: string,
  ip: string,
  use: 'read' | 'reply',
): Promise<GuestInvitation> {
  const found = await findForGuest(deps.db, hash, ip);
  const isBlocked = found ? found.isBlocked : await isIpBlocked(deps.db, ip, null);
  if (isBlocked) throw new AppError('IP_BLOCKED');
  await hitLimit(
    deps,
    use === 'read' ? `invite-read:${ip}` : `invite-reply:${found?.row.id ?? hash}:${ip}`,
    INVITE_LIMITS[use],
  );
  if (!found) throw new AppError('INVITATION_NOT_FOUND');
  if (!found.row.isActive) throw new AppError('INVITATION_INACTIVE');
  return { row: found.row, shareHash: found.shareHash };
}

/** Replies close at the deadline, or when the celebration starts if there is none. */
export function isRsvpOpen(row: InvitationRow, now = new Date()): boolean {
  const closesAt = row.rsvpDeadline ?? row.startsAt;
  return row.rsvpEnabled && now.getTime() < closesAt.getTime();
}

export async function getPublicInvitation(
  deps: InviteDeps,
  hash: string,
  ip: string,
): Promise<PublicInvitation> {
  const { row, shareHash } = await openInvitation(deps, hash, ip, 'read');
  return {
    hash: row.hash,
    title: row.title,
    coupleNames: row.coupleNames,
    startsAt: row.startsAt.toISOString(),
    timezone: row.timezone,
    venueName: row.venueName,
    address: row.address,
    mapUrl: row.mapUrl,
    message: row.message,
    theme: row.theme,
    themeColor: row.themeColor,
    coverUrl: coverUrlOf(row.coverKey),
    rsvpEnabled: row.rsvpEnabled,
    rsvpDeadline: row.rsvpDeadline?.toISOString() ?? null,
    rsvpOpen: isRsvpOpen(row),
    maxGuestsPerReply: row.maxGuestsPerReply,
    sharePath: shareHash ? paths.share(shareHash) : null,
  };
}

/** Published replies, newest first, INVITATION_MESSAGES_PAGE_SIZE a page, after `cursor` (an id). */
export async function listPublicMessages(
  deps: InviteDeps,
  hash: string,
  cursor: string | undefined,
  ip: string,
): Promise<PublicInvitationMessages> {
  const { row } = await openInvitation(deps, hash, ip, 'read');
  const m = invitationMessages;
  let after;
  if (cursor) {
    const [last] = await deps.db
      .select({ createdAt: m.createdAt, id: m.id })
      .from(m)
      .where(and(eq(m.id, cursor), eq(m.invitationId, row.id)));
    if (!last) throw new AppError('VALIDATION_FAILED', { cursor: fieldError('invalid') });
    after = or(lt(m.createdAt, last.createdAt), and(eq(m.createdAt, last.createdAt), lt(m.id, last.id)));
  }
  const rows = await deps.db
    .select({ id: m.id, name: m.name, message: m.message, attending: m.attending, createdAt: m.createdAt })
    .from(m)
    .where(and(eq(m.invitationId, row.id), eq(m.status, 'published'), after))
    // exactly the order of invitation_messages_public_idx (DESC NULLS LAST)
    .orderBy(sql`${m.createdAt} desc nulls last`, sql`${m.id} desc nulls last`)
    .limit(INVITATION_MESSAGES_PAGE_SIZE + 1);
  const page = rows.slice(0, INVITATION_MESSAGES_PAGE_SIZE);
  return {
    items: page.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    nextCursor: rows.length > INVITATION_MESSAGES_PAGE_SIZE ? page.at(-1)!.id : null,
  };
}

/**
 * Takes the invitation's reply-mail slot: true (and the time noted) when its owner was not
 * mailed about it within REPLY_MAIL_INTERVAL_MS. One statement, so replies landing together take
 * it once.
 */
async function claimReplyMail(tx: Db, invitationId: string): Promise<boolean> {
  const claimed = await tx
    .update(invitations)
    .set({ replyMailedAt: sql`now()` })
    .where(
      and(
        eq(invitations.id, invitationId),
        sql`(${invitations.replyMailedAt} is null or ${invitations.replyMailedAt} <= now() - make_interval(secs => ${REPLY_MAIL_INTERVAL_MS / 1000}))`,
      ),
    )
    .returning({ id: invitations.id });
  return claimed.length > 0;
}

/**
 * A guest's reply. Stored with the owner's bell entry (pushed on commit) and, when the owner
 * wants it and the hour's slot is free, the mail queued: all in one transaction.
 */
export async function createReply(
  deps: InviteDeps,
  hash: string,
  input: CreateInvitationReplyBody,
  ip: string,
): Promise<CreateInvitationReplyResponse> {
  const { row } = await openInvitation(deps, hash, ip, 'reply');
  if (!isRsvpOpen(row)) throw new AppError('RSVP_CLOSED');
  if (input.guestCount > row.maxGuestsPerReply)
    throw new AppError('TOO_MANY_GUESTS', {
      guestCount: fieldError('tooMany', { max: row.maxGuestsPerReply }),
    });
  const reply = await deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(invitationMessages)
      .values({ invitationId: row.id, ...input, ip })
      .returning();
    const { name, attending, guestCount } = created!;
    const link = paths.weddingInvitationMessages(row.id);
    await notify(tx, {
      userId: row.ownerId,
      kind: 'invitation.reply',
      params: { name, attending, guestCount },
      link,
    });
    const owner = await findUserById(tx, row.ownerId);
    if (owner?.status === 'active' && owner.notifyInvitationReplies && (await claimReplyMail(tx, row.id)))
      await enqueueMail(
        tx,
        invitationReplyMail(
          owner,
          { coupleNames: row.coupleNames, name, attending, guestCount },
          {
            replies: deps.config.publicUrl + link,
            settings: deps.config.publicUrl + paths.notificationSettings,
          },
        ),
      );
    return created!;
  });
  return {
    message: INVITATION_MESSAGES.replyReceived,
    reply: {
      id: reply.id,
      name: reply.name,
      message: reply.message,
      attending: reply.attending,
      guestCount: reply.guestCount,
      createdAt: reply.createdAt.toISOString(),
    },
  };
}
