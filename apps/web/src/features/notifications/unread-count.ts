// The bell's unread count, pushed by the server (GET /api/notifications/stream, server-sent
// events; docs/decisions/045). Read with fetch() and the Authorization header rather than
// EventSource, so the access token never travels in a URL. A lost stream is opened again after a
// growing pause (1 s … 30 s); while it is down the count is polled every minute.
import type { NotificationPush } from '@hatira/shared/notifications';
import { api } from '../../lib/api';
import { getSession } from '../../lib/session';

export const POLL_MS = 60_000;
const MAX_BACKOFF_MS = 30_000;

/** The unread ones first, one entry is enough: the answer carries the count. */
export const fetchUnreadCount = async (signal?: AbortSignal) =>
  (await api.get('/api/notifications', { query: { unread: 'true', limit: 1 }, ...(signal && { signal }) }))
    .unreadCount;

/** Calls `onData` with each event's `data` until the stream ends. */
async function readEvents(body: ReadableStream<Uint8Array>, onData: (data: NotificationPush) => void) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true });
    let cut;
    while ((cut = buffer.indexOf('\n\n')) >= 0) {
      const data = buffer
        .slice(0, cut)
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).trim())
        .join('\n');
      buffer = buffer.slice(cut + 2);
      if (data) onData(JSON.parse(data) as NotificationPush);
    }
  }
}

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/** Follows the signed-in user's unread count; the returned function stops. */
export function watchUnreadCount(onCount: (count: number) => void): () => void {
  const stopped = new AbortController();
  let pollTimer: ReturnType<typeof setInterval> | undefined;
  const poll = () => void fetchUnreadCount(stopped.signal).then(onCount, () => {});
  const startPolling = () => {
    if (pollTimer || stopped.signal.aborted) return;
    poll();
    pollTimer = setInterval(poll, POLL_MS);
  };
  const stopPolling = () => {
    clearInterval(pollTimer);
    pollTimer = undefined;
  };

  void (async () => {
    for (let attempt = 0; !stopped.signal.aborted; attempt++) {
      const token = getSession()?.accessToken;
      if (!token) return;
      try {
        const response = await fetch('/api/notifications/stream', {
          headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
          signal: stopped.signal,
        });
        // a session gone: the API client's answer to a 401 (sign-out) takes over
        if (response.status === 401) return poll();
        if (response.ok && response.body)
          await readEvents(response.body, ({ unreadCount }) => {
            attempt = 0;
            stopPolling();
            onCount(unreadCount);
          });
      } catch {
        // the network, or stopped: decided below
      }
      startPolling();
      await pause(Math.min(MAX_BACKOFF_MS, 1000 * 2 ** attempt), stopped.signal);
    }
  })();

  return () => {
    stopped.abort();
    stopPolling();
  };
}
