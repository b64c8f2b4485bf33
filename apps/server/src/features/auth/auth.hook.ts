// Secure by default: every /api route needs a valid session unless it says `config: { public: true }`.
// 401 means only "your session is gone" (DESIGN.md §6).
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { isApiPath, type App } from '../../lib/http.js';
import { resolveSession } from '../sessions/sessions.service.js';

export function registerAuthHook(app: App, deps: { db: Db; config: Config }): void {
  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (request) => {
    // onRequest, before the body is read: a signed-out caller gets 401, not a validation error.
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (token) request.actor = await resolveSession(deps.db, deps.config, token);
    const isOpen =
      request.is404 ||
      request.routeOptions.config.public ||
      !isApiPath(request.url) ||
      request.url.startsWith('/api/docs'); // the OpenAPI document and its UI
    if (isOpen) return;
    if (!request.actor) throw new AppError('UNAUTHORIZED');
  });
}
