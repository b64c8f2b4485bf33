import { useTranslation } from 'react-i18next';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import TranslateOutlinedIcon from '@mui/icons-material/TranslateOutlined';
import { LANGUAGES, type Language } from '@hatira/shared/languages';
import { changeLanguage } from '../../lib/i18n';
import { useHeaderMenu } from './use-header-menu';

/** Each language named in itself, so a reader finds their own language whatever the UI shows. */
export const LANGUAGE_ENDONYMS: Record<Language, string> = {
  tr: 'Türkçe',
  en: 'English',
  de: 'Deutsch',
  ru: 'Русский',
};

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('layout');
  const menu = useHeaderMenu();

  function handleSelect(language: Language) {
    menu.close();
    void changeLanguage(language);
  }

  return (
    <>
      <Tooltip title={t('language')}>
        <IconButton {...menu.buttonProps} aria-label={t('language')}>
          <TranslateOutlinedIcon />
        </IconButton>
      </Tooltip>
      <Menu
        {...menu.popupProps}
        slotProps={{ list: { 'aria-labelledby': menu.buttonProps.id }, paper: { sx: { minWidth: 160 } } }}
      >
        {LANGUAGES.map((language) => (
          <MenuItem
            key={language}
            lang={language}
            selected={i18n.language === language}
            onClick={() => handleSelect(language)}
          >
            {LANGUAGE_ENDONYMS[language]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
