// /api/printing/categories and /api/printing/designs (DESIGN.md §6.4): the catalogue, its pictures
// and the personalised proof. The background upload is multipart, in a scope of its own.
import fastifyMultipart from '@fastify/multipart';
import { z } from 'zod';
import { errorBodySchema, idParamsSchema, listResponseSchema } from '@hatira/shared/common';
import { fieldError } from '@hatira/shared/field-errors';
import {
  listPrintCategoriesQuerySchema,
  listPrintDesignsQuerySchema,
  PRINT_BACKGROUND_MAX_BYTES,
  printCategoryBodySchema,
  printCategorySchema,
  printDesignBodySchema,
  printDesignSchema,
  proofQuerySchema,
  updatePrintCategoryBodySchema,
  updatePrintDesignBodySchema,
} from '@hatira/shared/printing';
import { actorOf, assertCan } from '../../lib/actor.js';
import type { AppDeps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import type { App } from '../../lib/http.js';
import { pdfHeaders } from '../../lib/pdf.js';
import { servedImageKey } from './design-images.js';
import {
  createPrintCategory,
  deletePrintCategory,
  getPrintCategory,
  listPrintCategories,
  updatePrintCategory,
} from './print-categories.service.js';
import {
  createPrintDesign,
  deletePrintDesign,
  getPrintDesign,
  listPrintDesigns,
  replaceBackground,
  updatePrintDesign,
} from './print-designs.service.js';
import { designProof } from './proofs.js';

const tags = ['printing'];
const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
const noContent = { 204: z.null() };
const pdfSchema = z.unknown().describe('application/pdf');

export function printingRoutes(app: App, deps: AppDeps): void {
  app.get(
    '/api/printing/categories',
    {
      schema: {
        tags,
        summary: 'Catalogue categories: every one for staff, the active ones for buyers',
        querystring: listPrintCategoriesQuerySchema,
        response: {
          200: listResponseSchema(printCategorySchema),
          400: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request) => listPrintCategories(deps.db, actorOf(request), request.query),
  );

  app.post(
    '/api/printing/categories',
    {
      schema: {
        tags,
        summary: 'Add a category (staff)',
        body: printCategoryBodySchema,
        response: { 201: printCategorySchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createPrintCategory(deps.db, actorOf(request), request.body)),
  );

  app.get(
    '/api/printing/categories/:id',
    {
      schema: {
        tags,
        summary: 'One category',
        params: idParamsSchema,
        response: { 200: printCategorySchema, ...errors },
      },
    },
    async (request) => getPrintCategory(deps.db, actorOf(request), request.params.id),
  );

  app.patch(
    '/api/printing/categories/:id',
    {
      schema: {
        tags,
        summary: 'Change a category (staff)',
        params: idParamsSchema,
        body: updatePrintCategoryBodySchema,
        response: { 200: printCategorySchema, ...errors },
      },
    },
    async (request) => updatePrintCategory(deps.db, actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/printing/categories/:id',
    {
      schema: {
        tags,
        summary: 'Delete a category without designs (staff)',
        params: idParamsSchema,
        response: { ...noContent, ...errors },
      },
    },
    async (request, reply) => {
      await deletePrintCategory(deps.db, actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/printing/designs',
    {
      schema: {
        tags,
        summary: 'Designs: every one for staff, the orderable ones for buyers',
        querystring: listPrintDesignsQuerySchema,
        response: { 200: listResponseSchema(printDesignSchema), 400: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => listPrintDesigns(deps.db, actorOf(request), request.query),
  );

  app.post(
    '/api/printing/designs',
    {
      schema: {
        tags,
        summary: 'Add a design; its boxes must lie inside the page (staff)',
        body: printDesignBodySchema,
        response: { 201: printDesignSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createPrintDesign(deps, actorOf(request), request.body)),
  );

  app.get(
    '/api/printing/designs/:id',
    {
      schema: {
        tags,
        summary: 'One design',
        params: idParamsSchema,
        response: { 200: printDesignSchema, ...errors },
      },
    },
    async (request) => getPrintDesign(deps.db, actorOf(request), request.params.id),
  );

  app.patch(
    '/api/printing/designs/:id',
    {
      schema: {
        tags,
        summary: 'Change a design; the merged design is checked as a whole (staff)',
        params: idParamsSchema,
        body: updatePrintDesignBodySchema,
        response: { 200: printDesignSchema, ...errors },
      },
    },
    async (request) => updatePrintDesign(deps, actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/printing/designs/:id',
    {
      schema: {
        tags,
        summary: 'Delete a design never ordered (staff)',
        params: idParamsSchema,
        response: { ...noContent, ...errors },
      },
    },
    async (request, reply) => {
      await deletePrintDesign(deps, actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/printing/designs/:id/proof.pdf',
    {
      schema: {
        tags,
        summary: "The design personalised for one of the caller's events: a PDF of the exact page",
        params: idParamsSchema,
        querystring: proofQuerySchema,
        response: { 200: pdfSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { fileName, pdf } = await designProof(deps, actorOf(request), request.params.id, request.query);
      return reply.headers(pdfHeaders(fileName, 'inline')).send(pdf);
    },
  );

  app.get(
    '/api/printing/images/:file',
    {
      config: { public: true },
      schema: {
        tags,
        summary:
          "A design's screen background or catalogue preview (public; the name changes with the picture)",
        params: z.object({ file: z.string().regex(/^[0-9a-f]{24}\.jpg$/) }),
      },
    },
    async (request, reply) => {
      const stream = await deps.storage.get(servedImageKey(request.params.file));
      if (!stream) throw new AppError('NOT_FOUND');
      return reply
        .header('Content-Type', 'image/jpeg')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .send(stream);
    },
  );

  void app.register(async (scope: App) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: PRINT_BACKGROUND_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
    });
    scope.post(
      '/api/printing/designs/:id/background',
      {
        bodyLimit: PRINT_BACKGROUND_MAX_BYTES + 1024 * 1024,
        schema: {
          tags,
          summary: "Upload a design's background (multipart field `file`: PNG or JPEG, at most 20 MB; staff)",
          consumes: ['multipart/form-data'],
          params: idParamsSchema,
          response: { 200: printDesignSchema, ...errors, 413: errorBodySchema, 415: errorBodySchema },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        assertCan(actor, 'update', 'printCatalogue'); // before reading up to 20 MB
        const file = await request.file().catch(() => undefined);
        if (!file) throw new AppError('VALIDATION_FAILED', { file: fieldError('required') });
        const bytes = await file.toBuffer().catch((error: { code?: string }) => {
          throw error.code === 'FST_REQ_FILE_TOO_LARGE' ? new AppError('BACKGROUND_TOO_LARGE') : error;
        });
        return replaceBackground(deps, actor, request.params.id, bytes);
      },
    );
  });
}
