// The guest pages' texts that only their later-loaded parts show (features/share/guest-texts.ts
// GUEST_TEXTS_LATER): loaded with those parts (lazy-parts.tsx), with a legal page and with the
// invitation page (its whole `invite` namespace: features/invitations/invite-page.tsx), after the first render.
export default import.meta.glob<Record<string, unknown>>(
  ['./share.json', './errors.json', './validation.json', './legal-pages.json', './invite.json'],
  {
    eager: true,
    import: 'default',
    query: '?guest-later',
  },
);
