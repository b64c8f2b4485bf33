export const LANGUAGES = ['tr', 'en', 'de', 'ru'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'tr';
export const FALLBACK_LANGUAGE: Language = 'tr';
/** Languages written right to left. None of the four is, but the mechanism is wired (SPEC §4). */
export const RTL_LANGUAGES: readonly string[] = [];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
