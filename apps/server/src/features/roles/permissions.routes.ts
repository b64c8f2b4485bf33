import { z } from 'zod';
import { errorBodySchema, idParamsSchema, listResponseSchema } from '@hatira/shared/common';
import {
  listPermissionsQuerySchema,
  permissionBodySchema,
  permissionSchema,
  updatePermissionBodySchema,
} from '@hatira/shared/roles';
import { actorOf } from '../../lib/actor.js';
import type { AppDeps } from '../../lib/deps.js';
import type { App } from '../../lib/http.js';
import {
  createPermission,
  deletePermission,
  getPermission,
  listPermissions,
  updatePermission,
} from './manage-permissions.js';

const tags = ['permissions'];
const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

export function permissionRoutes(app: App, deps: AppDeps): void {
  app.get(
    '/api/permissions',
    {
      schema: {
        tags,
        summary: 'Permissions with the roles holding them',
        querystring: listPermissionsQuerySchema,
        response: { 200: listResponseSchema(permissionSchema), 400: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => listPermissions(deps.db, actorOf(request), request.query),
  );

  app.post(
    '/api/permissions',
    {
      schema: {
        tags,
        summary: 'Create a permission (one action on one subject)',
        body: permissionBodySchema,
        response: { 201: permissionSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createPermission(deps.db, actorOf(request), request.body)),
  );

  app.get(
    '/api/permissions/:id',
    {
      schema: {
        tags,
        summary: 'One permission',
        params: idParamsSchema,
        response: { 200: permissionSchema, ...errors },
      },
    },
    async (request) => getPermission(deps.db, actorOf(request), request.params.id),
  );

  app.patch(
    '/api/permissions/:id',
    {
      schema: {
        tags,
        summary: 'Rename a permission or change its rule (a built-in rule only takes a new name)',
        params: idParamsSchema,
        body: updatePermissionBodySchema,
        response: { 200: permissionSchema, ...errors },
      },
    },
    async (request) => updatePermission(deps.db, actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/permissions/:id',
    {
      schema: {
        tags,
        summary: 'Delete a permission (roles lose it); never a built-in rule',
        params: idParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deletePermission(deps.db, actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
