// The venue screen's namespaces of this language in one file (features/live/live-i18n.ts): its own
// texts, and the error and common texts it shows (features/live/live-texts.ts), cut at build time.
export default import.meta.glob<Record<string, unknown>>(['./live.json', './errors.json', './common.json'], {
  eager: true,
  import: 'default',
  query: '?live',
});
