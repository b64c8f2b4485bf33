// A short in-process cache for what every guest of an event asks the same (decision 013): the
// event page with its owner's subscription, album rows, and built gallery and home page bodies.
// On a wedding day hundreds of guests scroll one album; within SHARE_CACHE_MS they share one
// database read instead of each paying for it. The writes this instance makes clear it at once
// (invalidateShareCache); other instances see a change within the TTL. What decides whether a
// request is let in (the blocked-IP list, album tokens, the media route's use-time checks) is
// never cached here.

interface Entry {
  value: Promise<unknown>;
  expiresAt: number;
}

/** Enough for every page of a few busy albums; the oldest entry goes first when full. */
const MAX_ENTRIES = 2_000;

const entries = new Map<string, Entry>();

/** Drops everything cached. Called after every write that changes what guests see. */
export function invalidateShareCache(): void {
  entries.clear();
}

/**
 * The value under `key`, or what `load` gives, kept until `expiresAt` (ms since the epoch; the
 * caller knows how long its value stays true, see share.service). Concurrent misses share one
 * load, so the first request after expiry reads the database and the others wait for it. A failed
 * load is not kept. `ttlMs` 0 turns the cache off.
 */
export function cached<T>(
  key: string,
  ttlMs: number,
  load: () => Promise<T>,
  expiresAt = (now: number) => now + ttlMs,
): Promise<T> {
  if (ttlMs <= 0) return load();
  const now = Date.now();
  const hit = entries.get(key);
  if (hit && hit.expiresAt > now) return hit.value as Promise<T>;
  if (hit) entries.delete(key);
  const value = load();
  const entry: Entry = { value, expiresAt: expiresAt(now) };
  entries.set(key, entry);
  // A full map loses its oldest insertion: Map keeps insertion order.
  if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  // Invalidation during the load removed the entry, so a stale result is never stored later.
  value.catch(() => {
    if (entries.get(key) === entry) entries.delete(key);
  });
  return value;
}

/** How many entries are held (tests and diagnostics). */
export const shareCacheSize = (): number => entries.size;
