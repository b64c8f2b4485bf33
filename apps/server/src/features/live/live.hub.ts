// Each instance's one listener for the venue screens' push (decision 052), built like the bell's
// (notifications.hub.ts, decision 045). The triggers of migration 0019 pg_notify `hatira_live`
// with {qrCodeId, postId, kind} when something a screen shows changes — whoever made the change
// (moderation, a guest's delete, a block) and on whichever instance; the hub hears it through the
// database's LISTEN and, if screens of that event are open here, reads what changed once and
// writes the same server-sent event to all of them:
// - a post ready or published → `add` for each of its items a screen shows (or `remove` when it
//   shows none of them any more: rejected, hidden, moved to a hidden album);
// - a post deleted → `remove`;
// - the event's link replaced or turned off (or the event deleted) → `revoked`, and the stream
//   ends; its settings (or an album's visibility) changed → `settings`, on which the screen reads
//   the show again.
// An album that opens by its time (`reveal_at`) changes what the screens show without any write: the
// hub keeps a timer for the next such time of each event with screens here, and sends `settings`
// then. Every HEARTBEAT_MS a comment keeps proxies from closing idle streams, and streams whose
// link is no longer the event's are revoked (a notification missed while a listening connection
// was lost).
//
// The app owns it like the bell's hub: main (and the test app) create one with createLiveHub and
// hand it over in AppDeps.liveHub; app.close() ends its streams and stops its listening.
import { and, eq, gt, inArray, min, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { LIVE_ITEMS_MAX } from '@hatira/shared/limits';
import type { LiveEventName } from '@hatira/shared/live';
import type { Database } from '../../db/client.js';
import { albums } from '../albums/albums.table.js';
import { qrCodes } from '../qr-codes/qr-codes.table.js';
import { livePostRead } from './live.query.js';
import { liveMediaOf, settingsOf } from './live.service.js';

/** The channel the triggers of migration 0019 notify. */
export const LIVE_CHANNEL = 'hatira_live';
export const LIVE_HEARTBEAT_MS = 25_000;
/** A reveal further away is looked at again after a day (timers have a limit, and plans change). */
const REVEAL_HORIZON_MS = 24 * 60 * 60_000;

/** One open screen: which event, under which link, and how to write to it or end it. */
export interface LiveStream {
  qrCodeId: string;
  token: string;
  /** Writes raw server-sent-event text. */
  write(text: string): void;
  end(): void;
}

export interface LiveHub {
  /** Starts pushing to `stream`; the returned function stops. */
  open(stream: LiveStream): () => void;
  /** Sends the heartbeat now and revokes streams whose link was replaced (the timer calls it). */
  heartbeat(): Promise<void>;
  /** How many streams are open here (tests, diagnostics, the benchmark). */
  readonly size: number;
  /** Ends every stream (before the HTTP server closes). */
  endAll(): void;
  /** Ends every stream and stops listening (app.close()). */
  close(): Promise<void>;
}

/** A notification of migration 0019. */
interface LiveChange {
  qrCodeId: string;
  postId: string | null;
  kind: 'ready' | 'status' | 'deleted' | 'album' | 'settings';
}

function changeOf(payload: string): LiveChange | null {
  try {
    const change = JSON.parse(payload) as LiveChange;
    return typeof change.qrCodeId === 'string' ? change : null;
  } catch {
    return null;
  }
}

export const liveEvent = (name: LiveEventName, data: unknown) =>
  `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

export async function createLiveHub(
  database: Pick<Database, 'db' | 'listen'>,
  options: { secret: string; logger: Pick<FastifyBaseLogger, 'warn'>; heartbeatMs?: number },
): Promise<LiveHub> {
  const { secret, logger, heartbeatMs = LIVE_HEARTBEAT_MS } = options;
  const { db } = database;
  /** The open streams by event. */
  const screens = new Map<string, Set<LiveStream>>();
  /** By event with screens: the timer of its next album to open by its time. */
  const reveals = new Map<string, NodeJS.Timeout>();

  const close = (stream: LiveStream) => {
    const streams = screens.get(stream.qrCodeId);
    streams?.delete(stream);
    if (streams?.size === 0) {
      screens.delete(stream.qrCodeId);
      clearTimeout(reveals.get(stream.qrCodeId));
      reveals.delete(stream.qrCodeId);
    }
  };
  const send = (qrCodeId: string, text: string) => {
    for (const stream of screens.get(qrCodeId) ?? []) stream.write(text);
  };
  /** Revokes the streams not on `token` (null: the slideshow is off or the event gone). */
  const revokeOthers = (qrCodeId: string, token: string | null) => {
    for (const stream of screens.get(qrCodeId) ?? [])
      if (stream.token !== token) {
        stream.write(liveEvent('revoked', {}));
        close(stream);
        stream.end();
      }
  };

  const handle = async (change: LiveChange) => {
    const { qrCodeId, postId } = change;
    if (!screens.has(qrCodeId)) return;
    if (change.kind === 'deleted' && postId) return send(qrCodeId, liveEvent('remove', { postId }));
    const now = Date.now();
    const [row] = await livePostRead(db, {
      qrCodeId,
      postId: change.kind === 'ready' || change.kind === 'status' ? postId : null,
      now: new Date(now).toISOString(),
      limit: LIVE_ITEMS_MAX,
    });
    revokeOthers(qrCodeId, row?.token ?? null);
    if (!row) return;
    if (change.kind === 'settings' || change.kind === 'album') {
      watchRevealsQuietly(qrCodeId);
      return send(qrCodeId, liveEvent('settings', settingsOf(row)));
    }
    if (!postId) return;
    const items = row.items ?? [];
    if (items.length === 0) return send(qrCodeId, liveEvent('remove', { postId }));
    for (const item of items) send(qrCodeId, liveEvent('add', liveMediaOf(secret, item, row.showNames, now)));
  };
  /** Sets the event's timer for its next album to open by its time (none: no timer). */
  const watchReveals = async (qrCodeId: string) => {
    const [next] = await db
      .select({ at: min(albums.revealAt) })
      .from(albums)
      .where(
        and(
          eq(albums.qrCodeId, qrCodeId),
          eq(albums.visibility, 'after_reveal'),
          gt(albums.revealAt, sql`now()`),
        ),
      );
    clearTimeout(reveals.get(qrCodeId));
    reveals.delete(qrCodeId);
    if (!next?.at || !screens.has(qrCodeId)) return;
    const wait = Math.min(next.at.getTime() - Date.now() + 100, REVEAL_HORIZON_MS);
    const timer = setTimeout(
      () => {
        reveals.delete(qrCodeId);
        if (wait < REVEAL_HORIZON_MS) handleQuietly({ qrCodeId, postId: null, kind: 'album' });
        else watchRevealsQuietly(qrCodeId);
      },
      Math.max(0, wait),
    );
    timer.unref();
    reveals.set(qrCodeId, timer);
  };
  const watchRevealsQuietly = (qrCodeId: string) =>
    void watchReveals(qrCodeId).catch((err: unknown) => logger.warn({ err }, 'live reveal watch failed'));

  // a failed read loses that push; the screens' next read of the show (at the latest the next
  // settings change, reconnection or hourly refresh) brings it
  const handleQuietly = (change: LiveChange | null) => {
    if (change) void handle(change).catch((err: unknown) => logger.warn({ err, change }, 'live push failed'));
  };

  const unlisten = await database.listen(LIVE_CHANNEL, {
    onNotify: (payload) => handleQuietly(changeOf(payload)),
    // back after a lost connection: each screen reads the show again (what was missed is in it)
    onListening(listening) {
      if (listening)
        for (const qrCodeId of screens.keys()) handleQuietly({ qrCodeId, postId: null, kind: 'settings' });
    },
  });

  const heartbeat = async () => {
    if (screens.size === 0) return;
    const rows = await db
      .select({ id: qrCodes.id, token: qrCodes.slideshowToken })
      .from(qrCodes)
      .where(inArray(qrCodes.id, [...screens.keys()]));
    const tokens = new Map(rows.map((row) => [row.id, row.token]));
    for (const qrCodeId of [...screens.keys()]) revokeOthers(qrCodeId, tokens.get(qrCodeId) ?? null);
    for (const streams of screens.values()) for (const stream of streams) stream.write(': ping\n\n');
  };
  const timer = setInterval(
    () => void heartbeat().catch((err: unknown) => logger.warn({ err }, 'live heartbeat failed')),
    heartbeatMs,
  );
  timer.unref();

  const endAll = () => {
    for (const streams of screens.values()) for (const stream of streams) stream.end();
    screens.clear();
    for (const timer of reveals.values()) clearTimeout(timer);
    reveals.clear();
  };

  return {
    open(stream) {
      let streams = screens.get(stream.qrCodeId);
      if (!streams) {
        screens.set(stream.qrCodeId, (streams = new Set()));
        watchRevealsQuietly(stream.qrCodeId);
      }
      streams.add(stream);
      return () => close(stream);
    },
    heartbeat,
    get size() {
      let size = 0;
      for (const streams of screens.values()) size += streams.size;
      return size;
    },
    endAll,
    async close() {
      clearInterval(timer);
      endAll();
      await unlisten();
    },
  };
}
