// The guest pages' namespaces of this language in one file (features/share/share-i18n.ts): only
// what /s/… and /not-qr show, so a guest's phone does not download the admin's texts. The query
// makes these JSON modules the guest's own copies: shared with <language>.ts, they would become a
// chunk of their own, a second request for each language in both apps.
export default import.meta.glob<Record<string, unknown>>(
  ['./share.json', './errors.json', './common.json', './misc.json'],
  { eager: true, import: 'default', query: '?guest' },
);
