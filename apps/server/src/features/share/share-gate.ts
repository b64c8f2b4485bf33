// The checks every guest share call runs, in the order DESIGN.md §6.2 gives: the blocked list
// first (the guest's address, and their device key: §6.7), then the event page (unknown, inactive, the owner's subscription), then the album
// (unknown, inactive, password). Posting adds the room left in the album and the owner's quota
// (guest-admission.ts). No check here ever answers 401.
import { createHash } from 'node:crypto';
import { ALBUM_TOKEN_TTL_MS } from '@hatira/shared/limits';
import type { AppDeps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import { signToken, verifyToken } from '../../lib/signed.js';
import { findAlbumOfQrCode, type AlbumRow } from '../albums/albums.service.js';
import { isGuestBlocked, type GuestOrigin } from '../blocked-ips/blocked-ips.service.js';
import type { QrCodeRow } from '../qr-codes/qr-codes.queries.js';
import type { ActiveSubscription } from '../subscriptions/subscriptions.service.js';
import { findPageForGuest, findPageState, type PageState } from './share-page.query.js';

export interface SharePage {
  qr: QrCodeRow;
  subscription: ActiveSubscription;
}

export type GateDeps = Pick<AppDeps, 'db' | 'appSecret'>;
/** The read routes also keep what they read in the app's share cache. */
export type CachedGateDeps = GateDeps & Pick<AppDeps, 'shareCache'>;

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The event page at /s/{hash} for `guest` (guest-key.ts guestOriginOf: Fastify's request.ip, which
 * honours X-Forwarded-For only with TRUST_PROXY, and the device key's hash). The blocked list is
 * asked before anything else is revealed: a blocked guest learns nothing about the page, not even
 * whether it exists. Reads the page fresh, with the blocked list in the same round trip: posting,
 * uploads and the media route's use-time checks go through here.
 */
export async function openSharePage(deps: GateDeps, hash: string, guest: GuestOrigin): Promise<SharePage> {
  const found = await findPageForGuest(deps.db, hash, guest);
  // no page: only the platform-wide entries can block the guest
  const isBlocked = found ? found.isBlocked : await isGuestBlocked(deps.db, guest, null);
  return admitToPage(found?.state ?? null, isBlocked);
}

/**
 * The same checks on a page state kept up to SHARE_CACHE_MS (share-cache.ts), for the read
 * routes every guest of an event calls. The blocked list is still asked on every request.
 */
export async function openCachedSharePage(
  deps: CachedGateDeps,
  hash: string,
  guest: GuestOrigin,
): Promise<SharePage> {
  const state = await deps.shareCache.get(`page:${hash}`, () => findPageState(deps.db, hash));
  return admitToPage(state, await isGuestBlocked(deps.db, guest, state?.qr.ownerId ?? null));
}

/**
 * The page as the venue screen's slideshow loads it (decision 052): the page's own checks without
 * the blocked list. The screen is the owner's, often on the venue's network, which an IP block
 * of one guest may cover.
 */
export async function openScreenPage(deps: Pick<GateDeps, 'db'>, hash: string): Promise<SharePage> {
  return admitToPage(await findPageState(deps.db, hash), false);
}

function admitToPage(state: PageState | null, isBlocked: boolean): SharePage {
  if (isBlocked) throw new AppError('IP_BLOCKED');
  if (!state) throw new AppError('QR_NOT_FOUND');
  const { qr, subscription } = state;
  if (!qr.isActive) throw new AppError('QR_INACTIVE');
  // A kept state may be older than a subscription's end: the end is checked at each use.
  if (!subscription || subscription.endsAt.getTime() <= Date.now())
    throw new AppError('SUBSCRIPTION_PROBLEM');
  return { qr, subscription };
}

export interface OpenAlbumOptions {
  /** The album token from `access` (header or form field); needed for a protected album. */
  albumToken?: string | undefined;
  /** For posting: the album and the page must both take uploads. */
  forUpload?: boolean;
}

/** An album of the page, open to this guest; throws the guest error that stops them. */
export async function openShareAlbum(
  deps: GateDeps,
  page: SharePage,
  albumId: string,
  options: OpenAlbumOptions = {},
): Promise<AlbumRow> {
  const album = UUID.test(albumId) ? await findAlbumOfQrCode(deps.db, page.qr.id, albumId) : null;
  return admitToAlbum(deps, page, album, options);
}

/** openShareAlbum on an album row kept up to SHARE_CACHE_MS; the album token is checked each time. */
export async function openCachedShareAlbum(
  deps: CachedGateDeps,
  page: SharePage,
  albumId: string,
  options: OpenAlbumOptions = {},
): Promise<AlbumRow> {
  const album = UUID.test(albumId)
    ? await deps.shareCache.get(`album:${page.qr.id}:${albumId}`, () =>
        findAlbumOfQrCode(deps.db, page.qr.id, albumId),
      )
    : null;
  return admitToAlbum(deps, page, album, options);
}

/** The album checks on a row the caller read (null: there is none on this page). */
export function admitToAlbum(
  deps: Pick<AppDeps, 'appSecret'>,
  page: SharePage,
  album: AlbumRow | null,
  options: OpenAlbumOptions,
): AlbumRow {
  if (!album) throw new AppError('ALBUM_NOT_FOUND');
  if (!album.isActive) throw new AppError('ALBUM_UNAVAILABLE');
  if (album.passwordHash && !hasAlbumAccess(deps.appSecret, album, options.albumToken))
    throw new AppError('ALBUM_PASSWORD_REQUIRED');
  if (options.forUpload && !(page.qr.uploadsEnabled && album.uploadsEnabled))
    throw new AppError('UPLOADS_DISABLED');
  return album;
}

/**
 * The gate on what the gallery's one statement read (share-gallery.query.ts): the same checks in
 * the same order as openCachedSharePage and openCachedShareAlbum, on the columns they look at.
 * The subscription was asked for at the time of the read.
 */
export function admitToGallery(
  deps: Pick<AppDeps, 'appSecret'>,
  read: {
    isBlocked: boolean;
    qrIsActive: boolean;
    hasSubscription: boolean;
    album: Pick<AlbumRow, 'id' | 'isActive' | 'passwordHash'> | null;
  },
  albumToken: string | undefined,
): void {
  if (read.isBlocked) throw new AppError('IP_BLOCKED');
  if (!read.qrIsActive) throw new AppError('QR_INACTIVE');
  if (!read.hasSubscription) throw new AppError('SUBSCRIPTION_PROBLEM');
  const { album } = read;
  if (!album) throw new AppError('ALBUM_NOT_FOUND');
  if (!album.isActive) throw new AppError('ALBUM_UNAVAILABLE');
  if (album.passwordHash && !hasAlbumAccess(deps.appSecret, album, albumToken))
    throw new AppError('ALBUM_PASSWORD_REQUIRED');
}

/** Approval: the album's own setting, else the event page's. */
export const needsApproval = (page: SharePage, album: AlbumRow): boolean =>
  album.approvalRequired ?? page.qr.approvalRequired;

const ALBUM_TOKEN = 'album-token';

/** Ties a token to the album's current password: changing the password shuts old tokens out. */
const passwordFingerprint = (passwordHash: string) =>
  createHash('sha256').update(passwordHash).digest('base64url').slice(0, 16);

/** The proof that a guest gave a protected album's password, kept by the page for the visit. */
export function issueAlbumToken(secret: string, album: AlbumRow, now = Date.now()): string {
  return signToken(
    secret,
    ALBUM_TOKEN,
    { a: album.id, p: passwordFingerprint(album.passwordHash ?? '') },
    now + ALBUM_TOKEN_TTL_MS,
  );
}

export function hasAlbumAccess(
  secret: string,
  album: Pick<AlbumRow, 'id' | 'passwordHash'>,
  token: string | undefined,
): boolean {
  if (!album.passwordHash) return true;
  if (!token) return false;
  const result = verifyToken<{ a: string; p: string }>(secret, ALBUM_TOKEN, token);
  return result.ok && result.data.a === album.id && result.data.p === passwordFingerprint(album.passwordHash);
}
