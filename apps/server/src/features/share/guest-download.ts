// GET /api/share/{hash}/albums/{albumId}/download: an album's published photos and videos as a
// ZIP for its guests (DESIGN.md §6.7, decision 053), streamed as the owner's is (posts/downloads.ts)
// but with the guests' copies of the originals (no location or other personal metadata). Only
// when the owner allows guest downloads and guests can see the album; a protected album needs its
// token, which a browser download carries in the query.
import type { Readable } from 'node:stream';
import type { Language } from '@hatira/shared/languages';
import type { AppDeps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import { isAlbumRevealed } from '../albums/album-visibility.js';
import type { GuestOrigin } from '../blocked-ips/blocked-ips.service.js';
import { albumZipPlan, streamZip } from '../posts/downloads.js';
import { openShareAlbum, openSharePage } from './share-gate.js';

type GuestDownloadDeps = Pick<AppDeps, 'db' | 'appSecret' | 'storage' | 'logger' | 'rateLimiter'>;

/**
 * Archives per address and album: enough for every guest of a venue behind one address (they
 * download at home, mostly), few enough that a loop cannot keep the server streaming an album.
 */
export const GUEST_DOWNLOADS = { limit: 30, windowMs: 60 * 60 * 1000 };

export interface GuestDownloadRequest {
  hash: string;
  albumId: string;
  albumToken: string | undefined;
  /** A download is a page load: it carries no X-Guest-Key, so only the address is checked. */
  guest: GuestOrigin;
  language: Language;
}

/**
 * The gate in the gallery's order (blocked list, page, subscription), then whether the owner
 * allows downloads, then the album (unknown, inactive, password) and whether it is revealed; the
 * archive's name and its stream, which starts at once.
 */
export async function openGuestDownload(
  deps: GuestDownloadDeps,
  input: GuestDownloadRequest,
): Promise<{ fileName: string; archive: Readable }> {
  const page = await openSharePage(deps, input.hash, input.guest);
  if (!page.qr.allowGuestDownload) throw new AppError('GUEST_DOWNLOAD_DISABLED');
  const album = await openShareAlbum(deps, page, input.albumId, { albumToken: input.albumToken });
  if (!isAlbumRevealed(album)) throw new AppError('ALBUM_NOT_REVEALED');
  const attempt = await deps.rateLimiter.hit(
    `guest-download:${album.id}:${input.guest.ip}`,
    GUEST_DOWNLOADS.limit,
    GUEST_DOWNLOADS.windowMs,
  );
  if (!attempt.allowed)
    throw new AppError('RATE_LIMITED', undefined, { 'retry-after': String(attempt.retryAfterSeconds) });
  const plan = albumZipPlan(page.qr.title, album);
  return {
    fileName: plan.fileName,
    archive: streamZip(deps, plan, { all: false, language: input.language, forGuests: true }),
  };
}
