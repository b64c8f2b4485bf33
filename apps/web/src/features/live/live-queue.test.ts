// The venue screen's order (live-queue.ts): newest first then round and round, arrivals next,
// removals at once, a show read again merged without losing the place.
import { describe, expect, it } from 'vitest';
import type { LiveMedia } from '@hatira/shared/live';
import { LIVE_ITEMS_MAX } from '@hatira/shared/limits';
import { liveEventsPath as sharedEventsPath, liveShowPath as sharedShowPath } from '@hatira/shared/live';
import { liveEventsPath, liveShowPath } from './live.api';
import { queueReducer } from './use-live-show';
import {
  addItem,
  advance,
  EMPTY_QUEUE,
  LIVE_ITEMS_KEPT,
  peekNext,
  removePost,
  replaceItems,
  startQueue,
  type LiveQueue,
} from './live-queue';

/** Item `id` of post `post`, posted at minute `minute` of the party. */
function item(id: string, post = id, minute = 0): LiveMedia {
  return {
    id,
    postId: post,
    kind: 'photo',
    url: `/api/media/${id}/preview?t=x`,
    posterUrl: null,
    width: 1600,
    height: 1200,
    duration: null,
    name: null,
    message: null,
    createdAt: new Date(Date.UTC(2030, 5, 1, 20, minute)).toISOString(),
  };
}

/** The ids the screen shows over `turns` turns, the current one first. */
function shows(queue: LiveQueue, turns: number): (string | null)[] {
  const seen = [queue.current?.id ?? null];
  for (let i = 1; i < turns; i++) seen.push((queue = advance(queue)).current?.id ?? null);
  return seen;
}

// newest first: post c (minute 3, two items), b (2), a (1)
const SHOW = [item('c1', 'c', 3), item('c2', 'c', 3), item('b', 'b', 2), item('a', 'a', 1)];

describe('the round', () => {
  it('starts with the newest and loops', () => {
    expect(shows(startQueue(SHOW), 9)).toEqual(['c1', 'c2', 'b', 'a', 'c1', 'c2', 'b', 'a', 'c1']);
  });

  it('waits on an empty show, and a single item stays', () => {
    expect(shows(startQueue([]), 2)).toEqual([null, null]);
    expect(shows(startQueue([item('a')]), 3)).toEqual(['a', 'a', 'a']);
  });

  it('keeps what it replaced for the crossfade, and counts turns', () => {
    const next = advance(startQueue(SHOW));
    expect(next.previous?.id).toBe('c1');
    expect(next.current?.id).toBe('c2');
    expect(next.turn).toBe(1);
  });
});

describe('an arrival', () => {
  it('is shown next, then the round goes on where it was, with the arrival in its place', () => {
    let queue = advance(startQueue(SHOW)); // on c2
    queue = addItem(queue, item('d', 'd', 4));
    expect(peekNext(queue).item?.id).toBe('d');
    expect(shows(queue, 7)).toEqual(['c2', 'd', 'b', 'a', 'd', 'c1', 'c2']);
  });

  it('of several items comes in the order pushed, and appears at once on an empty screen', () => {
    let queue = addItem(startQueue([]), item('e1', 'e', 5));
    expect(queue.current?.id).toBe('e1');
    queue = addItem(queue, item('e2', 'e', 5));
    queue = addItem(queue, item('e3', 'e', 5));
    expect(queue.items.map((i) => i.id)).toEqual(['e1', 'e2', 'e3']);
    expect(shows(queue, 5)).toEqual(['e1', 'e2', 'e3', 'e1', 'e2']);
  });

  it('already known is refreshed in place (a new address), not shown twice', () => {
    const queue = startQueue(SHOW);
    const fresher = { ...item('c1', 'c', 3), url: '/api/media/c1/preview?t=new' };
    const next = addItem(queue, fresher);
    expect(next.upNext).toEqual([]);
    expect(next.current?.url).toBe('/api/media/c1/preview?t=new');
    expect(next.items).toHaveLength(4);
  });

  it('of an older post (approved late) takes its place by time, after being shown next', () => {
    const queue = addItem(startQueue(SHOW), item('old', 'old', 0));
    expect(queue.items.map((i) => i.id)).toEqual(['c1', 'c2', 'b', 'a', 'old']);
    expect(shows(queue, 3)).toEqual(['c1', 'old', 'c2']);
  });

  it(`keeps the newest ${LIVE_ITEMS_MAX}, never what is on the screen`, () => {
    expect(LIVE_ITEMS_KEPT).toBe(LIVE_ITEMS_MAX);
    const many = Array.from({ length: LIVE_ITEMS_KEPT }, (_, i) => item(`m${i}`, `m${i}`, 100 - i / 1000));
    let queue = startQueue(many);
    for (let i = 0; i < LIVE_ITEMS_KEPT - 1; i++) queue = advance(queue); // on the oldest
    queue = addItem(queue, item('new', 'new', 200));
    expect(queue.items).toHaveLength(LIVE_ITEMS_KEPT);
    expect(queue.current?.id).toBe(`m${LIVE_ITEMS_KEPT - 1}`);
    expect(queue.items.map((i) => i.id)).not.toContain(`m${LIVE_ITEMS_KEPT - 2}`);
  });
});

