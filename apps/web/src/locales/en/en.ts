// Every namespace of this language but those of <language>.first.ts, in one file: the admin pages
// load it before they render, the sign-in pages after (lib/i18n.ts loadAllTexts).
export default import.meta.glob<Record<string, unknown>>(
  ['./*.json', '!./common.json', '!./auth.json', '!./misc.json'],
  { eager: true, import: 'default' },
);
