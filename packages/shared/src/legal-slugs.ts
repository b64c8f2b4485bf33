// The legal pages' slugs (DESIGN.md §4) and their public addresses, without zod: the page table
// and the guest pages import this file, and a guest's phone downloads no zod
// (docs/decisions/037-legal-pages.md). The schemas are in legal-pages.ts.
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

export function isLegalSlug(value: string): value is LegalSlug {
  return (LEGAL_SLUGS as readonly string[]).includes(value);
}

/** A legal page's public address: `/pages/kvkk`. */
export const legalPagePath = (slug: LegalSlug) => `/pages/${slug}`;

/** SPEC §2: the terms answer at the top level too. */
export const TERMS_PATH = '/terms-and-conditions';

/** Every public address of a legal page, with the slug it shows. */
export const LEGAL_PAGE_ADDRESSES: readonly { path: string; slug: LegalSlug }[] = [
  ...LEGAL_SLUGS.map((slug) => ({ path: legalPagePath(slug), slug })),
  { path: TERMS_PATH, slug: 'terms-and-conditions' },
];

/** The slug a public address shows, if it is one. */
export function legalSlugOf(pathname: string): LegalSlug | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return LEGAL_PAGE_ADDRESSES.find((address) => address.path === path)?.slug;
}