describe('a post that left', () => {
  it('leaves the round, and the round goes on after the item before it', () => {
    let queue = advance(advance(startQueue(SHOW))); // on b
    queue = removePost(queue, 'c');
    expect(queue.items.map((i) => i.id)).toEqual(['b', 'a']);
    expect(shows(queue, 3)).toEqual(['b', 'a', 'b']);
  });

  it('on the screen leaves at once, without fading, for the next one', () => {
    const queue = removePost(advance(startQueue(SHOW)), 'c'); // was on c2
    expect(queue.current?.id).toBe('b');
    expect(queue.previous).toBeNull();
    expect(shows(queue, 3)).toEqual(['b', 'a', 'b']);
  });

  it('waiting to be shown is not shown', () => {
    let queue = addItem(startQueue(SHOW), item('d', 'd', 4));
    queue = removePost(queue, 'd');
    expect(queue.upNext).toEqual([]);
    expect(shows(queue, 2)).toEqual(['c1', 'c2']);
  });

  it('that was the last leaves the screen waiting; an unknown post changes nothing', () => {
    const queue = startQueue([item('a')]);
    expect(removePost(queue, 'nope')).toBe(queue);
    const empty = removePost(queue, 'a');
    expect(empty.current).toBeNull();
    expect(empty.items).toEqual([]);
  });
});

describe('the show read again', () => {
  it('shows the arrivals missed meanwhile next, oldest first, and drops what left', () => {
    let queue = advance(startQueue(SHOW)); // on c2
    queue = replaceItems(queue, [
      item('e', 'e', 5),
      item('d', 'd', 4),
      item('c1', 'c', 3),
      item('c2', 'c', 3),
      item('a', 'a', 1),
    ]);
    expect(queue.current?.id).toBe('c2');
    expect(shows(queue, 6)).toEqual(['c2', 'd', 'e', 'a', 'e', 'd']);
  });

  it('moves on when what was on the screen is gone, and starts an empty screen', () => {
    const queue = replaceItems(advance(startQueue(SHOW)), [item('b', 'b', 2), item('a', 'a', 1)]);
    expect(queue.current?.id).toBe('b');
    expect(replaceItems(EMPTY_QUEUE, SHOW).current?.id).toBe('c1');
    expect(replaceItems(startQueue(SHOW), []).current).toBeNull();
  });

  it('with videos turned on adds the older ones to the round without showing them first', () => {
    const video = { ...item('v', 'v', 2), kind: 'video' as const };
    const queue = replaceItems(startQueue(SHOW), [...SHOW.slice(0, 3), video, SHOW[3]!]);
    expect(queue.upNext).toEqual([]);
    expect(shows(queue, 5)).toEqual(['c1', 'c2', 'b', 'v', 'a']);
  });
});

describe('a read answered after a push', () => {
  it('does not undo what was pushed while it was under way', () => {
    // read asked before post d was approved and post c rejected; answered after both pushes
    const queue = queueReducer(startQueue(SHOW), {
      type: 'show',
      items: SHOW,
      pushedMeanwhile: [
        { type: 'add', item: item('d', 'd', 4) },
        { type: 'remove', postId: 'c' },
      ],
    });
    expect(queue.items.map((i) => i.id)).toEqual(['d', 'b', 'a']);
    expect(queue.current?.id).toBe('d');
  });
});

it('asks the addresses of the contract', () => {
  expect(liveShowPath('a b')).toBe(sharedShowPath('a b'));
  expect(liveEventsPath('a b')).toBe(sharedEventsPath('a b'));
});
