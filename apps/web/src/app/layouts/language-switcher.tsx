import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import TranslateOutlinedIcon from '@mui/icons-material/TranslateOutlined';
import { LANGUAGES, type Language } from '@hatira/shared/languages';
import { changeLanguage } from '../../lib/i18n';

/** Each language named in itself, so a reader finds their own language whatever the UI shows. */
export const LANGUAGE_ENDONYMS: Record<Language, string> = {
  tr: 'Türkçe',
  en: 'English',
  de: 'Deutsch',
  ru: 'Русский',
};

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('layout');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();

  function handleSelect(language: Language) {
    setAnchor(null);
    void changeLanguage(language);
  }

  return (
    <>
      <Tooltip title={t('language')}>
        <IconButton
          id={`${id}-button`}
          aria-label={t('language')}
          aria-haspopup="menu"
          aria-expanded={anchor ? 'true' : undefined}
          aria-controls={anchor ? `${id}-menu` : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <TranslateOutlinedIcon />
        </IconButton>
      </Tooltip>
      <Menu
        id={`${id}-menu`}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': `${id}-button` }, paper: { sx: { minWidth: 160 } } }}
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
