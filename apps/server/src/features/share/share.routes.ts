// The guest share API's read side (DESIGN.md §6.2). Public routes: a guest has no session, and a
// stale Authorization header a browser still sends is ignored here, never answered with 401.
import { z } from 'zod';
import { errorBodySchema } from '@hatira/shared/common';
import { ALBUM_PASSWORD_MAX } from '@hatira/shared/limits';
import {
  ALBUM_TOKEN_HEADER,
  albumAccessResponseSchema,
  guestDownloadQuerySchema,
  shareAlbumParamsSchema,
  shareHashParamsSchema,
  shareHomeSchema,
  sharePostsQuerySchema,
  sharePostsResponseSchema,
} from '@hatira/shared/share';
import type { FastifyReply } from 'fastify';
import { DEFAULT_LANGUAGE } from '@hatira/shared/languages';
import type { AppDeps } from '../../lib/deps.js';
import { attachmentDisposition } from '../../lib/file-names.js';
import { requestMeta, type App } from '../../lib/http.js';
import { openGuestDownload } from './guest-download.js';
import type { Json } from './share-body.js';
import { guestOriginOf } from './guest-key.js';
import { listSharePosts } from './share-gallery.js';
import { enterShareAlbum, getShareHome } from './share.service.js';

const tags = ['share'];
const config = { public: true };

/**
 * The form's albumAccessBodySchema puts "required" under the field; the API instead answers a
 * missing or empty password with ALBUM_PASSWORD_REQUIRED (SPEC §8) — and an open album needs none.
 */
const accessBodySchema = z.object({ password: z.string().max(ALBUM_PASSWORD_MAX).optional() }).nullish();

const headerValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * Sends a body the service already checked against this route's schema and serialised (it may be
 * one kept in the share cache): a string with a JSON content type skips Fastify's serialiser.
 */
const sendJson = <T>(reply: FastifyReply, json: Json<T>) =>
  reply.type('application/json; charset=utf-8').send(json);

export function shareRoutes(app: App, deps: AppDeps): void {
  app.get(
    '/api/share/:hash',
    {
      config,
      schema: {
        tags,
        summary: 'An event page for guests: title, cover and its open albums',
        params: shareHashParamsSchema,
        response: { 200: shareHomeSchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) =>
      sendJson(reply, await getShareHome(deps, request.params.hash, guestOriginOf(request))),
  );

  app.post(
    '/api/share/:hash/albums/:albumId/access',
    {
      config,
      schema: {
        tags,
        summary: 'Enter an album with its password; answers the album token for the visit',
        params: shareAlbumParamsSchema,
        body: accessBodySchema,
        response: {
          200: albumAccessResponseSchema,
          400: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request) =>
      enterShareAlbum(deps, { ...request.params, password: request.body?.password }, guestOriginOf(request)),
  );

  app.get(
    '/api/share/:hash/albums/:albumId/posts',
    {
      config,
      schema: {
        tags,
        summary: `Published posts of an album, newest first (header ${ALBUM_TOKEN_HEADER} for a protected album)`,
        params: shareAlbumParamsSchema,
        querystring: sharePostsQuerySchema,
        response: {
          200: sharePostsResponseSchema,
          400: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) =>
      sendJson(
        reply,
        await listSharePosts(deps, request.params, request.query, {
          ...guestOriginOf(request),
          albumToken: headerValue(request.headers[ALBUM_TOKEN_HEADER]),
        }),
      ),
  );
  app.get(
    '/api/share/:hash/albums/:albumId/download',
    {
      config,
      // A HEAD must not make (and throw away) a whole archive.
      exposeHeadRoute: false,
      schema: {
        tags,
        summary:
          'An album as a ZIP for its guests (published, ready media; the guests’ copies), when the owner allows it',
        params: shareAlbumParamsSchema,
        querystring: guestDownloadQuerySchema,
        produces: ['application/zip'],
        response: {
          200: z.unknown().describe('the ZIP archive, streamed as it is made'),
          403: errorBodySchema,
          404: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { fileName, archive } = await openGuestDownload(deps, {
        ...request.params,
        albumToken: request.query.albumToken,
        guest: guestOriginOf(request),
        language: requestMeta(request).language ?? DEFAULT_LANGUAGE,
      });
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', attachmentDisposition(fileName))
        .header('cache-control', 'private, no-store')
        .send(archive);
    },
  );
}
