import { z } from 'zod';
import { errorBodySchema, idParamsSchema } from '@hatira/shared/common';
import { downloadLinkResponseSchema, downloadQuerySchema } from '@hatira/shared/posts';
import { actorOf } from '../../lib/actor.js';
import type { AppDeps } from '../../lib/deps.js';
import type { App } from '../../lib/http.js';
import {
  authorizeDownload,
  createDownloadLink,
  planDownload,
  streamZip,
  type DownloadKind,
} from './downloads.js';
import { attachmentDisposition } from '../../lib/file-names.js';

const tags = ['downloads'];

const downloadWithLinkQuerySchema = downloadQuerySchema.extend({
  /** The token of a link from `download-link` (browser downloads cannot send the Bearer header). */
  t: z.string().max(2000).optional(),
});

const RESOURCES: { kind: DownloadKind; path: string; what: string }[] = [
  { kind: 'album', path: '/api/albums/:id', what: 'an album' },
  { kind: 'qr-code', path: '/api/qr-codes/:id', what: 'an event, a folder per album' },
];

export function downloadRoutes(app: App, deps: AppDeps): void {
  for (const { kind, path, what } of RESOURCES) {
    app.post(
      `${path}/download-link`,
      {
        schema: {
          tags,
          summary: `A short-lived link to the ZIP of ${what} (for the browser to open)`,
          params: idParamsSchema,
          querystring: downloadQuerySchema,
          response: { 200: downloadLinkResponseSchema, 403: errorBodySchema, 404: errorBodySchema },
        },
      },
      async (request) =>
        createDownloadLink(deps, actorOf(request), { kind, id: request.params.id }, request.query.all),
    );

    app.get(
      `${path}/download`,
      {
        // Signed in (Bearer) or holding a link's token; checked in authorizeDownload.
        config: { public: true },
        // A HEAD must not make (and throw away) a whole archive.
        exposeHeadRoute: false,
        schema: {
          tags,
          summary: `The ZIP of ${what}: originals of published posts (all=true: every post), streamed`,
          params: idParamsSchema,
          querystring: downloadWithLinkQuerySchema,
          produces: ['application/zip'],
          response: {
            200: z.unknown().describe('the ZIP archive, streamed as it is made'),
            401: errorBodySchema,
            403: errorBodySchema,
            404: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const target = { kind, id: request.params.id };
        const { actor, all } = await authorizeDownload(deps, request, target);
        const plan = await planDownload(deps.db, actor, target);
        const archive = streamZip(deps, plan, { all, language: actor.language });
        return reply
          .header('content-type', 'application/zip')
          .header('content-disposition', attachmentDisposition(plan.fileName))
          .header('cache-control', 'private, no-store')
          .send(archive);
      },
    );
  }
}
