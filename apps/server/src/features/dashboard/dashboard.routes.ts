import { errorBodySchema } from '@hatira/shared/common';
import { dashboardResponseSchema } from '@hatira/shared/dashboard';
import { actorOf } from '../../lib/actor.js';
import type { AppDeps } from '../../lib/deps.js';
import type { App } from '../../lib/http.js';
import { getDashboard } from './dashboard.service.js';

export function dashboardRoutes(app: App, deps: AppDeps): void {
  app.get(
    '/api/dashboard',
    {
      schema: {
        tags: ['dashboard'],
        summary: "The caller's dashboard: platform numbers for an admin, their events' for an owner",
        response: { 200: dashboardResponseSchema, 401: errorBodySchema },
      },
    },
    async (request) => getDashboard(deps, actorOf(request)),
  );
}
