// The guest's language: a native select (the phone's own picker), each language named in itself.
// Stored like the admin's choice (lib/i18n.ts changeLanguage).
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, isLanguage } from '@hatira/shared/languages';
import { changeLanguage } from '../../lib/i18n';
import { Icon, LANGUAGE_ICON } from './icons';

export function LanguageSelect() {
  const { t, i18n } = useTranslation('common');
  const id = useId();
  return (
    <div className="sh-language">
      <Icon path={LANGUAGE_ICON} />
      <label htmlFor={id} className="sh-visually-hidden">
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
