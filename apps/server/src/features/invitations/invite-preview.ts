// The link preview of a digital invitation (/i/{hash}, docs/decisions/054): its title, the couple,
// the day and the venue, and its cover (a public address, cached for good), for the page's <head>
// (lib/page-head.ts). Kept briefly in the share cache, an unknown hash too, so a crawler storm
// after the link goes round a group chat costs one read per invitation every few seconds; an edit
// shows in the next preview after that.
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../lib/deps.js';
import { oneLine, type PagePreview } from '../../lib/page-head.js';
import { coverUrlOf } from './invitations.queries.js';
import { invitations } from './invitations.table.js';

/** How long a preview is kept: invitation edits do not reach the share cache. */
export const INVITE_PREVIEW_CACHE_MS = 10_000;

type PreviewDeps = Pick<AppDeps, 'db' | 'shareCache'>;

/** Longer than any invitation's hash. */
const HASH_MAX = 64;

async function readPreview(deps: PreviewDeps, hash: string): Promise<PagePreview | null> {
  const [row] = await deps.db
    .select({
      title: invitations.title,
      coupleNames: invitations.coupleNames,
      startsAt: invitations.startsAt,
      timezone: invitations.timezone,
      venueName: invitations.venueName,
      message: invitations.message,
      coverKey: invitations.coverKey,
      isActive: invitations.isActive,
    })
    .from(invitations)
    .where(eq(invitations.hash, hash));
  if (!row) return null;
  // an inactive invitation is shown to no guest: its title only
  if (!row.isActive) return { title: row.title, description: row.coupleNames, image: null };
  const day = new Intl.DateTimeFormat('tr-TR', { dateStyle: 'full', timeZone: row.timezone }).format(
    row.startsAt,
  );
  const facts = [row.coupleNames, day, row.venueName].filter(Boolean).join(' · ');
  return {
    title: row.title,
    description: oneLine(row.message ? `${facts} — ${row.message}` : facts),
    image: coverUrlOf(row.coverKey),
  };
}

/** The preview of the invitation behind `hash`; null when there is none (the page answers 404). */
export async function invitePreview(deps: PreviewDeps, hash: string): Promise<PagePreview | null> {
  if (hash.length > HASH_MAX) return null; // no invitation has one: not worth a read or a cache entry
  return deps.shareCache.get(`invite-preview:${hash}`, () => readPreview(deps, hash), {
    expiresAt: (now) => now + Math.min(deps.shareCache.ttlMs, INVITE_PREVIEW_CACHE_MS),
  });
}
