// All namespaces of this language in one file: a language loads at once (lib/i18n.ts).
export default import.meta.glob<Record<string, unknown>>('./*.json', { eager: true, import: 'default' });
