import { randomBytes } from 'node:crypto';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { ListResponse } from '@hatira/shared/common';
import { fieldError } from '@hatira/shared/field-errors';
import { paths } from '@hatira/shared/paths';
import type {
  CreateQrCodeBody,
  ListQrCodesQuery,
  QrCode,
  SlideshowLinkResponse,
  UpdateQrCodeBody,
} from '@hatira/shared/qr-codes';
import type { Db } from '../../db/client.js';
import { isPlatformWide } from '@hatira/shared/abilities';
import { assertCan, type Actor } from '../../lib/actor.js';
import type { AppDeps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import { listPage } from '../../lib/list-query.js';
import { countAlbumsByQrCode, createDefaultAlbum } from '../albums/albums.service.js';
import { collectMediaKeys, deleteStoredMedia } from '../posts/posts.queries.js';
import { getActiveSubscription } from '../subscriptions/subscriptions.service.js';
import { findUserById } from '../users/users.service.js';
import { users } from '../users/users.table.js';
import { eventRow, findQrCodeForActor, readableQrCodes, type QrCodeRow } from './qr-codes.queries.js';
import { qrCodes } from './qr-codes.table.js';

/** Namespace of the per-owner advisory lock that serialises QR code creation (plan limit count). */
const QR_CREATE_LOCK = 4242003;

/** 12 random bytes = 96 bits, 16 URL-safe characters: unguessable, short enough for a QR code. */
export function newQrHash(): string {
  return randomBytes(12).toString('base64url');
}

/** The slideshow's key (decision 052): 16 random bytes = 128 bits, 22 URL-safe characters. */
export function newSlideshowToken(): string {
  return randomBytes(16).toString('base64url');
}

function toQrCode(row: QrCodeRow, albumCount: number, ownerName: string): QrCode {
  return {
    id: row.id,
    ownerId: row.ownerId,
    ownerName,
    customerId: row.customerId,
    hash: row.hash,
    title: row.title,
    description: row.description,
    eventDate: row.eventDate?.toISOString() ?? null,
    isActive: row.isActive,
    uploadsEnabled: row.uploadsEnabled,
    approvalRequired: row.approvalRequired,
    allowGuestDownload: row.allowGuestDownload,
    themeColor: row.themeColor,
    guestDeleteEnabled: row.guestDeleteEnabled,
    slideshowUrl: row.slideshowToken ? paths.live(row.slideshowToken) : null,
    slideshowInterval: row.slideshowInterval,
    slideshowIncludeVideos: row.slideshowIncludeVideos,
    slideshowShowNames: row.slideshowShowNames,
    slideshowIncludeHidden: row.slideshowIncludeHidden,
    albumCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The rows as the API answers them: with their album counts and their owners' names. */
async function describeQrCodes(db: Db, rows: QrCodeRow[]): Promise<QrCode[]> {
  if (rows.length === 0) return [];
  const ownerIds = [...new Set(rows.map((r) => r.ownerId))];
  const [counts, owners] = await Promise.all([
    countAlbumsByQrCode(
      db,
      rows.map((r) => r.id),
    ),
    db.select({ id: users.id, fullName: users.fullName }).from(users).where(inArray(users.id, ownerIds)),
  ]);
  const names = new Map(owners.map((o) => [o.id, o.fullName]));
  return rows.map((r) => toQrCode(r, counts.get(r.id) ?? 0, names.get(r.ownerId) ?? ''));
}

async function withAlbumCount(db: Db, row: QrCodeRow): Promise<QrCode> {
  const [described] = await describeQrCodes(db, [row]);
  return described!;
}

/** A customer can be given an event only by their own subscriber (or by staff who change every event). */
async function assertAssignableCustomer(db: Db, actor: Actor, ownerId: string, customerId: string) {
  const customer = await findUserById(db, customerId);
  const isOwnersCustomer =
    customer?.roleName === 'customer' &&
    (customer.subscriberId === ownerId || isPlatformWide(actor.ability, 'update', 'events'));
  if (!isOwnersCustomer) throw new AppError('VALIDATION_FAILED', { customerId: fieldError('invalid') });
}

const dateOrNull = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null ? null : new Date(value);

/**
 * Creates an event page owned by the caller, with its "General Shares" album, in one transaction.
 * With an active subscription the plan caps the owner's QR codes; a per-owner advisory lock makes
 * the count and the insert atomic against parallel requests. Without one, creating is allowed
 * (owners may prepare events; guests meet SUBSCRIPTION_PROBLEM later).
 */
export async function createQrCode(db: Db, actor: Actor, input: CreateQrCodeBody): Promise<QrCode> {
  const ownerId = actor.userId;
  assertCan(actor, 'create', eventRow('events', { ownerId, customerId: input.customerId ?? null }));
  if (input.customerId) await assertAssignableCustomer(db, actor, ownerId, input.customerId);
  const subscription = await getActiveSubscription(db, ownerId);
  const row = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${QR_CREATE_LOCK}, hashtext(${ownerId}))`);
    if (subscription) {
      const [owned] = await tx.select({ value: count() }).from(qrCodes).where(eq(qrCodes.ownerId, ownerId));
      if ((owned?.value ?? 0) >= subscription.limits.maxEvents) throw new AppError('PLAN_LIMIT_REACHED');
    }
    const [created] = await tx
      .insert(qrCodes)
      .values({
        ownerId,
        customerId: input.customerId ?? null,
        hash: newQrHash(),
        title: input.title,
        description: input.description || null,
        eventDate: dateOrNull(input.eventDate) ?? null,
        isActive: input.isActive,
        uploadsEnabled: input.uploadsEnabled,
        approvalRequired: input.approvalRequired,
        allowGuestDownload: input.allowGuestDownload,
        themeColor: input.themeColor ?? null,
        guestDeleteEnabled: input.guestDeleteEnabled,
        slideshowInterval: input.slideshowInterval,
        slideshowIncludeVideos: input.slideshowIncludeVideos,
        slideshowShowNames: input.slideshowShowNames,
        slideshowIncludeHidden: input.slideshowIncludeHidden,
      })
      .returning();
    await createDefaultAlbum(tx, created!.id);
    return created!;
  });
  return withAlbumCount(db, row);
}

const SORT_COLUMNS = {
  title: qrCodes.title,
  eventDate: qrCodes.eventDate,
  createdAt: qrCodes.createdAt,
  isActive: qrCodes.isActive,
} as const;

/** The QR codes the caller may read (staff: all; owners and customers: theirs). Newest first by default. */
export async function listQrCodes(
  db: Db,
  actor: Actor,
  query: ListQrCodesQuery,
): Promise<ListResponse<QrCode>> {
  const page = await listPage(db, db.select().from(qrCodes).$dynamic(), query, {
    where: readableQrCodes(actor),
    search: [qrCodes.title, qrCodes.hash],
    sortColumns: SORT_COLUMNS,
    defaultSort: { key: 'createdAt', order: 'desc' },
    tieBreakers: [qrCodes.id],
  });
  return { ...page, items: await describeQrCodes(db, page.items) };
}

export async function getQrCode(db: Db, actor: Actor, id: string): Promise<QrCode> {
  return withAlbumCount(db, await findQrCodeForActor(db, actor, id, { action: 'read', subject: 'events' }));
}

export async function updateQrCode(
  { db, shareCache }: Pick<AppDeps, 'db' | 'shareCache'>,
  actor: Actor,
  id: string,
  input: UpdateQrCodeBody,
): Promise<QrCode> {
  const current = await findQrCodeForActor(db, actor, id, { action: 'update', subject: 'events' });
  if (input.customerId) await assertAssignableCustomer(db, actor, current.ownerId, input.customerId);
  const { eventDate, description, ...rest } = input;
  const changes: Partial<typeof qrCodes.$inferInsert> = { ...rest };
  if (eventDate !== undefined) changes.eventDate = dateOrNull(eventDate);
  if (description !== undefined) changes.description = description || null;
  if (Object.keys(changes).length === 0) return withAlbumCount(db, current);
  const [updated] = await db.update(qrCodes).set(changes).where(eq(qrCodes.id, id)).returning();
  shareCache.invalidate();
  if (!updated) throw new AppError('NOT_FOUND');
  return withAlbumCount(db, updated);
}

/**
 * Turns the live slideshow on with a new link (DESIGN.md §6.7): a fresh token replaces the old one,
 * so a screen showing the old link stops (the live hub hears the change, decision 052). Whoever
 * may change the event may do this.
 */
export async function startSlideshow(db: Db, actor: Actor, id: string): Promise<SlideshowLinkResponse> {
  await findQrCodeForActor(db, actor, id, { action: 'update', subject: 'events' });
  const token = newSlideshowToken();
  await db.update(qrCodes).set({ slideshowToken: token }).where(eq(qrCodes.id, id));
  return { url: paths.live(token) };
}

/** Turns the slideshow off: its link stops, and an open screen says so. */
export async function stopSlideshow(db: Db, actor: Actor, id: string): Promise<void> {
  await findQrCodeForActor(db, actor, id, { action: 'update', subject: 'events' });
  await db.update(qrCodes).set({ slideshowToken: null }).where(eq(qrCodes.id, id));
}

/** Deletes the event page; its albums, posts and media go with it (cascade), then their files. */
export async function deleteQrCode(
  { db, storage, shareCache }: Pick<AppDeps, 'db' | 'storage' | 'shareCache'>,
  actor: Actor,
  id: string,
): Promise<void> {
  await findQrCodeForActor(db, actor, id, { action: 'delete', subject: 'events' });
  const keys = await db.transaction(async (tx) => {
    const collected = await collectMediaKeys(tx, { qrCodeId: id });
    await tx.delete(qrCodes).where(eq(qrCodes.id, id));
    return collected;
  });
  shareCache.invalidate();
  await deleteStoredMedia(storage, keys);
}

/**
 * Takes the event's "posts await approval" mail slot: true (and the time noted) when its owner was
 * not mailed about this event within `intervalMs`, false otherwise. One statement, so two guest
 * posts landing together take the slot once.
 */
export async function claimPendingNotification(
  db: Db,
  qrCodeId: string,
  intervalMs: number,
): Promise<boolean> {
  const claimed = await db
    .update(qrCodes)
    .set({ pendingNotifiedAt: sql`now()` })
    .where(
      and(
        eq(qrCodes.id, qrCodeId),
        sql`(${qrCodes.pendingNotifiedAt} is null or ${qrCodes.pendingNotifiedAt} <= now() - make_interval(secs => ${intervalMs / 1000}))`,
      ),
    )
    .returning({ id: qrCodes.id });
  return claimed.length > 0;
}

/**
 * DEMO_DATA=true: the owner's first event page, made with its "General Shares" album when they
 * have none yet (the demo invitation links to it).
 */
export async function ensureDemoEvent(db: Db, ownerId: string, title: string): Promise<string> {
  const [existing] = await db
    .select({ id: qrCodes.id })
    .from(qrCodes)
    .where(eq(qrCodes.ownerId, ownerId))
    .orderBy(qrCodes.createdAt)
    .limit(1);
  if (existing) return existing.id;
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(qrCodes)
      .values({ ownerId, hash: newQrHash(), title })
      .returning({ id: qrCodes.id });
    await createDefaultAlbum(tx, created!.id);
    return created!.id;
  });
}
