import { z } from 'zod';
import {
  blockedIpSchema,
  createBlockedIpBodySchema,
  listBlockedIpsQuerySchema,
} from '@hatira/shared/blocked-ips';
import { errorBodySchema, idParamsSchema, listResponseSchema } from '@hatira/shared/common';
import { actorOf } from '../../lib/actor.js';
import type { AppDeps } from '../../lib/deps.js';
import type { App } from '../../lib/http.js';
import { createBlockedIp, deleteBlockedIp, listBlockedIps } from './blocked-ips.service.js';

const tags = ['blocked-ips'];

export function blockedIpRoutes(app: App, deps: AppDeps): void {
  app.get(
    '/api/blocked-ips',
    {
      schema: {
        tags,
        summary: "A subscriber's blocked IPs; for an admin every entry, or one scope",
        querystring: listBlockedIpsQuerySchema,
        response: {
          200: listResponseSchema(blockedIpSchema),
          400: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request) => listBlockedIps(deps.db, actorOf(request), request.query),
  );

  app.post(
    '/api/blocked-ips',
    {
      schema: {
        tags,
        summary: "Block an IP address or CIDR range (an admin's entry is platform-wide)",
        body: createBlockedIpBodySchema,
        response: { 201: blockedIpSchema, 400: errorBodySchema, 403: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createBlockedIp(deps.db, actorOf(request), request.body)),
  );

  app.delete(
    '/api/blocked-ips/:id',
    {
      schema: {
        tags,
        summary: 'Unblock an entry; the posts it hid come back as they were',
        params: idParamsSchema,
        response: { 204: z.null(), 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      await deleteBlockedIp(deps, actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
