import { z } from 'zod';
import { errorBodySchema, idParamsSchema, listResponseSchema } from '@hatira/shared/common';
import {
  blockGuestBodySchema,
  blockGuestResponseSchema,
  blockOptionsResponseSchema,
  bulkPostsBodySchema,
  bulkPostsResponseSchema,
  listPostsQuerySchema,
  pendingCountResponseSchema,
  postSchema,
} from '@hatira/shared/posts';
import { actorOf } from '../../lib/actor.js';
import type { AppDeps } from '../../lib/deps.js';
import type { App } from '../../lib/http.js';
import { blockGuest, getBlockOptions } from './block-guest.js';
import { approvePost, bulkModeratePosts, deletePost, rejectPost } from './moderate-posts.js';
import { countPendingPosts, listPosts } from './posts.service.js';

const tags = ['posts'];

export function postRoutes(app: App, deps: AppDeps): void {
  app.get(
    '/api/posts',
    {
      schema: {
        tags,
        summary: 'Guest posts of the events the caller moderates, with their media',
        querystring: listPostsQuerySchema,
        response: { 200: listResponseSchema(postSchema), 400: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => listPosts(deps, actorOf(request), request.query),
  );

  app.get(
    '/api/posts/pending-count',
    {
      schema: {
        tags,
        summary: 'How many posts await approval (the navigation badge)',
        response: { 200: pendingCountResponseSchema, 403: errorBodySchema },
      },
    },
    async (request) => ({ count: await countPendingPosts(deps.db, actorOf(request)) }),
  );

  app.post(
    '/api/posts/:id/approve',
    {
      schema: {
        tags,
        summary: 'Publish a post',
        params: idParamsSchema,
        response: { 200: postSchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => approvePost(deps, actorOf(request), request.params.id),
  );

  app.post(
    '/api/posts/:id/reject',
    {
      schema: {
        tags,
        summary: 'Hide a post from guests',
        params: idParamsSchema,
        response: { 200: postSchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => rejectPost(deps, actorOf(request), request.params.id),
  );

  app.delete(
    '/api/posts/:id',
    {
      schema: {
        tags,
        summary: 'Delete a post and every stored copy of its files',
        params: idParamsSchema,
        response: { 204: z.null(), 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      await deletePost(deps, actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/posts/bulk',
    {
      schema: {
        tags,
        summary: 'Approve, reject or delete many posts; ids outside the caller’s scope are skipped',
        body: bulkPostsBodySchema,
        response: { 200: bulkPostsResponseSchema, 400: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => bulkModeratePosts(deps, actorOf(request), request.body),
  );

  app.get(
    '/api/posts/:id/block-options',
    {
      schema: {
        tags,
        summary: "What blocking the post's guest would reach: device, address, range, other guests there",
        params: idParamsSchema,
        response: { 200: blockOptionsResponseSchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => getBlockOptions(deps.db, actorOf(request), request.params.id),
  );

  app.post(
    '/api/posts/:id/block',
    {
      schema: {
        tags,
        summary:
          "Block the post's guest (device, address or range) on the event owner's list and hide their posts",
        params: idParamsSchema,
        body: blockGuestBodySchema.nullish(),
        response: {
          200: blockGuestResponseSchema,
          400: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) =>
      blockGuest(deps, actorOf(request), request.params.id, request.body ?? { target: 'device' }),
  );
}
