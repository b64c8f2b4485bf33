// /api/printing/orders (DESIGN.md §6.4): ordering prints, following and moving orders, their PDFs.
import { errorBodySchema, idParamsSchema, listResponseSchema } from '@hatira/shared/common';
import {
  createPrintOrderBodySchema,
  createPrintOrderResponseSchema,
  listPrintOrdersQuerySchema,
  printOrderSchema,
  updatePrintOrderBodySchema,
} from '@hatira/shared/printing';
import { z } from 'zod';
import { actorOf } from '../../lib/actor.js';
import type { AppDeps } from '../../lib/deps.js';
import type { App } from '../../lib/http.js';
import { pdfHeaders } from '../../lib/pdf.js';
import { createPrintOrder } from './create-print-order.js';
import { orderPdf } from './print-file.js';
import {
  cancelPrintOrder,
  getPrintOrder,
  listPrintOrders,
  updatePrintOrderStatus,
} from './print-orders.service.js';

const tags = ['printing'];
const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

export function printOrderRoutes(app: App, deps: AppDeps): void {
  app.post(
    '/api/printing/orders',
    {
      schema: {
        tags,
        summary: "Order prints of a design for one of the caller's events: the order and its unpaid bill",
        body: createPrintOrderBodySchema,
        response: { 201: createPrintOrderResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createPrintOrder(deps, actorOf(request), request.body, { ip: request.ip })),
  );

  app.get(
    '/api/printing/orders',
    {
      schema: {
        tags,
        summary: "Printing orders: the caller's own, or every order for staff",
        querystring: listPrintOrdersQuerySchema,
        response: { 200: listResponseSchema(printOrderSchema), 400: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => listPrintOrders(deps.db, actorOf(request), request.query),
  );

  app.get(
    '/api/printing/orders/:id',
    {
      schema: {
        tags,
        summary: 'One printing order',
        params: idParamsSchema,
        response: { 200: printOrderSchema, ...errors },
      },
    },
    async (request) => getPrintOrder(deps.db, actorOf(request), request.params.id),
  );

  app.patch(
    '/api/printing/orders/:id',
    {
      schema: {
        tags,
        summary: 'Move an order forward, or cancel it; shipping needs carrier and tracking number (staff)',
        params: idParamsSchema,
        body: updatePrintOrderBodySchema,
        response: { 200: printOrderSchema, ...errors },
      },
    },
    async (request) => updatePrintOrderStatus(deps, actorOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/printing/orders/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel a pending order and its unpaid bill (its buyer)',
        params: idParamsSchema,
        response: { 200: printOrderSchema, ...errors },
      },
    },
    async (request) => cancelPrintOrder(deps, actorOf(request), request.params.id),
  );

  app.get(
    '/api/printing/orders/:id/print.pdf',
    {
      schema: {
        tags,
        summary: 'Staff: the print-ready file (bleed, crop marks); the buyer: the proof of the order',
        params: idParamsSchema,
        response: { 200: z.unknown().describe('application/pdf'), ...errors },
      },
    },
    async (request, reply) => {
      const { fileName, body } = await orderPdf(deps, actorOf(request), request.params.id);
      return reply.headers(pdfHeaders(fileName, 'attachment')).send(body);
    },
  );
}
