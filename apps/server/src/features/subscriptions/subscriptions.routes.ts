import { z } from 'zod';
import { errorBodySchema, idParamsSchema, listResponseSchema } from '@hatira/shared/common';
import {
  createSubscriptionBodySchema,
  listSubscriptionPlansQuerySchema,
  listSubscriptionsQuerySchema,
  planBodySchema,
  subscriptionPlanSchema,
  subscriptionSchema,
  updatePlanBodySchema,
  updateSubscriptionBodySchema,
} from '@hatira/shared/subscriptions';
import { actorOf } from '../../lib/actor.js';
import type { AppDeps } from '../../lib/deps.js';
import type { App } from '../../lib/http.js';
import { getSubscription, updateSubscription } from './manage-subscriptions.js';
import { createPlan, deletePlan, getPlan, updatePlan } from './plans.service.js';
import { createSubscription, listSubscriptionPlans, listSubscriptions } from './subscriptions.service.js';

const tags = ['subscriptions'];

export function subscriptionRoutes(app: App, deps: AppDeps): void {
  app.get(
    '/api/subscription-plans',
    {
      schema: {
        tags,
        summary: 'The plans on sale, ordered by type then sort order (admin with all=true: inactive too)',
        querystring: listSubscriptionPlansQuerySchema,
        response: { 200: listResponseSchema(subscriptionPlanSchema), 400: errorBodySchema },
      },
    },
    async (request) => listSubscriptionPlans(deps.db, actorOf(request), request.query),
  );

  app.post(
    '/api/subscription-plans',
    {
      schema: {
        tags,
        summary: 'Add a plan to a price list (admin)',
        body: planBodySchema,
        response: { 201: subscriptionPlanSchema, 400: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createPlan(deps.db, actorOf(request), request.body)),
  );

  app.get(
    '/api/subscription-plans/:id',
    {
      schema: {
        tags,
        summary: 'One plan (an inactive one: admin only)',
        params: idParamsSchema,
        response: { 200: subscriptionPlanSchema, 404: errorBodySchema },
      },
    },
    async (request) => getPlan(deps.db, actorOf(request), request.params.id),
  );

  app.patch(
    '/api/subscription-plans/:id',
    {
      schema: {
        tags,
        summary: 'Change a plan: price, limits, order, on sale or not (admin)',
        params: idParamsSchema,
        body: updatePlanBodySchema,
        response: {
          200: subscriptionPlanSchema,
          400: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => updatePlan(deps, actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/subscription-plans/:id',
    {
      schema: {
        tags,
        summary: 'Delete a plan never sold (admin; a sold one: 409 PLAN_IN_USE)',
        params: idParamsSchema,
        response: { 204: z.null(), 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      await deletePlan(deps.db, actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/subscriptions',
    {
      schema: {
        tags,
        summary: 'Record a subscription for a subscriber (admin)',
        body: createSubscriptionBodySchema,
        response: { 201: subscriptionSchema, 400: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createSubscription(deps, actorOf(request), request.body)),
  );

  app.get(
    '/api/subscriptions',
    {
      schema: {
        tags,
        summary: 'Subscriptions: all of them for an admin, their own for everybody else',
        querystring: listSubscriptionsQuerySchema,
        response: { 200: listResponseSchema(subscriptionSchema), 400: errorBodySchema },
      },
    },
    async (request) => listSubscriptions(deps.db, actorOf(request), request.query),
  );

  app.get(
    '/api/subscriptions/:id',
    {
      schema: {
        tags,
        summary: 'One subscription (an admin any, everybody else their own)',
        params: idParamsSchema,
        response: { 200: subscriptionSchema, 404: errorBodySchema },
      },
    },
    async (request) => getSubscription(deps.db, actorOf(request), request.params.id),
  );

  app.patch(
    '/api/subscriptions/:id',
    {
      schema: {
        tags,
        summary: 'Extend a subscription, move it to another plan, cancel or reactivate it (admin)',
        params: idParamsSchema,
        body: updateSubscriptionBodySchema,
        response: {
          200: subscriptionSchema,
          400: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => updateSubscription(deps, actorOf(request), request.params.id, request.body),
  );
}
