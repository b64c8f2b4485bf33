// The theme for the whole app, loaded with the app shell: keep its imports to the theme itself
// (no layout, customizer or date picker code belongs here).
import '@fontsource/public-sans/400.css';
import '@fontsource/public-sans/500.css';
import '@fontsource/public-sans/600.css';
import '@fontsource/public-sans/700.css';
import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import CssBaseline from '@mui/material/CssBaseline';
// @mui/material's ThemeProvider also carries the CSS-variables provider (about 3 KB gzipped in the
// sign-in pages' download), which this theme does not use; for a plain theme it renders this one.
import { ThemeProvider } from '@mui/system';
import { DEFAULT_LANGUAGE, isLanguage } from '@hatira/shared/languages';
import { isRtl } from '../../lib/i18n';
import { primaryColorOf, usePreferences, useResolvedColorScheme } from '../../lib/preferences';
import { createAppTheme } from './theme';

const RtlStyleCache = lazy(() => import('./rtl-style-cache'));

/** Right-to-left languages get their CSS flipped too; left-to-right ones never load that code. */
export function DirectionalStyles({
  direction,
  children,
}: {
  direction: 'ltr' | 'rtl';
  children: ReactNode;
}) {
  if (direction === 'ltr') return children;
  return (
    <Suspense fallback={null}>
      <RtlStyleCache>{children}</RtlStyleCache>
    </Suspense>
  );
}

export function AppThemeProvider({ children }: { children: ReactNode }) {
  const preferences = usePreferences();
  const mode = useResolvedColorScheme();
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const direction = isRtl(language) ? 'rtl' : 'ltr';
  const primaryColor = primaryColorOf(preferences, mode);
  const { skin } = preferences;

  const theme = useMemo(
    () => createAppTheme({ mode, primaryColor, skin, direction }),
    [mode, primaryColor, skin, direction],
  );

  return (
    <DirectionalStyles direction={direction}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </DirectionalStyles>
  );
}
