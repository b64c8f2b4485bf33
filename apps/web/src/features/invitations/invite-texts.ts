// The invitation page's texts, in small files of their own (not the other guest pages' later file,
// which the event and legal pages load: docs/decisions/049): `invite` (the card) with the page,
// `invite-replies` (the form, the messages) and the few error and field texts it adds to the guest
// entry's first file (invite-text-keys.ts) with the part below the card, or with a refusal. Asked
// for as namespaces, so a language change loads them in the new language too.
import { addNamespaceFiles, loadNamespaces, type NamespaceFiles } from '../../lib/i18n';

let added = false;

function addFiles(): void {
  if (added) return;
  addNamespaceFiles({
    ...import.meta.glob<Record<string, unknown>>('../../locales/*/{invite,invite-replies}.json', {
      import: 'default',
    }),
    ...import.meta.glob<Record<string, unknown>>(
      ['../../locales/*/errors.json', '../../locales/*/validation.json'],
      { import: 'default', query: '?guest-invite' },
    ),
  } satisfies NamespaceFiles);
  added = true;
}

/** The card's texts: the page waits for them. */
export function loadInviteTexts(): Promise<void> {
  addFiles();
  return loadNamespaces(['invite']);
}

/** The RSVP form's and the messages' texts, with the refusals and field messages the form shows. */
export function loadReplyTexts(): Promise<void> {
  addFiles();
  return loadNamespaces(['invite-replies', 'errors', 'validation']);
}

/** The texts of the page that says why the invitation cannot be shown. */
export function loadRefusalTexts(): Promise<void> {
  addFiles();
  return loadNamespaces(['errors']);
}
