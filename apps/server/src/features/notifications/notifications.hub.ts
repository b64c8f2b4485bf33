// Each instance's one listener for the bell's push (docs/decisions/045). notify() (any instance,
// any process) ends in a pg_notify of the user's id; the hub hears it through the database's
// LISTEN (PGlite in process, or a PostgreSQL connection of its own) and writes the user's new
// unread count to the streams open on this instance. Every HEARTBEAT_MS a comment keeps proxies
// from closing idle streams, and streams whose session was signed out (or expired) are ended.
//
// The app owns it like the share cache: main (and the test app) create one with
// createNotificationHub and hand it over in AppDeps.notificationHub; app.close() ends its streams
// and stops its listening.
import { and, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { sessions } from '../sessions/sessions.table.js';
import { countUnread } from './notifications.service.js';
import { NOTIFICATIONS_CHANNEL } from './notify.js';

export const HEARTBEAT_MS = 25_000;

/** One open stream: whose, under which session, and how to write to it or end it. */
export interface NotificationStream {
  userId: string;
  sessionId: string;
  /** Writes raw server-sent-event text. */
  write(text: string): void;
  end(): void;
}

export interface NotificationHub {
  /** Starts pushing to `stream` (its current count first); the returned function stops. */
  open(stream: NotificationStream): () => void;
  /** Sends the heartbeat now and ends the streams of sessions gone (the timer calls it). */
  heartbeat(): Promise<void>;
  /** How many streams are open here (tests and diagnostics). */
  readonly size: number;
  /** Ends every stream (before the HTTP server closes). */
  endAll(): void;
  /** Ends every stream and stops listening (app.close()). */
  close(): Promise<void>;
}

const event = (data: unknown) => `data: ${JSON.stringify(data)}\n\n`;

export async function createNotificationHub(
  database: Pick<Database, 'db' | 'listen'>,
  heartbeatMs = HEARTBEAT_MS,
): Promise<NotificationHub> {
  const { db } = database;
  const streams = new Set<NotificationStream>();

  /** Writes the user's count to their streams (one query, whatever their number). */
  const push = async (userId: string) => {
    const mine = [...streams].filter((stream) => stream.userId === userId);
    if (mine.length === 0) return;
    const unreadCount = await countUnread(db, userId);
    for (const stream of mine) stream.write(event({ unreadCount }));
  };
  const pushQuietly = (userId: string) => void push(userId).catch(() => {});

  const unlisten = await database.listen(NOTIFICATIONS_CHANNEL, {
    onNotify: pushQuietly,
    // back after a lost connection: what was missed meanwhile is in the counts
    onListening(listening) {
      if (listening) for (const userId of new Set([...streams].map((s) => s.userId))) pushQuietly(userId);
    },
  });

  const heartbeat = async () => {
    if (streams.size === 0) return;
    const ids = [...new Set([...streams].map((s) => s.sessionId))];
    const alive = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(inArray(sessions.id, ids), gt(sessions.expiresAt, sql`now()`)));
    const aliveIds = new Set(alive.map((row) => row.id));
    for (const stream of streams) {
      if (aliveIds.has(stream.sessionId)) stream.write(': ping\n\n');
      else {
        streams.delete(stream);
        stream.end();
      }
    }
  };
  const timer = setInterval(() => void heartbeat().catch(() => {}), heartbeatMs);
  timer.unref();

  const endAll = () => {
    for (const stream of streams) stream.end();
    streams.clear();
  };

  return {
    open(stream) {
      streams.add(stream);
      void countUnread(db, stream.userId)
        .then((unreadCount) => stream.write(event({ unreadCount })))
        .catch(() => {});
      return () => void streams.delete(stream);
    },
    heartbeat,
    get size() {
      return streams.size;
    },
    endAll,
    async close() {
      clearInterval(timer);
      endAll();
      await unlisten();
    },
  };
}
