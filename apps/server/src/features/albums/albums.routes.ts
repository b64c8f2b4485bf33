import { z } from 'zod';
import { errorBodySchema, idParamsSchema, listResponseSchema } from '@hatira/shared/common';
import {
  createAlbumBodySchema,
  listAlbumsQuerySchema,
  albumSchema,
  updateAlbumBodySchema,
} from '@hatira/shared/albums';
import { actorOf } from '../../lib/actor.js';
import type { AppDeps } from '../../lib/deps.js';
import type { App } from '../../lib/http.js';
import {
  createAlbum,
  deleteAlbum,
  getAlbum,
  listAlbums,
  revealAlbum,
  updateAlbum,
} from './albums.service.js';

const tags = ['albums'];

export function albumRoutes(app: App, deps: AppDeps): void {
  app.post(
    '/api/albums',
    {
      schema: {
        tags,
        summary: 'Add an album to an event page',
        body: createAlbumBodySchema,
        response: {
          201: albumSchema,
          400: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request, reply) => reply.status(201).send(await createAlbum(deps, actorOf(request), request.body)),
  );

  app.get(
    '/api/albums',
    {
      schema: {
        tags,
        summary: 'The albums of one event page, in display order',
        querystring: listAlbumsQuerySchema,
        response: { 200: listResponseSchema(albumSchema), 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => listAlbums(deps.db, actorOf(request), request.query),
  );

  app.get(
    '/api/albums/:id',
    {
      schema: {
        tags,
        summary: 'One album',
        params: idParamsSchema,
        response: { 200: albumSchema, 404: errorBodySchema },
      },
    },
    async (request) => getAlbum(deps.db, actorOf(request), request.params.id),
  );

  app.patch(
    '/api/albums/:id',
    {
      schema: {
        tags,
        summary: 'Change an album; password null opens it',
        params: idParamsSchema,
        body: updateAlbumBodySchema,
        response: { 200: albumSchema, 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => updateAlbum(deps, actorOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/albums/:id/reveal',
    {
      schema: {
        tags,
        summary: 'Open an after_reveal album to guests now (its reveal time becomes now)',
        params: idParamsSchema,
        response: { 200: albumSchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => revealAlbum(deps, actorOf(request), request.params.id),
  );

  app.delete(
    '/api/albums/:id',
    {
      schema: {
        tags,
        summary: 'Delete an album',
        params: idParamsSchema,
        response: { 204: z.null(), 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      await deleteAlbum(deps, actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
