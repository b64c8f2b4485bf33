import { errorBodySchema, listResponseSchema } from '@hatira/shared/common';
import {
  legalPageEditParamsSchema,
  legalPageParamsSchema,
  legalPageQuerySchema,
  legalPageSchema,
  legalPageSummarySchema,
  legalPageVersionSchema,
  legalPreviewSchema,
  previewLegalPageBodySchema,
  updateLegalPageBodySchema,
} from '@hatira/shared/legal-pages';
import { actorOf } from '../../lib/actor.js';
import type { AppDeps } from '../../lib/deps.js';
import type { App } from '../../lib/http.js';
import {
  getLegalPage,
  listLegalPages,
  listLegalPageVersions,
  previewLegalPage,
  saveLegalPage,
} from './legal-pages.service.js';

const tags = ['legal-pages'];

export function legalPageRoutes(app: App, deps: AppDeps): void {
  app.get(
    '/api/legal-pages',
    {
      schema: {
        tags,
        summary: 'Every legal page in every language with its current version (admin)',
        response: { 200: listResponseSchema(legalPageSummarySchema), 403: errorBodySchema },
      },
    },
    async (request) => listLegalPages(deps.db, actorOf(request)),
  );

  app.post(
    '/api/legal-pages/preview',
    {
      schema: {
        tags,
        summary: 'Render a Markdown text as a legal page shows it (admin)',
        body: previewLegalPageBodySchema,
        response: { 200: legalPreviewSchema, 400: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => previewLegalPage(actorOf(request), request.body.body),
  );

  app.get(
    '/api/legal-pages/:slug',
    {
      config: { public: true },
      schema: {
        tags,
        summary: "A legal page in the reader's language, or in Turkish when it has none (public)",
        params: legalPageParamsSchema,
        querystring: legalPageQuerySchema,
        response: { 200: legalPageSchema, 404: errorBodySchema },
      },
    },
    async (request) => getLegalPage(deps.db, request.params.slug, request.query.lang),
  );

  app.put(
    '/api/legal-pages/:slug/:language',
    {
      schema: {
        tags,
        summary: 'Save a new version of a legal page in one language (admin)',
        params: legalPageEditParamsSchema,
        body: updateLegalPageBodySchema,
        response: { 200: legalPageSchema, 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => saveLegalPage(deps.db, actorOf(request), request.params, request.body),
  );

  app.get(
    '/api/legal-pages/:slug/:language/versions',
    {
      schema: {
        tags,
        summary: 'The saved versions of a legal page in one language, newest first (admin)',
        params: legalPageEditParamsSchema,
        response: {
          200: listResponseSchema(legalPageVersionSchema),
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => listLegalPageVersions(deps.db, actorOf(request), request.params),
  );
}
