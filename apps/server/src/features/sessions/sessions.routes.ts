// Sessions' routes: the caller's own (account settings → security) and someone's as an admin sees
// them (users → edit), under the paths of those pages.
import { z } from 'zod';
import { errorBodySchema, idParamsSchema } from '@hatira/shared/common';
import { sessionListSchema, sessionParamsSchema } from '@hatira/shared/sessions';
import { userSessionParamsSchema } from '@hatira/shared/users';
import { actorOf } from '../../lib/actor.js';
import type { AppDeps } from '../../lib/deps.js';
import type { App } from '../../lib/http.js';
import {
  listOwnSessions,
  listUserSessions,
  revokeOtherSessions,
  revokeOwnSession,
  revokeUserSession,
} from './sessions.service.js';

const userErrors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

export function sessionRoutes(app: App, deps: AppDeps): void {
  app.get(
    '/api/profile/sessions',
    {
      schema: {
        tags: ['profile'],
        summary: 'The caller’s live sessions (device, IP, last seen; the current one marked)',
        response: { 200: sessionListSchema },
      },
    },
    async (request) => listOwnSessions(deps, actorOf(request)),
  );

  app.delete(
    '/api/profile/sessions',
    { schema: { tags: ['profile'], summary: 'Sign out everywhere else', response: { 204: z.null() } } },
    async (request, reply) => {
      await revokeOtherSessions(deps.db, actorOf(request));
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/api/profile/sessions/:sessionId',
    {
      schema: {
        tags: ['profile'],
        summary: 'End one of the caller’s sessions',
        params: sessionParamsSchema,
        response: { 204: z.null(), 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      await revokeOwnSession(deps.db, actorOf(request), request.params.sessionId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/users/:id/sessions',
    {
      schema: {
        tags: ['users'],
        summary: "The user's live sessions",
        params: idParamsSchema,
        response: { 200: sessionListSchema, ...userErrors },
      },
    },
    async (request) => listUserSessions(deps, actorOf(request), request.params.id),
  );

  app.delete(
    '/api/users/:id/sessions/:sessionId',
    {
      schema: {
        tags: ['users'],
        summary: 'End one of the user’s sessions',
        params: userSessionParamsSchema,
        response: { 204: z.null(), ...userErrors },
      },
    },
    async (request, reply) => {
      await revokeUserSession(deps.db, actorOf(request), request.params.id, request.params.sessionId);
      return reply.status(204).send(null);
    },
  );
}
