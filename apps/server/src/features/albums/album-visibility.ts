// Who sees an album's gallery (DESIGN.md §6.7, docs/decisions/053): guests see it when the album is
// `public`, or `after_reveal` and its reveal time has come; `owner_only` never (a drop box). Guests
// may post to every one of them. The rule in JS for rows already read, and in SQL for the
// statements that read and decide at once; both here, so they cannot drift apart.
import { sql, type SQL } from 'drizzle-orm';
import type { AlbumVisibility } from '@hatira/shared/albums';
import { albums } from './albums.table.js';

export interface AlbumReveal {
  visibility: AlbumVisibility;
  revealAt: Date | null;
}

export function isAlbumRevealed(album: AlbumReveal, now = Date.now()): boolean {
  if (album.visibility === 'public') return true;
  return album.visibility === 'after_reveal' && album.revealAt !== null && album.revealAt.getTime() <= now;
}

/** The same rule as a column of `albums`; `now` is a timestamptz value (a placeholder, or a parameter). */
export const albumRevealedColumn = (now: SQL | ReturnType<typeof sql.placeholder>) =>
  sql<boolean>`(${albums.visibility} = 'public' or (${albums.visibility} = 'after_reveal' and ${albums.revealAt} <= ${now}::timestamptz))`;

/**
 * When a hidden album opens by itself: its reveal time, if it is still to come; null if nothing
 * but the owner (or a change of settings) opens it, or it is open already.
 */
export function opensAt(album: AlbumReveal, now = Date.now()): number | null {
  if (album.visibility !== 'after_reveal' || album.revealAt === null) return null;
  const at = album.revealAt.getTime();
  return at > now ? at : null;
}

/**
 * The stored visibility and reveal time after a create (`current` null) or a change. A reveal time
 * belongs to `after_reveal` only: any other visibility stores null, so an album made public and
 * later hidden again waits for the owner (or a new time) instead of an old date. Absent fields
 * keep what is stored; a change that names neither leaves both alone (undefined).
 */
export function revealColumns(
  current: AlbumReveal | null,
  input: { visibility?: AlbumVisibility | undefined; revealAt?: string | null | undefined },
): AlbumReveal | undefined {
  if (current && input.visibility === undefined && input.revealAt === undefined) return undefined;
  const visibility = input.visibility ?? current?.visibility ?? 'public';
  if (visibility !== 'after_reveal') return { visibility, revealAt: null };
  if (input.revealAt === undefined) return { visibility, revealAt: current?.revealAt ?? null };
  return { visibility, revealAt: input.revealAt === null ? null : new Date(input.revealAt) };
}
