// A buyer's acceptance of the contracts at checkout (DESIGN.md §6.3): which version of each page,
// in which language, when and from which address, and for which bill. Written here for the bills
// feature, inside the checkout's transaction.
import type { LegalSlug } from '@hatira/shared/legal-pages';
import type { Db } from '../../db/client.js';
import { contractAcceptances } from './legal-pages.table.js';

export interface AcceptedPage {
  slug: LegalSlug;
  language: string;
  /** The version the buyer was shown; 0 when no text of the page existed. */
  version: number;
}

export async function recordContractAcceptances(
  tx: Db,
  input: { userId: string; billId: string; ip: string; acceptedAt: Date; pages: AcceptedPage[] },
): Promise<void> {
  if (input.pages.length === 0) return;
  await tx.insert(contractAcceptances).values(
    input.pages.map((page) => ({
      userId: input.userId,
      billId: input.billId,
      ip: input.ip,
      acceptedAt: input.acceptedAt,
      slug: page.slug,
      language: page.language,
      version: page.version,
    })),
  );
}
