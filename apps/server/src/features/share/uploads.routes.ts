// The tus endpoint of an event page (DESIGN.md §6.2). Fastify routes each request and runs the
// guest checks, answering refusals in the app's JSON error shape; then the raw request and response
// go to @tus/server, which streams the bytes to disk in constant memory.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@hatira/shared/common';
import { UPLOAD_EXPIRY_MS } from '@hatira/shared/limits';
import { ALBUM_TOKEN_HEADER, shareHashParamsSchema } from '@hatira/shared/share';
import type { AppDeps } from '../../app.js';
import { errorBody } from '../../lib/errors.js';
import type { App } from '../../lib/http.js';
import {
  attachUploadContext,
  createUploadServer,
  openUploadRequest,
  prepareUploadCreation,
  type UploadContext,
} from './uploads.service.js';

const tags = ['share'];
const TUS_RESUMABLE = '1.0.0';
const uploadParamsSchema = shareHashParamsSchema.extend({ id: z.string().min(1).max(64) });
const refusals = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

export function uploadRoutes(app: App, deps: AppDeps): void {
  const tus = createUploadServer(deps);

  async function handOver(request: FastifyRequest, reply: FastifyReply, context: UploadContext) {
    attachUploadContext(request.raw, context);
    const res = reply.raw;
    res.setHeader('x-request-id', request.id);
    // expiry counts from the last progress (sweepUploads), so every write pushes it back
    if (request.method === 'POST' || request.method === 'PATCH')
      res.setHeader('Upload-Expires', new Date(Date.now() + UPLOAD_EXPIRY_MS).toUTCString());
    reply.hijack();
    try {
      await tus.handle(request.raw, res);
    } catch (err) {
      request.log.error({ err }, 'tus request failed');
      if (res.headersSent) return res.destroy();
      res.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(errorBody('INTERNAL')));
    }
  }

  // Encapsulated: the pass-through body parser applies to these routes only.
  void app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    // PATCH bodies stay in the raw stream for tus: nothing is buffered here.
    scope.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));
    scope.addHook('onRequest', async (_request, reply) => {
      reply.header('Tus-Resumable', TUS_RESUMABLE); // on refusals too, as the protocol asks
    });

    scope.route({
      method: 'POST',
      url: '/api/share/:hash/uploads',
      config: { public: true },
      schema: {
        tags,
        summary: 'tus: start a resumable upload (Upload-Length, Upload-Metadata filename, filetype, albumId)',
        params: shareHashParamsSchema,
        response: { ...refusals, 413: errorBodySchema, 415: errorBodySchema },
      },
      handler: async (request, reply) => {
        const context = await prepareUploadCreation(deps, {
          hash: request.params.hash,
          ip: request.ip,
          uploadLength: header(request, 'upload-length'),
          deferLength: header(request, 'upload-defer-length'),
          metadata: header(request, 'upload-metadata'),
          albumToken: header(request, ALBUM_TOKEN_HEADER),
        });
        await handOver(request, reply, context);
        return reply;
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
        response: { ...refusals, 413: errorBodySchema, 415: errorBodySchema, 422: errorBodySchema },
      },
      handler: async (request, reply) => {
        const { hash, id } = request.params;
        const uploadId = request.method === 'OPTIONS' ? undefined : id;
        await handOver(request, reply, await openUploadRequest(deps, { hash, ip: request.ip, uploadId }));
        return reply;
      },
    });

    scope.route({
      method: 'OPTIONS',
      url: '/api/share/:hash/uploads',
      config: { public: true },
      schema: { tags, summary: 'tus: the protocol version and extensions', params: shareHashParamsSchema },
      handler: async (request, reply) => {
        await handOver(
          request,
          reply,
          await openUploadRequest(deps, { hash: request.params.hash, ip: request.ip }),
        );
        return reply;
      },
    });
  });
}
