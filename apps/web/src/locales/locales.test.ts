// Every language holds every key (DESIGN.md §7), the English error and field texts are exactly
// the server's, and interpolation placeholders survive translation.
import { describe, expect, it } from 'vitest';
import { ERRORS } from '@hatira/shared/errors';
import { FIELD_ERRORS } from '@hatira/shared/field-errors';
import { LANGUAGES } from '@hatira/shared/languages';

type Tree = { [key: string]: string | Tree };

const files = import.meta.glob<Tree>('./*/*.json', { eager: true, import: 'default' });

function bundle(language: string, namespace: string): Tree {
  const tree = files[`./${language}/${namespace}.json`];
  if (!tree) throw new Error(`locales/${language}/${namespace}.json is missing`);
  return tree;
}

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

/** Plural forms differ by language (Russian has _few and _many); compare their base key. */
const baseKey = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();

const namespaces = [
  ...new Set(Object.keys(files).map((path) => path.split('/')[2]!.replace('.json', ''))),
].sort();

describe.each(namespaces)('locales/*/%s.json', (namespace) => {
  const source = flatten(bundle('tr', namespace));

  it.each(LANGUAGES.filter((l) => l !== 'tr'))(
    '%s has exactly the Turkish keys and placeholders',
    (language) => {
      const target = flatten(bundle(language, namespace));
      expect([...new Set([...target.keys()].map(baseKey))].sort()).toEqual(
        [...new Set([...source.keys()].map(baseKey))].sort(),
      );
      for (const [key, text] of target) {
        const sourceText = source.get(key) ?? source.get(`${baseKey(key)}_other`) ?? source.get(baseKey(key));
        expect({ key, placeholders: placeholders(text) }).toEqual({
          key,
          placeholders: placeholders(sourceText ?? ''),
        });
      }
    },
  );

  it('has no empty texts', () => {
    for (const language of LANGUAGES)
      for (const [key, text] of flatten(bundle(language, namespace)))
        expect({ language, key, text: text.trim() === '' }).toEqual({ language, key, text: false });
  });
});

describe('errors.json', () => {
  it.each(LANGUAGES)('%s translates every error code', (language) => {
    const texts = flatten(bundle(language, 'errors'));
    for (const code of [...Object.keys(ERRORS), 'LOGIN_FAILED', 'NETWORK'])
      expect(texts.has(code), code).toBe(true);
  });

  it('English is exactly the server text', () => {
    const english = flatten(bundle('en', 'errors'));
    for (const [code, { message }] of Object.entries(ERRORS))
      expect({ code, text: english.get(code) }).toEqual({ code, text: message });
    expect(english.get('LOGIN_FAILED')).toBe('Invalid email or password');
  });

  it('Turkish says "Veri Bulunamadı" for NOT_FOUND', () => {
    expect(flatten(bundle('tr', 'errors')).get('NOT_FOUND')).toBe('Veri Bulunamadı');
  });
});

describe('validation.json', () => {
  it('English holds every field error template as the server sends it', () => {
    const english = flatten(bundle('en', 'validation'));
    for (const [key, template] of Object.entries(FIELD_ERRORS))
      expect({ key, text: english.get(key) }).toEqual({ key, text: template });
    expect(english.get('requiredFields')).toBe('Please fill in the required fields!');
  });

  it('Turkish uses the SPEC texts', () => {
    const turkish = flatten(bundle('tr', 'validation'));
    expect(turkish.get('required')).toBe('Bu alan zorunludur');
    expect(turkish.get('requiredFields')).toBe('Lütfen zorunlu alanları doldurun!');
  });
});
