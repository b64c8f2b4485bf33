// What a page of the admin app shows before the user does anything: loaded before the first render
// (lib/i18n.ts). Every other namespace is in <language>.ts. Keep this file small: it is part of
// the sign-in page's first download (docs/decisions/008-first-load-budget.md).
export default import.meta.glob<Record<string, unknown>>(['./common.json', './auth.json', './misc.json'], {
  eager: true,
  import: 'default',
});
