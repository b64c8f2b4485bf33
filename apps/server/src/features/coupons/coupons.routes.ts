import { z } from 'zod';
import { errorBodySchema, idParamsSchema, listResponseSchema } from '@hatira/shared/common';
import {
  couponBodySchema,
  couponDetailSchema,
  couponSchema,
  listCouponsQuerySchema,
  updateCouponBodySchema,
} from '@hatira/shared/coupons';
import { actorOf } from '../../lib/actor.js';
import type { AppDeps } from '../../lib/deps.js';
import type { App } from '../../lib/http.js';
import { createCoupon, deleteCoupon, getCoupon, listCoupons, updateCoupon } from './coupons.service.js';

const tags = ['coupons'];

export function couponRoutes(app: App, deps: AppDeps): void {
  app.get(
    '/api/coupons',
    {
      schema: {
        tags,
        summary: 'Coupons with their use counts (admin)',
        querystring: listCouponsQuerySchema,
        response: { 200: listResponseSchema(couponSchema), 400: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => listCoupons(deps.db, actorOf(request), request.query),
  );

  app.post(
    '/api/coupons',
    {
      schema: {
        tags,
        summary: 'Add a coupon; codes are unique case-insensitively (admin)',
        body: couponBodySchema,
        response: { 201: couponSchema, 400: errorBodySchema, 403: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createCoupon(deps.db, actorOf(request), request.body)),
  );

  app.get(
    '/api/coupons/:id',
    {
      schema: {
        tags,
        summary: 'One coupon and the bills that used it (admin)',
        params: idParamsSchema,
        response: { 200: couponDetailSchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => getCoupon(deps.db, actorOf(request), request.params.id),
  );

  app.patch(
    '/api/coupons/:id',
    {
      schema: {
        tags,
        summary: 'Change a coupon (admin)',
        params: idParamsSchema,
        body: updateCouponBodySchema,
        response: {
          200: couponSchema,
          400: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) => updateCoupon(deps.db, actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/coupons/:id',
    {
      schema: {
        tags,
        summary: 'Delete a coupon; bills that used it keep its code (admin)',
        params: idParamsSchema,
        response: { 204: z.null(), 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      await deleteCoupon(deps.db, actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
