// i18next with one JSON file per feature and language: locales/{tr,en,de,ru}/<namespace>.json.
// Only the active language and the Turkish fallback are loaded; others load on demand. The admin
// app's texts come in two files per language: `<language>.first.ts`, what a page shows before the
// user does anything (common, auth, misc), and `<language>.ts`, every other namespace, which the
// sign-in pages fetch after their first render and the admin pages before theirs (loadAllTexts;
// docs/decisions/008-first-load-budget.md). The guest pages have a file of their own
// (features/share/share-i18n.ts, docs/decisions/014-guest-entry.md).
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

type Loader = LanguageBundles[string];

/** By language (the folder name in locales/<language>/): what a first render needs, and the rest. */
let firstBundles = new Map<string, Loader>();
let restBundles = new Map<string, Loader>();
/** Set once something asked for every text (loadAllTexts): a language change then loads both. */
let wantsAll = false;
const loaded = new Map<Loader, Promise<void>>();

const byLanguage = (languageBundles: LanguageBundles) =>
  new Map(Object.entries(languageBundles).map(([path, load]) => [path.split('/').at(-2) ?? '', load]));

function loadFile(language: Language, load: Loader | undefined): Promise<void> {
  if (!load) return Promise.resolve();
  let done = loaded.get(load);
  if (!done) {
    done = load().then(({ default: files }) => {
      for (const [path, resources] of Object.entries(files)) {
        const namespace = path.slice(path.lastIndexOf('/') + 1, -'.json'.length);
        // Deep: a namespace may come in parts (the guest pages' first and later files).
        i18next.addResourceBundle(language, namespace, resources, true, true);
      }
    });
    done.catch(() => loaded.delete(load)); // a network hiccup: a later call tries again
    loaded.set(load, done);
  }
  return done;
}

async function loadLanguage(language: Language): Promise<void> {
  await Promise.all([
    loadFile(language, firstBundles.get(language)),
    wantsAll ? loadFile(language, restBundles.get(language)) : undefined,
  ]);
}

/**
 * Every namespace of the current language and the fallback. The admin layout's route waits for it;
 * the sign-in pages ask for it after their first render, and their forms wait for it before they
 * show a message (lib/lazy-zod-resolver.ts).
 */
export function loadAllTexts(): Promise<void> {
  wantsAll = true;
  const language = isLanguage(i18next.language) ? i18next.language : storedLanguage();
  return Promise.all([loadLanguage(FALLBACK_LANGUAGE), loadLanguage(language)]).then(() => undefined);
}

function applyDocumentLanguage(language: Language): void {
  document.documentElement.lang = language;
  document.documentElement.dir = RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr';
}

export function storedLanguage(): Language {
  const stored = getItem('language');
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

/**
 * The admin app: locales/<language>/<language>.first.ts, and — unless `deferRest` (the browser
 * entry, which loads it when a page needs it) — <language>.ts with every other namespace.
 */
export async function initI18n({ deferRest = false } = {}): Promise<typeof i18next> {
  // Inside the function, so the guest entry (which never calls it) does not reference these files.
  const rest = import.meta.glob<LanguageModule>([
    '../locales/*/*.ts',
    '!../locales/*/*.share.ts',
    '!../locales/*/*.first.ts',
  ]);
  await startI18n(import.meta.glob<LanguageModule>('../locales/*/*.first.ts'), rest);
  if (!deferRest) await loadAllTexts();
  return i18next;
}

/**
 * Starts i18next with the stored language (and the Turkish fallback): the `first` files now, the
 * `rest` when loadAllTexts asks.
 */
export async function startI18n(first: LanguageBundles, rest: LanguageBundles = {}): Promise<typeof i18next> {
  firstBundles = byLanguage(first);
  restBundles = byLanguage(rest);
  wantsAll = false;
  loaded.clear();
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
