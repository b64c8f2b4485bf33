// The bell (DESIGN.md §6.6): the caller's notifications, marking them read, and the push stream.
// The stream is server-sent events read with fetch() and the Authorization header, so the access
// token never travels in a URL (docs/decisions/045).
import { z } from 'zod';
import { errorBodySchema } from '@hatira/shared/common';
import {
  listNotificationsQuerySchema,
  markNotificationsReadBodySchema,
  notificationListSchema,
} from '@hatira/shared/notifications';
import { actorOf } from '../../lib/actor.js';
import type { AppDeps } from '../../lib/deps.js';
import type { App } from '../../lib/http.js';
import { listNotifications, markNotificationsRead } from './notifications.service.js';

const tags = ['notifications'];

export function notificationRoutes(app: App, deps: AppDeps): void {
  // open streams would hold the HTTP server's close forever
  app.addHook('preClose', async () => deps.notificationHub.endAll());

  app.get(
    '/api/notifications',
    {
      schema: {
        tags,
        summary:
          'The caller’s notifications, newest first (`unread=true` for the unread ones), and the unread count',
        querystring: listNotificationsQuerySchema,
        response: { 200: notificationListSchema, 400: errorBodySchema },
      },
    },
    async (request) => listNotifications(deps.db, actorOf(request), request.query),
  );

  app.post(
    '/api/notifications/read',
    {
      schema: {
        tags,
        summary: 'Mark the caller’s notifications read: `{ids}` or `{all: true}`',
        body: markNotificationsReadBodySchema,
        response: { 204: z.null(), 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      await markNotificationsRead(deps.db, actorOf(request), request.body);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/notifications/stream',
    {
      schema: {
        tags,
        summary:
          'Server-sent events: `data: {"unreadCount": n}` at once and on every change; read it with fetch() and the Authorization header',
      },
    },
    (request, reply) => {
      const actor = actorOf(request);
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no', // nginx: pass each event on at once
        connection: 'keep-alive',
      });
      res.flushHeaders();
      const close = deps.notificationHub.open({
        userId: actor.userId,
        sessionId: actor.sessionId,
        write: (text) => {
          if (!res.writableEnded) res.write(text);
        },
        end: () => res.end(),
      });
      request.raw.socket.setTimeout(0);
      res.on('close', close);
    },
  );
}
