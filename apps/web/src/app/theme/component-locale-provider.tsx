// The built-in texts of MUI components (pagination, table and autocomplete labels …) in the UI
// language. Only the admin frame has such components, so the four locale tables load with it
// rather than with the sign-in pages.
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ThemeProvider } from '@mui/system';
import { createTheme, type Theme } from '@mui/material/styles';
import { deDE, enUS, ruRU, trTR } from '@mui/material/locale';
import { DEFAULT_LANGUAGE, isLanguage } from '@hatira/shared/languages';

const COMPONENT_LOCALES = { tr: trTR, en: enUS, de: deDE, ru: ruRU } as const;

export function ComponentLocaleProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const withLocale = useMemo(
    () => (outer: Theme) => createTheme(outer, COMPONENT_LOCALES[language]),
    [language],
  );
  return <ThemeProvider theme={withLocale}>{children}</ThemeProvider>;
}
