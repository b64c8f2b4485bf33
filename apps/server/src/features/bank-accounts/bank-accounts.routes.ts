import { z } from 'zod';
import {
  bankAccountBodySchema,
  bankAccountSchema,
  listBankAccountsQuerySchema,
  updateBankAccountBodySchema,
} from '@hatira/shared/bank-accounts';
import { errorBodySchema, idParamsSchema, listResponseSchema } from '@hatira/shared/common';
import { actorOf } from '../../lib/actor.js';
import type { AppDeps } from '../../lib/deps.js';
import type { App } from '../../lib/http.js';
import {
  createBankAccount,
  deleteBankAccount,
  getBankAccount,
  listBankAccounts,
  updateBankAccount,
} from './bank-accounts.service.js';

const tags = ['bank-accounts'];

export function bankAccountRoutes(app: App, deps: AppDeps): void {
  app.get(
    '/api/bank-accounts',
    {
      schema: {
        tags,
        summary: 'The accounts buyers transfer to (admin)',
        querystring: listBankAccountsQuerySchema,
        response: { 200: listResponseSchema(bankAccountSchema), 400: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => listBankAccounts(deps.db, actorOf(request), request.query),
  );

  app.post(
    '/api/bank-accounts',
    {
      schema: {
        tags,
        summary: 'Add an account; the IBAN is checked by mod 97 and its length (admin)',
        body: bankAccountBodySchema,
        response: { 201: bankAccountSchema, 400: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createBankAccount(deps.db, actorOf(request), request.body)),
  );

  app.get(
    '/api/bank-accounts/:id',
    {
      schema: {
        tags,
        summary: 'One account (admin)',
        params: idParamsSchema,
        response: { 200: bankAccountSchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => getBankAccount(deps.db, actorOf(request), request.params.id),
  );

  app.patch(
    '/api/bank-accounts/:id',
    {
      schema: {
        tags,
        summary: 'Change an account, or take it off the pay page (admin)',
        params: idParamsSchema,
        body: updateBankAccountBodySchema,
        response: {
          200: bankAccountSchema,
          400: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => updateBankAccount(deps.db, actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/bank-accounts/:id',
    {
      schema: {
        tags,
        summary: 'Delete an account (admin)',
        params: idParamsSchema,
        response: { 204: z.null(), 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      await deleteBankAccount(deps.db, actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
