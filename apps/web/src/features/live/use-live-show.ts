// The venue screen's data (decision 052): the show read from `GET /api/live/{token}`, kept current
// by its server-sent events (EventSource), and read again whenever what was pushed may have been
// missed: when the stream (re)opens, when the owner changes the settings, and every hour (the
// media addresses are signed for a little over an hour). A refused or broken stream is tried again
// every few seconds: the screen recovers by itself once the network or the server is back. A
// replaced or turned-off link ends it all (`revoked`, or SLIDESHOW_NOT_FOUND on a read).
import { useEffect, useReducer, useState } from 'react';
import type { LiveMedia, LiveShow } from '@hatira/shared/live';
import { ApiError } from '../../lib/api-error';
import { fetchLiveShow, liveEventsPath } from './live.api';
import { addItem, advance, EMPTY_QUEUE, removePost, replaceItems, type LiveQueue } from './live-queue';

const RETRY_MS = 3000;
/** An inactive page or a subscription problem may be fixed while the screen waits. */
const RETRY_STOPPED_MS = 30_000;
const REFRESH_MS = 60 * 60_000;

export type LiveStatus =
  | { kind: 'loading' }
  | { kind: 'showing' }
  /** The page is inactive, the subscription has a problem, or the show cannot be read: `code`. */
  | { kind: 'stopped'; code: string }
  | { kind: 'revoked' };

export type QueueAction =
  /** The show as read, and what was pushed while it was being read (applied after it). */
  | { type: 'show'; items: LiveMedia[]; pushedMeanwhile: QueueAction[] }
  | { type: 'add'; item: LiveMedia }
  | { type: 'remove'; postId: string }
  | { type: 'advance' }
  /** The crossfade is over: what was replaced goes. */
  | { type: 'settled' };

export function queueReducer(queue: LiveQueue, action: QueueAction): LiveQueue {
  switch (action.type) {
    case 'show':
      // a read answered after a push is older than the push: the push wins
      return action.pushedMeanwhile.reduce(queueReducer, replaceItems(queue, action.items));
    case 'add':
      return addItem(queue, action.item);
    case 'remove':
      return removePost(queue, action.postId);
    case 'advance':
      return advance(queue);
    case 'settled':
      return queue.previous ? { ...queue, previous: null } : queue;
  }
}

export interface LiveState {
  status: LiveStatus;
  /** The event and the settings as last read (null until the first read). */
  show: Omit<LiveShow, 'items'> | null;
  queue: LiveQueue;
  /** Whether the push stream is open (a note shows while it is not). */
  isConnected: boolean;
  dispatch: (action: QueueAction) => void;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

export function useLiveShow(token: string): LiveState {
  const [queue, dispatch] = useReducer(queueReducer, EMPTY_QUEUE);
  const [show, setShow] = useState<LiveState['show']>(null);
  const [status, setStatus] = useState<LiveStatus>({ kind: 'loading' });
  const [isConnected, setConnected] = useState(true);

  useEffect(() => {
    let isOver = false;
    let source: EventSource | null = null;
    let retry: number | undefined;
    const aborter = new AbortController();
    /** Logs of what was pushed, one per read under way. */
    const readsUnderWay = new Set<QueueAction[]>();
    const push = (action: QueueAction) => {
      for (const log of readsUnderWay) log.push(action);
      dispatch(action);
    };
    const end = () => {
      isOver = true;
      source?.close();
      window.clearTimeout(retry);
      window.clearInterval(refresh);
      aborter.abort();
    };

    /** Reads the show: the time to wait before trying the stream again, or 0 when it may open now. */
    const read = async (): Promise<number> => {
      const pushedMeanwhile: QueueAction[] = [];
      readsUnderWay.add(pushedMeanwhile);
      try {
        const { items, ...rest } = await fetchLiveShow(token, aborter.signal);
        if (isOver) return 0;
        setShow(rest);
        dispatch({ type: 'show', items, pushedMeanwhile: [...pushedMeanwhile] });
        setStatus({ kind: 'showing' });
        return 0;
      } catch (error) {
        if (isOver || isAbort(error)) return 0;
        const code = error instanceof ApiError ? error.code : 'NETWORK';
        if (code === 'SLIDESHOW_NOT_FOUND') {
          end();
          setStatus({ kind: 'revoked' });
          return 0;
        }
        if (code === 'QR_INACTIVE' || code === 'SUBSCRIPTION_PROBLEM') {
          setStatus({ kind: 'stopped', code });
          return RETRY_STOPPED_MS;
        }
        // the network or the server: what is on the screen stays; the first read says so
        setStatus((current) => (current.kind === 'loading' ? { kind: 'stopped', code } : current));
        return RETRY_MS;
      } finally {
        readsUnderWay.delete(pushedMeanwhile);
      }
    };

    const tryAgainLater = (delay: number) => {
      retry = window.setTimeout(() => {
        void read().then((wait) => {
          if (isOver) return;
          if (wait > 0) tryAgainLater(wait);
          else connect();
        });
      }, delay);
    };

    function connect() {
      const events = new EventSource(liveEventsPath(token));
      source = events;
      // each (re)opening reads the show: what was pushed while the stream was down is in it
      events.addEventListener('open', () => {
        setConnected(true);
        void read();
      });
      events.addEventListener('add', (event) =>
        push({ type: 'add', item: JSON.parse((event as MessageEvent<string>).data) as LiveMedia }),
      );
      events.addEventListener('remove', (event) => {
        const { postId } = JSON.parse((event as MessageEvent<string>).data) as { postId: string };
        push({ type: 'remove', postId });
      });
      events.addEventListener('settings', () => void read());
      events.addEventListener('revoked', () => {
        end();
        setStatus({ kind: 'revoked' });
      });
      events.addEventListener('error', () => {
        if (isOver) return;
        setConnected(false);
        // A dropped connection is retried by the browser itself; a refused one (404, 403, a
        // proxy's 502) closes for good: read the show to learn why, then open a new one.
        if (events.readyState === EventSource.CLOSED) tryAgainLater(RETRY_MS);
      });
    }

    const refresh = window.setInterval(() => void read(), REFRESH_MS);
    void read().then((wait) => {
      if (isOver) return;
      if (wait > 0) tryAgainLater(wait);
      else connect();
    });
    return end;
  }, [token]);

  return { status, show, queue, isConnected, dispatch };
}
