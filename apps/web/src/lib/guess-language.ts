// A language from the browser's (navigator.languages) for a page that may guess one — the
// invitation page, until its guest picks a language. A guess is not a choice: it is not stored.
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@hatira/shared/languages';
import { getItem } from './storage';

/** Whether the user has picked a language (then no page guesses). */
export const hasChosenLanguage = () => isLanguage(getItem('language'));

/** The first of the browser's languages ("de-AT" counting as "de") that the app speaks, else the default. */
export function guessLanguage(browserLanguages: readonly string[]): Language {
  for (const tag of browserLanguages) {
    const language = tag.toLowerCase().split('-')[0];
    if (isLanguage(language)) return language;
  }
  return DEFAULT_LANGUAGE;
}
