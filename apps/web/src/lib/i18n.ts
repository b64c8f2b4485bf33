// i18next with one JSON file per feature and language: locales/{tr,en,de,ru}/<namespace>.json.
// Only the active language and the Turkish fallback are loaded (one file each, every namespace);
// others load on demand.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  FALLBACK_LANGUAGE,
  LANGUAGES,
  RTL_LANGUAGES,
  isLanguage,
  type Language,
} from '@hatira/shared/languages';
import { getItem, setItem } from './storage';

/** One module per language (locales/<language>/<language>.ts) holding all its namespaces. */
const bundles = import.meta.glob<{ default: Record<string, Record<string, unknown>> }>('../locales/*/*.ts');

async function loadLanguage(language: Language): Promise<void> {
  const load = bundles[`../locales/${language}/${language}.ts`];
  if (!load) return;
  const { default: files } = await load();
  for (const [path, resources] of Object.entries(files)) {
    const namespace = path.slice(path.lastIndexOf('/') + 1, -'.json'.length);
    if (!i18next.hasResourceBundle(language, namespace))
      i18next.addResourceBundle(language, namespace, resources, true, true);
  }
}

function applyDocumentLanguage(language: Language): void {
  document.documentElement.lang = language;
  document.documentElement.dir = RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr';
}

export function storedLanguage(): Language {
  const stored = getItem('language');
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

export async function initI18n(): Promise<typeof i18next> {
  const language = storedLanguage();
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    defaultNS: 'common',
    ns: [],
    resources: {},
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
    // No advertisement in the users' (or the tests') console.
    showSupportNotice: false,
  });
  await Promise.all([loadLanguage(FALLBACK_LANGUAGE), loadLanguage(language)]);
  applyDocumentLanguage(language);
  return i18next;
}

/** SPEC §4: a language change sets the document language, is stored, and sets RTL where configured. */
export async function changeLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  await i18next.changeLanguage(language);
  setItem('language', language);
  applyDocumentLanguage(language);
}

export function isRtl(language: string): boolean {
  return RTL_LANGUAGES.includes(language);
}

export { i18next };
