// The version of a legal page in force: its newest saved version in a language (DESIGN.md §6.3).
// Checkout records which versions a buyer accepted.
import { and, desc, eq } from 'drizzle-orm';
import type { Language } from '@hatira/shared/languages';
import type { LegalSlug } from '@hatira/shared/legal-pages';
import type { Db } from '../../db/client.js';
import { legalPages } from './legal-pages.table.js';

/** The newest version of `slug` in `language`, or in Turkish when that language has none; null when neither has one. */
export async function currentLegalPage(db: Db, slug: LegalSlug, language: Language) {
  for (const lang of language === 'tr' ? (['tr'] as const) : ([language, 'tr'] as const)) {
    const [row] = await db
      .select()
      .from(legalPages)
      .where(and(eq(legalPages.slug, slug), eq(legalPages.language, lang)))
      .orderBy(desc(legalPages.version))
      .limit(1);
    if (row) return row;
  }
  return null;
}
