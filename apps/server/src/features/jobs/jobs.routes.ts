import { errorBodySchema, idParamsSchema, listResponseSchema } from '@hatira/shared/common';
import { jobSchema, listJobsQuerySchema } from '@hatira/shared/jobs';
import { actorOf } from '../../lib/actor.js';
import type { AppDeps } from '../../lib/deps.js';
import type { App } from '../../lib/http.js';
import { listJobs, retryJob } from './jobs.service.js';

const tags = ['jobs'];

export function jobRoutes(app: App, deps: AppDeps): void {
  app.get(
    '/api/jobs',
    {
      schema: {
        tags,
        summary: 'Background jobs: mails, sweeps; `status=failed` for the ones that gave up (admin)',
        querystring: listJobsQuerySchema,
        response: { 200: listResponseSchema(jobSchema), 400: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => listJobs(deps.db, actorOf(request), request.query),
  );

  app.post(
    '/api/jobs/:id/retry',
    {
      schema: {
        tags,
        summary: 'Try a failed job again, with all its tries (admin)',
        params: idParamsSchema,
        response: { 200: jobSchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => retryJob(deps.db, actorOf(request), request.params.id),
  );
}
