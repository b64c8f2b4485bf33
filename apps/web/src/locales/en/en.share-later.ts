// The guest pages' texts that only their later-loaded parts show (features/share/guest-texts.ts
// GUEST_TEXTS_LATER): loaded with those parts (lazy-parts.tsx) and with a legal page, after the first render.
export default import.meta.glob<Record<string, unknown>>(
  ['./share.json', './errors.json', './validation.json', './legal-pages.json'],
  {
    eager: true,
    import: 'default',
    query: '?guest-later',
  },
);
