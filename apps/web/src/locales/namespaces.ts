// Every admin namespace file of every language, each loaded on its own when a route asks for it
// (lib/i18n.ts loadNamespaces). In a module of its own, loaded with the first such request, so the
// entry does not carry this map of about a hundred files. Without the first texts (<language>.first.ts
// loads them before the first render): listed here, they would become chunks of their own.
export default import.meta.glob<Record<string, unknown>>(
  ['./*/*.json', '!./*/common.json', '!./*/auth.json', '!./*/misc.json'],
  { import: 'default' },
);
