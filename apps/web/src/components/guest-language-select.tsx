// The guests' language: a native select (the phone's own picker), each language named in itself.
// Stored like the admin's choice (lib/i18n.ts changeLanguage). Shared by the guest entry's pages
// (the event pages, the legal pages, the invitation page: docs/decisions/049), so it brings its
// own CSS and icon and reads only the page's colour variables (--text, --text-2, --border,
// --surface), which each of those pages sets.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, isLanguage } from '@hatira/shared/languages';
import { changeLanguage } from '../lib/i18n';
import './guest-language-select.css';

/** Material Icons "translate" (Apache 2.0). */
const LANGUAGE_ICON =
  'M12.87 15.07l-2.54-2.51.03-.03A17.52 17.52 0 0 0 14.07 6H17V4h-7V2H8v2H1v2h11.17C11.5 7.92 10.44 9.75 9 11.35 8.07 10.32 7.3 9.19 6.69 8h-2c.73 1.63 1.73 3.17 2.98 4.56l-5.09 5.02L4 19l5-5 3.11 3.11.76-2.04zM18.5 10h-2L12 22h2l1.12-3h4.75L21 22h2l-4.5-12zm-2.62 7 1.62-4.33L19.12 17h-3.24z';

export function GuestLanguageSelect() {
  const { t, i18n } = useTranslation('common');
  const id = useId();
  return (
    <div className="guest-language">
      <svg className="guest-language__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={LANGUAGE_ICON} />
      </svg>
      <label htmlFor={id} className="guest-language__label">
        {t('language')}
      </label>
      <select
        id={id}
        value={i18n.language}
        onChange={(event) => isLanguage(event.target.value) && void changeLanguage(event.target.value)}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {t(`languages.${language}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
