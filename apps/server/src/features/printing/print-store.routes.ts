// The store's product list and every event's free print card (DESIGN.md §6.4).
import { z } from 'zod';
import { errorBodySchema, idParamsSchema, listResponseSchema } from '@hatira/shared/common';
import { cardQuerySchema, listProductsQuerySchema, productSchema } from '@hatira/shared/printing';
import { actorOf } from '../../lib/actor.js';
import type { AppDeps } from '../../lib/deps.js';
import type { App } from '../../lib/http.js';
import { pdfHeaders } from '../../lib/pdf.js';
import { eventCardPdf } from './print-cards.js';
import { listProducts } from './store-products.js';

export function printStoreRoutes(app: App, deps: AppDeps): void {
  app.get(
    '/api/store/products',
    {
      schema: {
        tags: ['store'],
        summary: "The printing workshop's designs as products (read product)",
        querystring: listProductsQuerySchema,
        response: { 200: listResponseSchema(productSchema), 400: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => listProducts(deps.db, actorOf(request), request.query),
  );

  app.get(
    '/api/qr-codes/:id/card.pdf',
    {
      schema: {
        tags: ['qr-codes'],
        summary: "An event's free print card: an A6 table card or an A4 poster, in the language asked for",
        params: idParamsSchema,
        querystring: cardQuerySchema,
        response: {
          200: z.unknown().describe('application/pdf'),
          400: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { fileName, pdf } = await eventCardPdf(deps, actorOf(request), request.params.id, request.query);
      return reply.headers(pdfHeaders(fileName, 'inline')).send(pdf);
    },
  );
}
