// Who sees which part of the catalogue (docs/decisions/043): the rules on `printCatalogue`. Staff —
// a rule that may change every row (the admin's `manage all`) — see and write everything; a buyer
// (the subscriber's `read printCatalogue`) sees what can be ordered: active designs in active
// categories. A row a caller does not see is NOT_FOUND.
import { and, eq, type SQL } from 'drizzle-orm';
import { isPlatformWide } from '@hatira/shared/abilities';
import type { Actor } from '../../lib/actor.js';
import { printCategories, printDesigns } from './printing.table.js';

export const isCatalogueStaff = (actor: Actor): boolean =>
  isPlatformWide(actor.ability, 'update', 'printCatalogue');

/** The designs the caller sees (a query joined with their category): undefined for staff. */
export function visibleDesigns(actor: Actor): SQL | undefined {
  if (isCatalogueStaff(actor)) return undefined;
  return and(eq(printDesigns.isActive, true), eq(printCategories.isActive, true));
}
