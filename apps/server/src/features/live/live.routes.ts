// The venue screen's live slideshow (DESIGN.md §6.7, decision 052): public, the token in the
// address is the key. The show, and its push stream as server-sent events (LIVE_EVENTS), which
// the screen reads with EventSource: no header to send, so nothing is lost by it.
import { errorBodySchema } from '@hatira/shared/common';
import { liveParamsSchema, liveShowSchema } from '@hatira/shared/live';
import type { FastifyReply } from 'fastify';
import type { AppDeps } from '../../lib/deps.js';
import type { App } from '../../lib/http.js';
import type { Json } from '../share/share-body.js';
import { getLiveShow, openLiveScreen } from './live.service.js';

const tags = ['live'];

/** A body serialised once, to the contract's type: a string skips Fastify's serialiser. */
const sendJson = <T>(reply: FastifyReply, json: Json<T>) =>
  reply.type('application/json; charset=utf-8').header('cache-control', 'no-store').send(json);
const config = { public: true };

/** How long a screen's EventSource waits before it connects again after a drop. */
const RETRY_MS = 2000;

export function liveRoutes(app: App, deps: AppDeps): void {
  // open streams would hold the HTTP server's close forever
  app.addHook('preClose', async () => deps.liveHub.endAll());

  app.get(
    '/api/live/:token',
    {
      config,
      schema: {
        tags,
        summary: 'The venue screen’s slideshow: the event, its settings and the newest media, newest first',
        params: liveParamsSchema,
        response: { 200: liveShowSchema, 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => sendJson(reply, await getLiveShow(deps, request.params.token)),
  );

  app.get(
    '/api/live/:token/events',
    {
      config,
      schema: {
        tags,
        summary:
          'Server-sent events for the screen: `add` (a new photo or video), `remove` (a post left), `settings` (read the show again) and `revoked` (the link stopped; the stream ends)',
        params: liveParamsSchema,
        response: { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { token } = request.params;
      const { qrCodeId } = await openLiveScreen(deps, token);
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no', // nginx: pass each event on at once
        connection: 'keep-alive',
      });
      res.write(`retry: ${RETRY_MS}\n\n`);
      const close = deps.liveHub.open({
        qrCodeId,
        token,
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
