// The invitation page's texts: its `invite` namespace and the few error and field texts it adds to
// the guest entry's first file (invite-text-keys.ts), each language a small file of its own loaded
// with the page — not with the other guest pages' later file, which the event and legal pages load
// (docs/decisions/049). Asked for as namespaces, so a language change loads them in the new one too.
import { addNamespaceFiles, loadNamespaces, type NamespaceFiles } from '../../lib/i18n';

let added = false;

export function loadInviteTexts(): Promise<void> {
  if (!added) {
    addNamespaceFiles({
      ...import.meta.glob<Record<string, unknown>>('../../locales/*/invite.json', { import: 'default' }),
      ...import.meta.glob<Record<string, unknown>>(
        ['../../locales/*/errors.json', '../../locales/*/validation.json'],
        { import: 'default', query: '?guest-invite' },
      ),
    } satisfies NamespaceFiles);
    added = true;
  }
  return loadNamespaces(['invite', 'errors', 'validation']);
}
