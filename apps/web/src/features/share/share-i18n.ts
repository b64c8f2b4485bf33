// The guest pages' languages: each language's file holds only what these pages show
// (locales/<language>/<language>.share.ts, guest-texts.ts), and a second one what their
// later-loaded parts show (<language>.share-later.ts, loaded with them: lazy-parts.tsx). The stored
// choice is the admin app's (lib/i18n.ts).
import { startI18n, type LanguageModule } from '../../lib/i18n';

export function initShareI18n() {
  return startI18n(
    import.meta.glob<LanguageModule>('../../locales/*/*.share.ts'),
    import.meta.glob<LanguageModule>('../../locales/*/*.share-later.ts'),
  );
}
