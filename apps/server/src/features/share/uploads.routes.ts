// The tus endpoint of an event page (DESIGN.md §6.2). Each route runs the guest checks, answering
// refusals in the app's JSON error shape, then the tus request itself (uploads.tus.ts), whose
// PATCH streams the raw request body to disk in constant memory.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@hatira/shared/common';
import { ALBUM_TOKEN_HEADER, shareHashParamsSchema } from '@hatira/shared/share';
import type { AppDeps } from '../../lib/deps.js';
import type { App } from '../../lib/http.js';
import { guestOriginOf } from './guest-key.js';
import { continueUpload, openUploadRequest, prepareUploadCreation, startUpload } from './uploads.service.js';
import { TUS_VERSION, TusError, type TusAnswer, type TusRequest } from './uploads.tus.js';

const tags = ['share'];
const uploadParamsSchema = shareHashParamsSchema.extend({ id: z.string().min(1).max(64) });
const e = errorBodySchema;
const refusals = { 400: e, 403: e, 404: e, 413: e, 415: e, 422: e, 507: e };

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

const tusRequest = (request: FastifyRequest): TusRequest => ({ headers: request.headers, body: request.raw });

const answer = (reply: FastifyReply, { status, headers }: TusAnswer) =>
  reply.code(status).headers(headers).send();

export function uploadRoutes(app: App, deps: AppDeps): void {
  // Encapsulated: these routes leave every request body unread, for tus to stream.
  void app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.addHook('onRequest', async (_request, reply) => {
      reply.header('Tus-Resumable', TUS_VERSION); // on refusals too, as the protocol asks
    });
    // Protocol refusals answer their status with a short text; anything else goes to the app's handler.
    scope.setErrorHandler((error, _request, reply) => {
      if (!(error instanceof TusError)) throw error;
      return reply
        .code(error.status)
        .headers(error.headers)
        .type('text/plain; charset=utf-8')
        .send(error.message);
    });

    scope.route({
      method: 'POST',
      url: '/api/share/:hash/uploads',
      config: { public: true },
      schema: {
        tags,
        summary: 'tus: start a resumable upload (Upload-Length, Upload-Metadata filename, filetype, albumId)',
        params: shareHashParamsSchema,
        response: refusals,
      },
      handler: async (request, reply) => {
        const context = await prepareUploadCreation(deps, {
          hash: request.params.hash,
          guest: guestOriginOf(request),
          uploadLength: header(request, 'upload-length'),
          deferLength: header(request, 'upload-defer-length'),
          metadata: header(request, 'upload-metadata'),
          albumToken: header(request, ALBUM_TOKEN_HEADER),
        });
        return answer(reply, await startUpload(deps, context, tusRequest(request)));
      },
    });

    scope.route({
      method: ['HEAD', 'PATCH', 'DELETE', 'OPTIONS'],
      url: '/api/share/:hash/uploads/:id',
      config: { public: true },
      schema: {
        tags,
        summary: 'tus: where an upload stands (HEAD), its next bytes (PATCH), or cancel it (DELETE)',
        params: uploadParamsSchema,
        response: refusals,
      },
      handler: async (request, reply) => {
        const { hash, id } = request.params;
        const uploadId = request.method === 'OPTIONS' ? undefined : id;
        const context = await openUploadRequest(deps, { hash, guest: guestOriginOf(request), uploadId });
        return answer(reply, await continueUpload(deps, context, request.method, tusRequest(request)));
      },
    });

    scope.route({
      method: 'OPTIONS',
      url: '/api/share/:hash/uploads',
      config: { public: true },
      schema: { tags, summary: 'tus: the protocol version and extensions', params: shareHashParamsSchema },
      handler: async (request, reply) => {
        const context = await openUploadRequest(deps, {
          hash: request.params.hash,
          guest: guestOriginOf(request),
        });
        return answer(reply, await continueUpload(deps, context, 'OPTIONS', tusRequest(request)));
      },
    });
  });
}
