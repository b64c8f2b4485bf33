import { errorBodySchema, listResponseSchema } from '@hatira/shared/common';
import {
  createSubscriptionBodySchema,
  listSubscriptionPlansQuerySchema,
  listSubscriptionsQuerySchema,
  subscriptionPlanSchema,
  subscriptionSchema,
} from '@hatira/shared/subscriptions';
import { actorOf } from '../../lib/actor.js';
import type { AppDeps } from '../../lib/deps.js';
import type { App } from '../../lib/http.js';
import { createSubscription, listSubscriptionPlans, listSubscriptions } from './subscriptions.service.js';

const tags = ['subscriptions'];

export function subscriptionRoutes(app: App, deps: AppDeps): void {
  app.get(
    '/api/subscription-plans',
    {
      schema: {
        tags,
        summary: 'The plans on sale, ordered by type then sort order',
        querystring: listSubscriptionPlansQuerySchema,
        response: { 200: listResponseSchema(subscriptionPlanSchema), 400: errorBodySchema },
      },
    },
    async (request) => listSubscriptionPlans(deps.db, actorOf(request), request.query),
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
}
