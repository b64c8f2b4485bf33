// A guest's own posts (DESIGN.md §6.7): `GET /api/share/{hash}/my-posts` and
// `DELETE /api/share/{hash}/posts/{postId}`, both by the device key in X-Guest-Key (guest-key.ts).
// Public routes, behind the usual share gate; nothing here answers 401.
import { z } from 'zod';
import { errorBodySchema } from '@hatira/shared/common';
import { myPostsResponseSchema, shareHashParamsSchema, sharePostParamsSchema } from '@hatira/shared/share';
import type { AppDeps } from '../../lib/deps.js';
import type { App } from '../../lib/http.js';
import { guestKeyHashOf } from './guest-key.js';
import { deleteMyPost, listMyPosts } from './my-posts.js';

const tags = ['share'];
const config = { public: true };

export function myPostRoutes(app: App, deps: AppDeps): void {
  app.get(
    '/api/share/:hash/my-posts',
    {
      config,
      schema: {
        tags,
        summary: "This device's pending and published posts on the event (header X-Guest-Key), newest first",
        params: shareHashParamsSchema,
        response: { 200: myPostsResponseSchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) =>
      listMyPosts(deps, request.params.hash, { ip: request.ip, keyHash: guestKeyHashOf(request) }),
  );

  app.delete(
    '/api/share/:hash/posts/:postId',
    {
      config,
      schema: {
        tags,
        summary: 'Delete one of this device’s posts with its files (header X-Guest-Key)',
        params: sharePostParamsSchema,
        response: {
          204: z.null(),
          403: errorBodySchema,
          404: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      await deleteMyPost(deps, request.params, { ip: request.ip, keyHash: guestKeyHashOf(request) });
      return reply.status(204).send(null);
    },
  );
}
