import { z } from 'zod';
import {
  billingPrefillSchema,
  billPaymentSchema,
  billSchema,
  checkoutBodySchema,
  checkoutResponseSchema,
  listBillsQuerySchema,
  paymentNoticeBodySchema,
  quoteQuerySchema,
  quoteSchema,
  rejectPaymentBodySchema,
} from '@hatira/shared/bills';
import { errorBodySchema, idParamsSchema, listResponseSchema } from '@hatira/shared/common';
import { actorOf } from '../../lib/actor.js';
import type { AppDeps } from '../../lib/deps.js';
import { attachmentDisposition } from '../../lib/file-names.js';
import type { App } from '../../lib/http.js';
import { sendJson } from '../../lib/json-body.js';
import { confirmPayment, rejectPayment, sendPaymentNotice } from './bill-payments.js';
import { getBill, getBillPayment, getBillPdf, listBills } from './bills.service.js';
import { cancelBill, refundBill } from './cancel-bill.js';
import { checkout, checkoutBilling, quoteCheckout } from './checkout.js';

const tags = ['bills'];
const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

export function billRoutes(app: App, deps: AppDeps): void {
  app.get(
    '/api/checkout/quote',
    {
      schema: {
        tags,
        summary: "A plan's price with a coupon: subtotal, discount, total and the KDV inside it",
        querystring: quoteQuerySchema,
        response: { 200: quoteSchema, ...errors },
      },
    },
    async (request) => quoteCheckout(deps, actorOf(request), request.query),
  );

  app.get(
    '/api/checkout/billing',
    {
      schema: {
        tags,
        summary: "The caller's last billing identity, or one made from their profile",
        response: { 200: billingPrefillSchema, 403: errorBodySchema },
      },
    },
    async (request) => checkoutBilling(deps.db, actorOf(request)),
  );

  app.post(
    '/api/checkout',
    {
      schema: {
        tags,
        summary: 'Buy a plan: a subscription awaiting payment and its unpaid bill',
        body: checkoutBodySchema,
        response: { 201: checkoutResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await checkout(deps, actorOf(request), request.body, { ip: request.ip })),
  );

  app.get(
    '/api/bills',
    {
      schema: {
        tags,
        summary: 'Bills: the caller’s own, or every bill for staff',
        querystring: listBillsQuerySchema,
        response: { 200: listResponseSchema(billSchema), 400: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request, reply) => sendJson(reply, await listBills(deps.db, actorOf(request), request.query)),
  );

  app.get(
    '/api/bills/:id',
    {
      schema: { tags, summary: 'One bill', params: idParamsSchema, response: { 200: billSchema, ...errors } },
    },
    async (request) => getBill(deps.db, actorOf(request), request.params.id),
  );

  app.get(
    '/api/bills/:id/pdf',
    {
      schema: {
        tags,
        summary: 'The bill as an A4 PDF in its language',
        params: idParamsSchema,
        response: { 200: z.unknown().describe('application/pdf'), ...errors },
      },
    },
    async (request, reply) => {
      const { fileName, pdf } = await getBillPdf(deps.db, actorOf(request), request.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', attachmentDisposition(fileName))
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );

  app.get(
    '/api/bills/:id/payment',
    {
      schema: {
        tags,
        summary: "The pay page's data: the bill, the active bank accounts and the reference to write",
        params: idParamsSchema,
        response: { 200: billPaymentSchema, ...errors },
      },
    },
    async (request) => getBillPayment(deps.db, actorOf(request), request.params.id),
  );

  app.post(
    '/api/bills/:id/payment-notice',
    {
      schema: {
        tags,
        summary: '"I have paid": the bill awaits the staff’s confirmation',
        params: idParamsSchema,
        body: paymentNoticeBodySchema,
        response: { 200: billSchema, ...errors },
      },
    },
    async (request) => sendPaymentNotice(deps, actorOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/bills/:id/confirm',
    {
      schema: {
        tags,
        summary: 'The money has arrived: the bill is paid and its subscription in force (staff)',
        params: idParamsSchema,
        response: { 200: billSchema, ...errors },
      },
    },
    async (request) => confirmPayment(deps, actorOf(request), request.params.id),
  );

  app.post(
    '/api/bills/:id/reject',
    {
      schema: {
        tags,
        summary: 'Turn a payment notice down with a reason: the bill is unpaid again (staff)',
        params: idParamsSchema,
        body: rejectPaymentBodySchema,
        response: { 200: billSchema, ...errors },
      },
    },
    async (request) => rejectPayment(deps, actorOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/bills/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel an open bill: its subscription ends, its coupon use comes back',
        params: idParamsSchema,
        response: { 200: billSchema, ...errors },
      },
    },
    async (request) => cancelBill(deps, actorOf(request), request.params.id),
  );

  app.post(
    '/api/bills/:id/refund',
    {
      schema: {
        tags,
        summary: 'A paid bill refunded: its subscription ends (staff)',
        params: idParamsSchema,
        response: { 200: billSchema, ...errors },
      },
    },
    async (request) => refundBill(deps, actorOf(request), request.params.id),
  );
}
