import { z } from 'zod';
import { errorBodySchema } from '@hatira/shared/common';
import type { AppDeps } from '../../lib/deps.js';
import type { App } from '../../lib/http.js';
import { serveMedia } from './media.service.js';

/** Streamed bytes are never serialised; the schema only documents the answers. */
const fileSchema = z.unknown().describe('The bytes of the stored copy (empty for 304 and 416)');

export function mediaRoutes(app: App, deps: AppDeps): void {
  app.get(
    '/api/media/:id/:variant',
    {
      // The signed token is the permission: an <img> or <video> sends no Authorization header.
      config: { public: true },
      schema: {
        tags: ['media'],
        summary: 'A stored copy of a photo or video behind a signed, expiring address (byte ranges)',
        params: z.object({ id: z.string().max(64), variant: z.string().max(16) }),
        querystring: z.object({ t: z.string().max(2000).optional() }),
        response: {
          200: fileSchema,
          206: fileSchema,
          304: fileSchema,
          416: fileSchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const file = await serveMedia(deps, {
        ...request.params,
        token: request.query.t,
        ip: request.ip,
        headers: request.headers,
      });
      return reply
        .status(file.status)
        .headers(file.headers)
        .send(file.body ?? undefined);
    },
  );
}
