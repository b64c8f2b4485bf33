// i18next with one JSON file per feature and language: locales/{tr,en,de,ru}/<namespace>.json.
// Only the active language and the Turkish fallback are loaded; others load on demand. The admin
// app loads `<language>.first.ts` before the first render (common, auth, misc: what a page shows
// before the user does anything) and every other namespace with the route that shows it: the
// route kit's `page(…, namespaces)` and the admin layout's own (lib/route-kit.ts, app/router.tsx;
// docs/decisions/026-route-kit.md). A language change loads the namespaces asked for so far. The
// guest pages have a file of their own and one more for their later parts (the `rest` file,
// loaded by loadAllTexts; features/share/share-i18n.ts, docs/decisions/014-guest-entry.md).
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
/** One namespace's JSON per file path (locales/<language>/<namespace>.json), loaded on demand. */
export type NamespaceFiles = Record<string, () => Promise<Record<string, unknown>>>;

type Loader = () => Promise<void>;

/** By language (the folder name in locales/<language>/): what a first render needs, and the rest. */
let firstBundles = new Map<string, Loader>();
let restBundles = new Map<string, Loader>();
/** By `<language>/<namespace>`, once the map of namespace files has come (loadNamespaceMap). */
let namespaceFiles = new Map<string, Loader>();
let namespaceMap: (() => Promise<NamespaceFiles>) | null = null;
let namespaceMapLoaded: Promise<void> | null = null;

function loadNamespaceMap(): Promise<void> {
  const load = namespaceMap;
  if (!load) return Promise.resolve();
  namespaceMapLoaded ??= load().then(
    (files) => void (namespaceFiles = namespaceLoaders(files)),
    (error: unknown) => {
      namespaceMapLoaded = null; // a network hiccup: a later call tries again
      throw error;
    },
  );
  return namespaceMapLoaded;
}
/** The namespaces asked for so far (a language change loads them too); loadAllTexts asks for all. */
const wanted = new Set<string>();
let wantsRest = false;
const loaded = new Map<Loader, Promise<void>>();

const folderOf = (path: string) => path.split('/').at(-2) ?? '';
const namespaceOf = (path: string) => path.slice(path.lastIndexOf('/') + 1, -'.json'.length);

function bundleLoaders(bundles: LanguageBundles): Map<string, Loader> {
  return new Map(
    Object.entries(bundles).map(([path, load]) => {
      const language = folderOf(path);
      const loader = () =>
        load().then(({ default: files }) => {
          for (const [file, resources] of Object.entries(files))
            // Deep: a namespace may come in parts (the guest pages' first and later files).
            i18next.addResourceBundle(language, namespaceOf(file), resources, true, true);
        });
      return [language, loader];
    }),
  );
}

function namespaceLoaders(files: NamespaceFiles): Map<string, Loader> {
  return new Map(
    Object.entries(files).map(([path, load]) => {
      const [language, namespace] = [folderOf(path), namespaceOf(path)];
      const loader = () =>
        load().then((resources) => {
          i18next.addResourceBundle(language, namespace, resources, true, true);
        });
      return [`${language}/${namespace}`, loader];
    }),
  );
}

function loadOnce(load: Loader | undefined): Promise<void> {
  if (!load) return Promise.resolve();
  let done = loaded.get(load);
  if (!done) {
    done = load();
    done.catch(() => loaded.delete(load)); // a network hiccup: a later call tries again
    loaded.set(load, done);
  }
  return done;
}

async function loadLanguage(language: Language): Promise<void> {
  await Promise.all([
    loadOnce(firstBundles.get(language)),
    wantsRest ? loadOnce(restBundles.get(language)) : undefined,
    ...[...wanted].map((namespace) => loadOnce(namespaceFiles.get(`${language}/${namespace}`))),
  ]);
}

const currentLanguage = (): Language => (isLanguage(i18next.language) ? i18next.language : storedLanguage());

/** These namespaces in the current language and the fallback (and in every later language). */
export async function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  for (const namespace of namespaces) wanted.add(namespace);
  if (namespaces.length > 0) await loadNamespaceMap();
  const languages = new Set([FALLBACK_LANGUAGE, currentLanguage()]);
  await Promise.all([...languages].map(loadLanguage));
}

/**
 * More namespace files, by module path (locales/<language>/<namespace>.json), for a page that
 * brings its own: the guest entry has no map of the admin's files, and the invitation page adds its
 * texts (features/invitations/invite-texts.ts) before asking for them with loadNamespaces.
 */
export function addNamespaceFiles(files: NamespaceFiles): void {
  for (const [key, load] of namespaceLoaders(files)) namespaceFiles.set(key, load);
}

/**
 * Every namespace of the current language and the fallback: the guest pages' later parts, and
 * tests that render a page without its route.
 */
export async function loadAllTexts(): Promise<void> {
  wantsRest = true;
  await loadNamespaceMap();
  await loadNamespaces([...new Set([...namespaceFiles.keys()].map((key) => key.split('/')[1] ?? ''))]);
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
 * The admin app: locales/<language>/<language>.first.ts now, each other namespace when a route
 * asks for it; everything at once unless `onDemand` (the browser entry; tests render pages
 * without their routes).
 */
export async function initI18n({ onDemand = false } = {}): Promise<typeof i18next> {
  // Inside the function, so the guest entry (which never calls it) does not reference these files.
  await startI18n(import.meta.glob<LanguageModule>('../locales/*/*.first.ts'), {}, () =>
    import('../locales/namespaces').then((m) => m.default),
  );
  if (!onDemand) await loadAllTexts();
  return i18next;
}

/**
 * Starts i18next with the stored language (and the Turkish fallback): the `first` files now, the
 * `rest` files and the namespace files when asked for.
 */
export async function startI18n(
  first: LanguageBundles,
  rest: LanguageBundles = {},
  namespaces: (() => Promise<NamespaceFiles>) | null = null,
): Promise<typeof i18next> {
  firstBundles = bundleLoaders(first);
  restBundles = bundleLoaders(rest);
  namespaceFiles = new Map();
  namespaceMap = namespaces;
  namespaceMapLoaded = null;
  wanted.clear();
  wantsRest = false;
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

/**
 * SPEC §4: a language change loads the new language's texts in use (first, later and every
 * namespace asked for so far), sets the document language, is stored (unless `remember` is false:
 * a guessed language), and sets RTL where configured.
 */
export async function changeLanguage(language: Language, { remember = true } = {}): Promise<void> {
  await loadLanguage(language);
  await i18next.changeLanguage(language);
  if (remember) setItem('language', language);
  applyDocumentLanguage(language);
}

export function isRtl(language: string): boolean {
  return RTL_LANGUAGES.includes(language);
}

export { i18next };
