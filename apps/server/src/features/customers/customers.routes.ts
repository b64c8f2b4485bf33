import { z } from 'zod';
import { errorBodySchema, idParamsSchema, listResponseSchema } from '@hatira/shared/common';
import {
  createCustomerBodySchema,
  customerDetailSchema,
  customerSchema,
  listCustomersQuerySchema,
  updateCustomerBodySchema,
} from '@hatira/shared/customers';
import { actorOf } from '../../lib/actor.js';
import type { AppDeps } from '../../lib/deps.js';
import type { App } from '../../lib/http.js';
import {
  createCustomer,
  deleteCustomer,
  getCustomer,
  listCustomers,
  resendCustomerInvitation,
  updateCustomer,
} from './customers.service.js';

const tags = ['customers'];

export function customerRoutes(app: App, deps: AppDeps): void {
  app.get(
    '/api/customers',
    {
      schema: {
        tags,
        summary: "A corporate subscriber's customer accounts; every subscriber's for an admin",
        querystring: listCustomersQuerySchema,
        response: { 200: listResponseSchema(customerSchema), 400: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => listCustomers(deps.db, actorOf(request), request.query),
  );

  app.post(
    '/api/customers',
    {
      schema: {
        tags,
        summary: 'Create a customer account and mail them a link to set their password',
        body: createCustomerBodySchema,
        response: {
          201: customerDetailSchema,
          400: errorBodySchema,
          403: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createCustomer(deps, actorOf(request), request.body)),
  );

  app.get(
    '/api/customers/:id',
    {
      schema: {
        tags,
        summary: 'One customer with the events assigned to them',
        params: idParamsSchema,
        response: { 200: customerDetailSchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => getCustomer(deps.db, actorOf(request), request.params.id),
  );

  app.patch(
    '/api/customers/:id',
    {
      schema: {
        tags,
        summary: "Change a customer's name, email, phone or note",
        params: idParamsSchema,
        body: updateCustomerBodySchema,
        response: {
          200: customerDetailSchema,
          400: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) => updateCustomer(deps.db, actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/customers/:id',
    {
      schema: {
        tags,
        summary: 'Delete a customer account (their events stay, unassigned)',
        params: idParamsSchema,
        response: { 204: z.null(), 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      await deleteCustomer(deps, actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/customers/:id/invitation',
    {
      schema: {
        tags,
        summary: 'Mail the customer a new set-password link (earlier links stop working)',
        params: idParamsSchema,
        response: { 204: z.null(), 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      await resendCustomerInvitation(deps, actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
