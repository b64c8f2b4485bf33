import { z } from 'zod';
import { errorBodySchema, idParamsSchema } from '@hatira/shared/common';
import { roleBodySchema, roleListSchema, roleSchema, updateRoleBodySchema } from '@hatira/shared/roles';
import { actorOf } from '../../lib/actor.js';
import type { AppDeps } from '../../lib/deps.js';
import type { App } from '../../lib/http.js';
import { createRole, deleteRole, getRole, listRoles, updateRole } from './manage-roles.js';

const tags = ['roles'];
const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

export function roleRoutes(app: App, deps: AppDeps): void {
  app.get(
    '/api/roles',
    {
      schema: {
        tags,
        summary: 'Every role with its permissions and members',
        response: { 200: roleListSchema, 403: errorBodySchema },
      },
    },
    async (request) => listRoles(deps.db, actorOf(request)),
  );

  app.post(
    '/api/roles',
    {
      schema: {
        tags,
        summary: 'Create a role',
        body: roleBodySchema,
        response: { 201: roleSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createRole(deps.db, actorOf(request), request.body)),
  );

  app.get(
    '/api/roles/:id',
    {
      schema: { tags, summary: 'One role', params: idParamsSchema, response: { 200: roleSchema, ...errors } },
    },
    async (request) => getRole(deps.db, actorOf(request), request.params.id),
  );

  app.patch(
    '/api/roles/:id',
    {
      schema: {
        tags,
        summary: "Change a role's name, description or permissions (built-in roles keep their names)",
        params: idParamsSchema,
        body: updateRoleBodySchema,
        response: { 200: roleSchema, ...errors },
      },
    },
    async (request) => updateRole(deps.db, actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/roles/:id',
    {
      schema: {
        tags,
        summary: 'Delete a role nobody holds (never a built-in one)',
        params: idParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteRole(deps.db, actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
