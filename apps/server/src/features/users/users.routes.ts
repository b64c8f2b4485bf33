import { z } from 'zod';
import { errorBodySchema, idParamsSchema, listResponseSchema } from '@hatira/shared/common';
import {
  createUserBodySchema,
  deleteUserQuerySchema,
  listUsersQuerySchema,
  updateUserBodySchema,
  userSchema,
} from '@hatira/shared/users';
import { actorOf } from '../../lib/actor.js';
import type { AppDeps } from '../../lib/deps.js';
import type { App } from '../../lib/http.js';
import { deleteUser } from './delete-user.js';
import { createUser, getUser, listUsers, updateUser } from './manage-users.js';
import { sendUserPasswordReset } from './user-password-reset.js';

const tags = ['users'];
const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

export function userRoutes(app: App, deps: AppDeps): void {
  app.get(
    '/api/users',
    {
      schema: {
        tags,
        summary: 'Users, searched, filtered by role, status and account type, sorted and paged',
        querystring: listUsersQuerySchema,
        response: { 200: listResponseSchema(userSchema), 400: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => listUsers(deps.db, actorOf(request), request.query),
  );

  app.post(
    '/api/users',
    {
      schema: {
        tags,
        summary: 'Create a user; without a password they are mailed a link to set one',
        body: createUserBodySchema,
        response: { 201: userSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await createUser(deps, actorOf(request), request.body)),
  );

  app.get(
    '/api/users/:id',
    {
      schema: { tags, summary: 'One user', params: idParamsSchema, response: { 200: userSchema, ...errors } },
    },
    async (request) => getUser(deps.db, actorOf(request), request.params.id),
  );

  app.patch(
    '/api/users/:id',
    {
      schema: {
        tags,
        summary: 'Change a user (deactivating ends their sessions; the last active admin stays one)',
        params: idParamsSchema,
        body: updateUserBodySchema,
        response: { 200: userSchema, ...errors },
      },
    },
    async (request) => updateUser(deps, actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/users/:id',
    {
      schema: {
        tags,
        summary: 'Delete a user; one who owns events or customers only with ?withData=true',
        params: idParamsSchema,
        querystring: deleteUserQuerySchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteUser(deps, actorOf(request), request.params.id, request.query);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/users/:id/password-reset',
    {
      schema: {
        tags,
        summary: 'Mail the user a password reset link',
        params: idParamsSchema,
        response: { 202: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await sendUserPasswordReset(deps, actorOf(request), request.params.id);
      return reply.status(202).send(null);
    },
  );
}
