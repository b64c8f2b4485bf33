// The legal pages a distance sale needs (DESIGN.md §6.3), one Markdown body per slug and language,
// each save a new version. The two contracts a buyer accepts at checkout are among them.
import { z } from 'zod';
import { requiredText } from './common.js';
import { fieldError } from './field-errors.js';
import { LANGUAGES } from './languages.js';
import { LEGAL_BODY_MAX, LEGAL_TITLE_MAX } from './limits.js';

export const LEGAL_SLUGS = [
  'distance-sales-contract',
  'pre-information-form',
  'kvkk',
  'privacy-policy',
  'terms-and-conditions',
] as const;
export type LegalSlug = (typeof LEGAL_SLUGS)[number];

/** What a buyer must accept at checkout. */
export const CHECKOUT_CONTRACTS = ['distance-sales-contract', 'pre-information-form'] as const;

export const legalPageParamsSchema = z.object({ slug: z.enum(LEGAL_SLUGS) });
export const legalPageQuerySchema = z.object({ lang: z.enum(LANGUAGES).optional() });
export const legalPageEditParamsSchema = z.object({ slug: z.enum(LEGAL_SLUGS), language: z.enum(LANGUAGES) });

export const legalPageSchema = z.object({
  slug: z.enum(LEGAL_SLUGS),
  /** The language of the text served: the asked one, or Turkish when it has none. */
  language: z.enum(LANGUAGES),
  title: z.string(),
  /** Markdown; render it sanitised. */
  body: z.string(),
  version: z.number().int(),
  /** A seeded text the business has not reviewed yet. */
  isTemplate: z.boolean(),
  updatedAt: z.string(),
});
export type LegalPage = z.infer<typeof legalPageSchema>;

export const updateLegalPageBodySchema = z.object({
  title: requiredText(LEGAL_TITLE_MAX),
  body: z
    .string({ error: fieldError('required') })
    .trim()
    .min(1, { error: fieldError('required') })
    .max(LEGAL_BODY_MAX, { error: fieldError('tooLong', { max: LEGAL_BODY_MAX }) }),
});
export type UpdateLegalPageBody = z.infer<typeof updateLegalPageBodySchema>;
