// Date and time pickers in the UI language (SPEC §9): weeks start on Monday and the clock has 24
// hours in every language. Pages with pickers wrap themselves in this provider; the layouts never
// import it, so the picker code stays out of the main bundle.
import 'dayjs/locale/de';
import 'dayjs/locale/en-gb';
import 'dayjs/locale/ru';
import 'dayjs/locale/tr';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { deDE, enUS, ruRU, trTR } from '@mui/x-date-pickers/locales';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@hatira/shared/languages';

/**
 * The dayjs locale per UI language. Turkish, German and Russian start the week on Monday with a
 * 24-hour clock; for English, British English does both (en-US would start on Sunday, 12-hour).
 */
export const DAYJS_LOCALES: Record<Language, string> = { tr: 'tr', en: 'en-gb', de: 'de', ru: 'ru' };

const PICKER_TEXTS = {
  tr: trTR.components.MuiLocalizationProvider.defaultProps.localeText,
  en: enUS.components.MuiLocalizationProvider.defaultProps.localeText,
  de: deDE.components.MuiLocalizationProvider.defaultProps.localeText,
  ru: ruRU.components.MuiLocalizationProvider.defaultProps.localeText,
} satisfies Record<Language, unknown>;

export function DatePickersProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={DAYJS_LOCALES[language]}
      localeText={PICKER_TEXTS[language]}
    >
      {children}
    </LocalizationProvider>
  );
}
