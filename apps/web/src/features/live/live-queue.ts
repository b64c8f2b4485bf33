// What the venue screen shows next (decision 052), as pure functions of its state: the newest media
// first, then round and round; a new photo or video (a push, or found when the show is read again)
// goes next, before the round goes on; a post that left (rejected, deleted, hidden) leaves at once,
// even from the screen.
import type { LiveMedia } from '@hatira/shared/live';

/** = LIVE_ITEMS_MAX of @hatira/shared/limits: what the screen keeps (the server sends as many). */
export const LIVE_ITEMS_KEPT = 200;

export interface LiveQueue {
  /** Everything the round shows, newest post first, each post's items in upload order. */
  items: LiveMedia[];
  /** New arrivals (ids) to show before the round goes on, in the order they came. */
  upNext: string[];
  /** Where the round is: the id of the item it showed last (null: before the first). */
  cursor: string | null;
  /** On the screen now, and the one it replaced (fading out; null when it left at once). */
  current: LiveMedia | null;
  previous: LiveMedia | null;
  /** Grows with every turn, so the same video shown again starts again. */
  turn: number;
}

export const EMPTY_QUEUE: LiveQueue = {
  items: [],
  upNext: [],
  cursor: null,
  current: null,
  previous: null,
  turn: 0,
};

/** The show as first read: the newest on the screen. */
export function startQueue(items: LiveMedia[]): LiveQueue {
  const first = items[0] ?? null;
  return { ...EMPTY_QUEUE, items, cursor: first?.id ?? null, current: first };
}

const byId = (items: LiveMedia[], id: string | null) => items.find((item) => item.id === id) ?? null;

/** What the next turn shows: the first arrival waiting, else the round's next item. */
export function peekNext(queue: LiveQueue): { item: LiveMedia | null; fromRound: boolean } {
  for (const id of queue.upNext) {
    const waiting = byId(queue.items, id);
    if (waiting) return { item: waiting, fromRound: false };
  }
  return { item: roundNext(queue.items, queue.cursor), fromRound: true };
}

/** The item the round shows after the one at `cursor`. */
function roundNext(items: LiveMedia[], cursor: string | null): LiveMedia | null {
  if (items.length === 0) return null;
  return items[(items.findIndex((item) => item.id === cursor) + 1) % items.length]!;
}

/** The next turn. An arrival shown where the round was going anyway moves the round on. */
export function advance(queue: LiveQueue): LiveQueue {
  const { item, fromRound } = peekNext(queue);
  const movesRound = fromRound || roundNext(queue.items, queue.cursor)?.id === item?.id;
  return {
    ...queue,
    upNext: fromRound ? [] : queue.upNext.slice(queue.upNext.indexOf(item!.id) + 1),
    cursor: movesRound ? (item?.id ?? null) : queue.cursor,
    previous: queue.current,
    current: item,
    turn: queue.turn + 1,
  };
}

/** Where `item` goes among `items`: newest post first, after the items of its own post. */
function insertByTime(items: LiveMedia[], item: LiveMedia): LiveMedia[] {
  const at = items.findIndex((other) => other.createdAt < item.createdAt);
  return at < 0 ? [...items, item] : [...items.slice(0, at), item, ...items.slice(at)];
}

/** Keeps the newest LIVE_ITEMS_KEPT, never dropping what is on the screen or waiting. */
function keepNewest(queue: LiveQueue): LiveQueue {
  if (queue.items.length <= LIVE_ITEMS_KEPT) return queue;
  const keep = new Set([queue.current?.id, ...queue.upNext]);
  const items = [...queue.items];
  for (let i = items.length - 1; i >= 0 && items.length > LIVE_ITEMS_KEPT; i--)
    if (!keep.has(items[i]!.id)) items.splice(i, 1);
  return { ...queue, items, cursor: byId(items, queue.cursor) ? queue.cursor : null };
}

/** A pushed photo or video: shown next (at once on an empty screen). One already known is refreshed. */
export function addItem(queue: LiveQueue, item: LiveMedia): LiveQueue {
  if (byId(queue.items, item.id)) {
    const items = queue.items.map((other) => (other.id === item.id ? item : other));
    return { ...queue, items, current: queue.current?.id === item.id ? item : queue.current };
  }
  const items = insertByTime(queue.items, item);
  if (!queue.current)
    return keepNewest({ ...queue, items, cursor: item.id, current: item, turn: queue.turn + 1 });
  return keepNewest({ ...queue, items, upNext: [...queue.upNext, item.id] });
}

/** A post that left: its items go, and if it is on the screen, the next one comes at once. */
export function removePost(queue: LiveQueue, postId: string): LiveQueue {
  if (!queue.items.some((item) => item.postId === postId)) return queue;
  const items = queue.items.filter((item) => item.postId !== postId);
  // the round goes on after the nearest earlier item that stays
  let cursor = queue.cursor;
  if (cursor && !byId(items, cursor)) {
    const at = queue.items.findIndex((item) => item.id === cursor);
    cursor =
      queue.items
        .slice(0, at)
        .reverse()
        .find((item) => item.postId !== postId)?.id ?? null;
  }
  const upNext = queue.upNext.filter((id) => byId(items, id));
  const next = { ...queue, items, cursor, upNext };
  if (queue.current?.postId !== postId) return next;
  return { ...advance({ ...next, current: null }), previous: null };
}

/**
 * The show read again (after a reconnection, a settings change, or the hourly refresh of the
 * signed addresses): its items replace the known ones. Items newer than any known are arrivals
 * missed meanwhile, shown next; what is no longer there leaves.
 */
export function replaceItems(queue: LiveQueue, items: LiveMedia[]): LiveQueue {
  if (!queue.current && queue.items.length === 0) return startQueue(items);
  const known = new Set(queue.items.map((item) => item.id));
  const newestKnown = queue.items[0]?.createdAt ?? '';
  const arrivals = items
    .filter((item) => !known.has(item.id) && item.createdAt >= newestKnown)
    // oldest post first, as they would have come
    .sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0))
    .map((item) => item.id);
  const next: LiveQueue = {
    ...queue,
    items,
    upNext: [...queue.upNext.filter((id) => byId(items, id)), ...arrivals],
    cursor: byId(items, queue.cursor) ? queue.cursor : null,
    current: byId(items, queue.current?.id ?? null),
  };
  return next.current ? next : { ...advance(next), previous: null };
}
