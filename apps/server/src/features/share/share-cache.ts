// An in-process cache for what every guest of an event asks the same (decisions 013, 025 and 033):
// the event page with its owner's subscription, album rows, and built gallery and home page bodies.
// On a wedding day hundreds of guests scroll one album; they share one database read per page
// instead of each paying for it. Every write that changes what guests see, by any instance, a
// script or a cascade, reaches every instance through the database (NOTIFY hatira_share_changed
// from the triggers of migration 0007) and drops what it made stale: a guest's new post drops its
// event's home page and its album's first gallery page, not the thousands of pages below. The
// writes this instance makes also drop entries at once (`invalidate`), before the notification
// comes back. While notifications cannot arrive (a PostgreSQL listening connection lost) nothing
// is kept. What decides whether a request is let in (the blocked-IP list, album tokens, the media
// route's use-time checks) is never cached here.
//
// The app owns it: main (and the test app) create one with createShareCache and hand it over in
// AppDeps.shareCache; app.close() stops its listening and empties it.
import type { Database } from '../../db/client.js';

/** What a kept value depends on, besides the events, albums and subscriptions everything does. */
export interface EntryScope {
  /** An event's home page: its albums' post counts and covers. */
  event?: string;
  /** A gallery page of this album … */
  album?: string;
  /** … showing the posts before this position (a cursor's created_at), or the newest (null). */
  after?: string | null;
}

/**
 * Posts that changed (added, moderated, deleted, their media ready): their event and album, and
 * the position (created_at to the microsecond, UTC, as in cursors) of the oldest of them.
 */
export interface PostsChange {
  event: string;
  album: string;
  at: string;
}

export interface CacheOptions<T = unknown> extends EntryScope {
  /** When the value stops being true (ms since the epoch), from the time it is loaded. */
  expiresAt?: (now: number) => number;
  /**
   * When the loaded value itself stops being true (ms since the epoch; null: not sooner), read
   * from it once loaded: a home page saying an album is not open yet, until its reveal time.
   */
  until?: (value: T) => number | null;
}

export interface ShareCache {
  /** How long a value is kept at most (SHARE_CACHE_MS); 0 when the cache is off. */
  readonly ttlMs: number;
  /**
   * The value under `key`, or what `load` gives, kept for `ttlMs` at most (or until
   * `options.expiresAt`: the caller knows how long its value stays true, see share-body) and
   * dropped sooner by a change it depends on. Concurrent misses share one load, so the first
   * request after expiry reads the database and the others wait for it. A failed load is not kept.
   */
  get<T>(key: string, load: () => Promise<T>, options?: CacheOptions<T>): Promise<T>;
  /**
   * Drops what a change made stale: with posts named, the event's home page and the album's
   * gallery pages from the newest down to the oldest post changed; without, everything.
   */
  invalidate(change?: PostsChange): void;
  /** How many entries are held (tests and diagnostics). */
  readonly size: number;
  /** Stops following the database's notifications and empties the cache (app.close()). */
  close(): Promise<void>;
}

interface Entry extends EntryScope {
  value: Promise<unknown>;
  expiresAt: number;
}

/** Enough for every page of a few busy albums; the oldest entry goes first when full. */
const MAX_ENTRIES = 2_000;

/** The channel the triggers of migration 0007 notify. */
export const SHARE_CHANGED_CHANNEL = 'hatira_share_changed';

/** A gallery page shows the posts before its cursor: a change at or before it may move them. */
const isStale = (entry: Entry, change: PostsChange) =>
  entry.event === change.event ||
  (entry.album === change.album && (entry.after == null || change.at <= entry.after));

/** A notification's payload (migration 0007): "<event> <album> <position>", or '' for everything. */
function changeOf(payload: string): PostsChange | undefined {
  const [event, album, at, ...rest] = payload.split(' ');
  return event && album && at && rest.length === 0 ? { event, album, at } : undefined;
}

/**
 * A cache that keeps values up to `ttlMs` (0 turns it off) and follows every instance's writes
 * through `database` for as long as it is open. On PostgreSQL a lost listening connection turns
 * it off until it listens again (a change in between would be missed), and clears it on the way
 * back. Resolves once it listens.
 */
export async function createShareCache(
  database: Pick<Database, 'listen'>,
  ttlMs: number,
): Promise<ShareCache> {
  const entries = new Map<string, Entry>();
  /** Whether writes elsewhere can reach this instance: false while a listening connection is lost. */
  let hearsChanges = false; // until it listens
  let isOpen = true;

  const invalidate = (change?: PostsChange) => {
    if (!change) return entries.clear();
    for (const [key, entry] of entries) if (isStale(entry, change)) entries.delete(key);
  };

  const unlisten =
    ttlMs > 0
      ? await database.listen(SHARE_CHANGED_CHANNEL, {
          onNotify: (payload) => invalidate(changeOf(payload)),
          onListening(listening) {
            hearsChanges = listening && isOpen;
            entries.clear();
          },
        })
      : async () => {};

  return {
    ttlMs,
    get<T>(key: string, load: () => Promise<T>, options: CacheOptions<T> = {}): Promise<T> {
      if (ttlMs <= 0 || !hearsChanges) return load();
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now) return hit.value as Promise<T>;
      if (hit) entries.delete(key);
      const value = load();
      const { expiresAt = (at: number) => at + ttlMs, until, ...scope } = options;
      const entry: Entry = { ...scope, value, expiresAt: expiresAt(now) };
      // registered first, so it runs before anyone else awaiting the value can read it again
      if (until)
        value.then(
          (loaded) => (entry.expiresAt = Math.min(entry.expiresAt, until(loaded) ?? Infinity)),
          () => {},
        );
      entries.set(key, entry);
      // A full map loses its oldest insertion: Map keeps insertion order.
      if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      // A change during the load removed the entry, so a stale result is never stored later.
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return value;
    },
    invalidate,
    get size() {
      return entries.size;
    },
    async close() {
      isOpen = false;
      hearsChanges = false;
      entries.clear();
      await unlisten();
    },
  };
}
