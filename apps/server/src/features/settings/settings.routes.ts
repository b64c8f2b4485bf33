import { errorBodySchema } from '@hatira/shared/common';
import { sellerSettingsSchema, updateSellerSettingsBodySchema } from '@hatira/shared/settings';
import { actorOf } from '../../lib/actor.js';
import type { AppDeps } from '../../lib/deps.js';
import type { App } from '../../lib/http.js';
import { getSellerSettings, updateSellerSettings } from './settings.service.js';

const tags = ['settings'];

export function settingsRoutes(app: App, deps: AppDeps): void {
  app.get(
    '/api/settings/seller',
    {
      schema: {
        tags,
        summary: "The seller's identity that bills print (admin)",
        response: { 200: sellerSettingsSchema, 403: errorBodySchema },
      },
    },
    async (request) => getSellerSettings(deps.db, actorOf(request)),
  );

  app.put(
    '/api/settings/seller',
    {
      schema: {
        tags,
        summary: "Save the seller's identity; fields left out keep their value (admin)",
        body: updateSellerSettingsBodySchema,
        response: { 200: sellerSettingsSchema, 400: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => updateSellerSettings(deps.db, actorOf(request), request.body),
  );
}
