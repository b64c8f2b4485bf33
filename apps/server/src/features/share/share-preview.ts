// The link preview of an event page (/s/{hash} and its album and post pages, docs/decisions/054):
// the event's title and description and its newest published picture that any guest may see, for
// the page's <head> (lib/page-head.ts). Kept in the share cache like the guests' reads: the page by
// its hash (an unknown hash too), the preview until a post of the event changes or its signed
// picture address would have less than a full MEDIA_URL_TTL_MS left — so a crawler storm after the
// link goes round a group chat costs one read per event.
import { and, asc, eq, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { AppDeps } from '../../lib/deps.js';
import type { PagePreview } from '../../lib/page-head.js';
import { albums } from '../albums/albums.table.js';
import { media } from '../media/media.table.js';
import { posts } from '../posts/posts.table.js';
import type { QrCodeRow } from '../qr-codes/qr-codes.queries.js';
import { guestUrl, signedBodyExpiry } from './share-body.js';
import { findPageState } from './share-page.query.js';

type PreviewDeps = Pick<AppDeps, 'db' | 'appSecret' | 'shareCache'>;

/** Longer than any event page's hash (shareHashParamsSchema). */
const HASH_MAX = 64;

/** When the owner wrote no description. */
const DEFAULT_DESCRIPTION = 'Etkinliğin fotoğraf ve videolarını görün, siz de paylaşın.';

/**
 * The first picture of the event's newest published post in an album every guest may open (active,
 * no password, its gallery shown: `public`, or `after_reveal` once revealed): a photo's preview
 * copy, or a video's poster. Along posts_qr_code_status_created_idx, newest first.
 */
async function findNewestPicture(deps: PreviewDeps, qrCodeId: string, now: number): Promise<string | null> {
  const [row] = await deps.db
    .select({ id: media.id, hasPreview: sql<boolean>`${media.previewKey} is not null` })
    .from(posts)
    .innerJoin(albums, eq(albums.id, posts.albumId))
    .innerJoin(media, eq(media.postId, posts.id))
    .where(
      and(
        eq(posts.qrCodeId, qrCodeId),
        eq(posts.status, 'published'),
        eq(albums.isActive, true),
        isNull(albums.passwordHash),
        or(
          eq(albums.visibility, 'public'),
          and(eq(albums.visibility, 'after_reveal'), lte(albums.revealAt, sql`now()`)),
        ),
        eq(media.status, 'ready'),
        or(isNotNull(media.previewKey), isNotNull(media.posterKey)),
      ),
    )
    .orderBy(sql`${posts.createdAt} desc nulls last`, sql`${posts.id} desc nulls last`, asc(media.createdAt))
    .limit(1);
  return row ? guestUrl(deps.appSecret, row.id, row.hasPreview ? 'preview' : 'poster', now) : null;
}

async function buildPreview(deps: PreviewDeps, qr: QrCodeRow, isOpen: boolean): Promise<PagePreview> {
  return {
    title: qr.title,
    description: qr.description || DEFAULT_DESCRIPTION,
    // a closed page shows guests no gallery: no picture of it either
    image: isOpen ? await findNewestPicture(deps, qr.id, Date.now()) : null,
  };
}

/** The preview of the event page behind `hash`; null when there is none (the page answers 404). */
export async function sharePagePreview(deps: PreviewDeps, hash: string): Promise<PagePreview | null> {
  if (hash.length > HASH_MAX) return null; // no page has one: not worth a read or a cache entry
  const state = await deps.shareCache.get(`page:${hash}`, () => findPageState(deps.db, hash));
  if (!state) return null;
  const { qr, subscription } = state;
  const isOpen = qr.isActive && subscription !== null && subscription.endsAt.getTime() > Date.now();
  return deps.shareCache.get(`preview:${qr.id}:${isOpen}`, () => buildPreview(deps, qr, isOpen), {
    expiresAt: signedBodyExpiry(deps.shareCache.ttlMs),
    event: qr.id,
  });
}
