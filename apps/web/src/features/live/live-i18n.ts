// The venue screen's languages: each language's file holds only what the screen shows
// (locales/<language>/<language>.live.ts). The stored choice is the admin app's (lib/i18n.ts); a
// `?lang=` in the address picks another for this screen without storing it.
import { isLanguage } from '@hatira/shared/languages';
import { changeLanguage, startI18n, type LanguageModule } from '../../lib/i18n';

export async function initLiveI18n(search = window.location.search) {
  await startI18n(import.meta.glob<LanguageModule>('../../locales/*/*.live.ts'));
  const asked = new URLSearchParams(search).get('lang');
  if (isLanguage(asked)) await changeLanguage(asked, { remember: false });
}
