// i18next with one JSON file per feature and language: locales/{tr,en,de,ru}/<namespace>.json.
// Only the active language and the Turkish fallback are loaded (one file each); others load on
// demand. The admin app's file holds every namespace (initI18n); the guest pages' holds only
// theirs (features/share/share-i18n.ts, docs/decisions/014-guest-entry.md).
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

/** A language file: its namespaces' JSON by file path (locales/<language>/<language>*.ts). */
export interface LanguageModule {
  default: Record<string, Record<string, unknown>>;
}
/** The language files of one page, by module path, as import.meta.glob gives them. */
export type LanguageBundles = Record<string, () => Promise<LanguageModule>>;

/** The language files this page loads, by language (the folder name in locales/<language>/). */
let bundles = new Map<string, LanguageBundles[string]>();

async function loadLanguage(language: Language): Promise<void> {
  const load = bundles.get(language);
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

/** The admin app: locales/<language>/<language>.ts, every namespace. */
export function initI18n(): Promise<typeof i18next> {
  // Inside the function, so the guest entry (which never calls it) does not reference these files.
  return startI18n(import.meta.glob<LanguageModule>(['../locales/*/*.ts', '!../locales/*/*.share.ts']));
}

/** Starts i18next with the stored language (and the Turkish fallback) from these language files. */
export async function startI18n(languageBundles: LanguageBundles): Promise<typeof i18next> {
  bundles = new Map(
    Object.entries(languageBundles).map(([path, load]) => [path.split('/').at(-2) ?? '', load]),
  );
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
