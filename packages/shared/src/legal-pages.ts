// The legal pages a distance sale needs (DESIGN.md §6.3), one Markdown body per slug and language,
// each save a new version. The two contracts a buyer accepts at checkout are among them.
import { z } from 'zod';
import { requiredText } from './common.js';
import { fieldError } from './field-errors.js';
import { LANGUAGES } from './languages.js';
import { LEGAL_SLUGS } from './legal-slugs.js';
import { LEGAL_BODY_MAX, LEGAL_TITLE_MAX } from './limits.js';

export { CHECKOUT_CONTRACTS, isLegalSlug, LEGAL_SLUGS, type LegalSlug } from './legal-slugs.js';

// Addresses take any text: an unknown slug or language is a page that does not exist (404), not a
// form error. The services narrow them with isLegalSlug / isLanguage.
export const legalPageParamsSchema = z.object({ slug: z.string().max(60) });
/** The reader's language; without it, or in a language the site does not have, Turkish. */
export const legalPageQuerySchema = z.object({ lang: z.string().max(10).optional() });
export const legalPageEditParamsSchema = z.object({ slug: z.string().max(60), language: z.string().max(10) });

export const legalPageSchema = z.object({
  slug: z.enum(LEGAL_SLUGS),
  /** The language of the text served: the asked one, or Turkish when it has none. */
  language: z.enum(LANGUAGES),
  title: z.string(),
  /** Markdown, as the admin wrote it (the editor's text). */
  body: z.string(),
  /** The body rendered on the server: raw HTML escaped, links only to http(s), mailto or this site. */
  html: z.string(),
  version: z.number().int(),
  /** A seeded text the business has not reviewed yet. */
  isTemplate: z.boolean(),
  updatedAt: z.string(),
});
export type LegalPage = z.infer<typeof legalPageSchema>;

/** One slug in one language on the admin's list: its current version, or nulls when it has no text of its own (Turkish is served). */
export const legalPageSummarySchema = z.object({
  slug: z.enum(LEGAL_SLUGS),
  language: z.enum(LANGUAGES),
  version: z.number().int().nullable(),
  title: z.string().nullable(),
  isTemplate: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type LegalPageSummary = z.infer<typeof legalPageSummarySchema>;

/** A saved version of a page in one language, newest first; `updatedBy` is the editor's name (null: seeded or a deleted user). */
export const legalPageVersionSchema = z.object({
  version: z.number().int(),
  title: z.string(),
  isTemplate: z.boolean(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
});
export type LegalPageVersion = z.infer<typeof legalPageVersionSchema>;

const legalBody = z
  .string({ error: fieldError('required') })
  .trim()
  .min(1, { error: fieldError('required') })
  .max(LEGAL_BODY_MAX, { error: fieldError('tooLong', { max: LEGAL_BODY_MAX }) });

export const updateLegalPageBodySchema = z.object({
  title: requiredText(LEGAL_TITLE_MAX),
  body: legalBody,
});
export type UpdateLegalPageBody = z.infer<typeof updateLegalPageBodySchema>;

/** POST /api/legal-pages/preview: the editor's text rendered as the page will show it. */
export const previewLegalPageBodySchema = z.object({ body: legalBody });
export type PreviewLegalPageBody = z.infer<typeof previewLegalPageBodySchema>;
export const legalPreviewSchema = z.object({ html: z.string() });
export type LegalPreview = z.infer<typeof legalPreviewSchema>;
