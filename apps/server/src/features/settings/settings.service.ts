// The seller's identity that new bills copy (DESIGN.md §4 settings), kept as the `seller` key by
// staff under the rules on `settings`. A PUT merges the fields it holds over the stored ones in one
// statement (jsonb `||`), so the form and a script that fixes one field both work, and two saves of
// different fields both land (docs/decisions/035).
import { sql } from 'drizzle-orm';
import type { SellerSettings, UpdateSellerSettingsBody } from '@hatira/shared/settings';
import type { Db } from '../../db/client.js';
import { assertCan, type Actor } from '../../lib/actor.js';
import { EMPTY_SELLER, SELLER_KEY, sellerSettings } from './settings.queries.js';
import { settings } from './settings.table.js';

export async function getSellerSettings(db: Db, actor: Actor): Promise<SellerSettings> {
  assertCan(actor, 'read', 'settings');
  return sellerSettings(db);
}

export async function updateSellerSettings(
  db: Db,
  actor: Actor,
  input: UpdateSellerSettingsBody,
): Promise<SellerSettings> {
  assertCan(actor, 'update', 'settings');
  await db
    .insert(settings)
    .values({ key: SELLER_KEY, value: { ...EMPTY_SELLER, ...input }, updatedBy: actor.userId })
    .onConflictDoUpdate({
      target: settings.key,
      set: {
        value: sql`${settings.value} || ${JSON.stringify(input)}::jsonb`,
        updatedBy: actor.userId,
        updatedAt: new Date(),
      },
    });
  return sellerSettings(db);
}
