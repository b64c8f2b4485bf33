import { z } from 'zod';
import { errorBodySchema, idParamsSchema, listResponseSchema } from '@hatira/shared/common';
import {
  createQrCodeBodySchema,
  listQrCodesQuerySchema,
  qrCodeSchema,
  qrImageQuerySchema,
  slideshowLinkResponseSchema,
  updateQrCodeBodySchema,
} from '@hatira/shared/qr-codes';
import { actorOf } from '../../lib/actor.js';
import type { AppDeps } from '../../lib/deps.js';
import type { App } from '../../lib/http.js';
import {
  createQrCode,
  deleteQrCode,
  getQrCode,
  listQrCodes,
  startSlideshow,
  stopSlideshow,
  updateQrCode,
} from './qr-codes.service.js';
import { renderQrImage } from './qr-image.js';

const tags = ['qr-codes'];

export function qrCodeRoutes(app: App, deps: AppDeps): void {
  app.post(
    '/api/qr-codes',
    {
      schema: {
        tags,
        summary: 'Create an event page with its "General Shares" album',
        body: createQrCodeBodySchema,
        response: { 201: qrCodeSchema, 400: errorBodySchema, 403: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createQrCode(deps.db, actorOf(request), request.body)),
  );

  app.get(
    '/api/qr-codes',
    {
      schema: {
        tags,
        summary: 'Event pages: all for an admin, owned or assigned ones for everybody else',
        querystring: listQrCodesQuerySchema,
        response: { 200: listResponseSchema(qrCodeSchema), 400: errorBodySchema },
      },
    },
    async (request) => listQrCodes(deps.db, actorOf(request), request.query),
  );

  app.get(
    '/api/qr-codes/:id',
    {
      schema: {
        tags,
        summary: 'One event page',
        params: idParamsSchema,
        response: { 200: qrCodeSchema, 404: errorBodySchema },
      },
    },
    async (request) => getQrCode(deps.db, actorOf(request), request.params.id),
  );

  app.patch(
    '/api/qr-codes/:id',
    {
      schema: {
        tags,
        summary: 'Change an event page',
        params: idParamsSchema,
        body: updateQrCodeBodySchema,
        response: { 200: qrCodeSchema, 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => updateQrCode(deps, actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/qr-codes/:id',
    {
      schema: {
        tags,
        summary: 'Delete an event page and its albums',
        params: idParamsSchema,
        response: { 204: z.null(), 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      await deleteQrCode(deps, actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/qr-codes/:id/slideshow',
    {
      schema: {
        tags,
        summary: 'Turn the live slideshow on with a new link (/live/{token}); the old link stops',
        params: idParamsSchema,
        response: { 200: slideshowLinkResponseSchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => startSlideshow(deps.db, actorOf(request), request.params.id),
  );

  app.delete(
    '/api/qr-codes/:id/slideshow',
    {
      schema: {
        tags,
        summary: 'Turn the live slideshow off; its link stops',
        params: idParamsSchema,
        response: { 204: z.null(), 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      await stopSlideshow(deps.db, actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/qr-codes/:id/image',
    {
      schema: {
        tags,
        summary: 'The QR code of the event page (PNG or SVG), encoding PUBLIC_URL/s/{hash}',
        params: idParamsSchema,
        querystring: qrImageQuerySchema,
        produces: ['image/png', 'image/svg+xml'],
        response: {
          200: z.unknown().describe('the image bytes'),
          400: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const image = await renderQrImage(
        deps.db,
        actorOf(request),
        request.params.id,
        request.query,
        deps.config.publicUrl,
      );
      const disposition = request.query.download ? 'attachment' : 'inline';
      return reply
        .header('content-type', image.contentType)
        .header('content-disposition', `${disposition}; filename="${image.fileName}"`)
        .header('cache-control', 'private, max-age=300')
        .send(image.body);
    },
  );
}
