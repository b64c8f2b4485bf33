// The guest pages' languages: each language's file holds only the namespaces these pages use
// (locales/<language>/<language>.share.ts); the stored choice is the admin app's (lib/i18n.ts).
import { startI18n, type LanguageModule } from '../../lib/i18n';

export function initShareI18n() {
  return startI18n(import.meta.glob<LanguageModule>('../../locales/*/*.share.ts'));
}
