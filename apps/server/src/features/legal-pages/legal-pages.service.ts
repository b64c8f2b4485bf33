// The legal pages (DESIGN.md §6.3): anybody reads the current text of a page in their language
// (Turkish when that language has none yet); staff with the rules on `legalPages` list them, save a
// new version and read the history. Every save is a new row, so a contract a buyer accepted keeps
// the exact text of its version. Bodies are Markdown, rendered here (markdown.ts).
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { ListResponse } from '@hatira/shared/common';
import { isLanguage, LANGUAGES, type Language } from '@hatira/shared/languages';
import {
  isLegalSlug,
  LEGAL_SLUGS,
  type LegalPage,
  type LegalPageSummary,
  type LegalPageVersion,
  type LegalPreview,
  type LegalSlug,
  type UpdateLegalPageBody,
} from '@hatira/shared/legal-pages';
import type { Db } from '../../db/client.js';
import { assertCan, type Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/errors.js';
import { users } from '../users/users.table.js';
import { currentLegalPage } from './legal-pages.queries.js';
import { LEGAL_TEMPLATES } from './legal-pages.seed.js';
import { legalPages } from './legal-pages.table.js';
import { renderMarkdown } from './markdown.js';

/** Serialises the seed between instances starting at the same time on one PostgreSQL. */
const LEGAL_SEED_LOCK = 4242012;
/** With the page's hash: saves of one page in one language take turns. */
const LEGAL_SAVE_LOCK = 4242013;

/** Seeds the Turkish template of every slug that has no text at all. Safe to run on every start. */
export async function seedLegalPages(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LEGAL_SEED_LOCK})`);
    const present = await tx.selectDistinct({ slug: legalPages.slug }).from(legalPages);
    const missing = LEGAL_SLUGS.filter((slug) => !present.some((row) => row.slug === slug));
    if (missing.length === 0) return;
    await tx.insert(legalPages).values(
      missing.map((slug) => ({
        slug,
        language: 'tr' as const,
        version: 1,
        isTemplate: true,
        ...LEGAL_TEMPLATES[slug],
      })),
    );
  });
}

function toLegalPage(row: typeof legalPages.$inferSelect): LegalPage {
  return {
    slug: row.slug as LegalSlug,
    language: row.language,
    title: row.title,
    body: row.body,
    html: renderMarkdown(row.body),
    version: row.version,
    isTemplate: row.isTemplate,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function slugOf(slug: string): LegalSlug {
  if (!isLegalSlug(slug)) throw new AppError('NOT_FOUND');
  return slug;
}

function pageAddress(slug: string, language: string): { slug: LegalSlug; language: Language } {
  if (!isLanguage(language)) throw new AppError('NOT_FOUND');
  return { slug: slugOf(slug), language };
}

/** Public: the current text in `lang`, or in Turkish when it has none (`language` says which). */
export async function getLegalPage(db: Db, slug: string, lang: string | undefined): Promise<LegalPage> {
  const row = await currentLegalPage(db, slugOf(slug), isLanguage(lang) ? lang : 'tr');
  if (!row) throw new AppError('NOT_FOUND');
  return toLegalPage(row);
}

/** Every slug in every language, with its current version; nulls where a language has no text of its own. */
export async function listLegalPages(db: Db, actor: Actor): Promise<ListResponse<LegalPageSummary>> {
  assertCan(actor, 'read', 'legalPages');
  const current = await db
    .selectDistinctOn([legalPages.slug, legalPages.language])
    .from(legalPages)
    .orderBy(asc(legalPages.slug), asc(legalPages.language), desc(legalPages.version));
  const items = LEGAL_SLUGS.flatMap((slug) =>
    LANGUAGES.map((language): LegalPageSummary => {
      const row = current.find((r) => r.slug === slug && r.language === language);
      return {
        slug,
        language,
        version: row?.version ?? null,
        title: row?.title ?? null,
        isTemplate: row?.isTemplate ?? false,
        updatedAt: row?.updatedAt.toISOString() ?? null,
      };
    }),
  );
  return { items, total: items.length };
}

/**
 * Saves a new version of a page in one language (the first in a language is version 1): never an
 * edit in place, since buyers accepted the earlier ones. Saves of one page and language take turns
 * (a transaction-level advisory lock), so two at once get consecutive versions.
 */
export async function saveLegalPage(
  db: Db,
  actor: Actor,
  address: { slug: string; language: string },
  input: UpdateLegalPageBody,
): Promise<LegalPage> {
  assertCan(actor, 'update', 'legalPages');
  const { slug, language } = pageAddress(address.slug, address.language);
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(${LEGAL_SAVE_LOCK}, hashtext(${`${slug}:${language}`}))`,
    );
    const [last] = await tx
      .select({ version: legalPages.version })
      .from(legalPages)
      .where(and(eq(legalPages.slug, slug), eq(legalPages.language, language)))
      .orderBy(desc(legalPages.version))
      .limit(1);
    const [saved] = await tx
      .insert(legalPages)
      .values({
        slug,
        language,
        version: (last?.version ?? 0) + 1,
        title: input.title,
        body: input.body,
        isTemplate: false,
        updatedBy: actor.userId,
      })
      .returning();
    return toLegalPage(saved!);
  });
}

/** The saved versions of a page in one language, newest first (empty: it is shown in Turkish). */
export async function listLegalPageVersions(
  db: Db,
  actor: Actor,
  address: { slug: string; language: string },
): Promise<ListResponse<LegalPageVersion>> {
  assertCan(actor, 'read', 'legalPages');
  const { slug, language } = pageAddress(address.slug, address.language);
  const rows = await db
    .select({
      version: legalPages.version,
      title: legalPages.title,
      isTemplate: legalPages.isTemplate,
      updatedAt: legalPages.updatedAt,
      updatedBy: users.fullName,
    })
    .from(legalPages)
    .leftJoin(users, eq(users.id, legalPages.updatedBy))
    .where(and(eq(legalPages.slug, slug), eq(legalPages.language, language)))
    .orderBy(desc(legalPages.version));
  const items = rows.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() }));
  return { items, total: items.length };
}

/** The editor's preview: the same renderer as the page. */
export function previewLegalPage(actor: Actor, body: string): LegalPreview {
  assertCan(actor, 'update', 'legalPages');
  return { html: renderMarkdown(body) };
}
