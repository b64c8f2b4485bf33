// Namespaces load with the routes that ask for them (lib/route-kit.ts), not all before a page;
// a language change loads the ones in use in the new language.
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage, i18next, loadNamespaces, startI18n } from './i18n';
import { clearStorage } from './storage';

const fetched: string[] = [];
const TEXTS: Record<string, Record<string, string>> = {
  'tr/users': { title: 'Kullanıcılar' },
  'tr/roles': { title: 'Roller' },
  'en/users': { title: 'Users' },
  'en/roles': { title: 'Roles' },
};
const namespaceFiles = Object.fromEntries(
  Object.entries(TEXTS).map(([key, texts]) => [
    `../locales/${key}.json`,
    () => {
      fetched.push(key);
      return Promise.resolve(texts);
    },
  ]),
);
const first = (language: string) => () => {
  fetched.push(`${language}/first`);
  return Promise.resolve({ default: { './common.json': { hello: language } } });
};

afterEach(() => {
  fetched.length = 0;
  clearStorage();
});

describe('namespaces loaded with their routes', () => {
  it('loads only the first texts before a route asks, then only what it asks for', async () => {
    await startI18n(
      { '../locales/tr/tr.first.ts': first('tr'), '../locales/en/en.first.ts': first('en') },
      {},
      () => Promise.resolve(namespaceFiles),
    );
    expect(fetched).toEqual(['tr/first']);

    await loadNamespaces(['users']);
    expect(fetched).toEqual(['tr/first', 'tr/users']);
    expect(i18next.t('users:title')).toBe('Kullanıcılar');

    // A second route asking again fetches nothing more.
    await loadNamespaces(['users']);
    expect(fetched).toHaveLength(2);
  });

  it('loads the namespaces in use in the new language when the language changes', async () => {
    await startI18n(
      { '../locales/tr/tr.first.ts': first('tr'), '../locales/en/en.first.ts': first('en') },
      {},
      () => Promise.resolve(namespaceFiles),
    );
    await loadNamespaces(['users']);
    await changeLanguage('en');
    expect(fetched).toEqual(['tr/first', 'tr/users', 'en/first', 'en/users']);
    expect(i18next.t('users:title')).toBe('Users');

    await loadNamespaces(['roles']);
    expect(fetched.slice(4).sort()).toEqual(['en/roles', 'tr/roles']);
    expect(i18next.t('roles:title')).toBe('Roles');
  });
});
