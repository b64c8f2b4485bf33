import { afterEach, describe, expect, it } from 'vitest';
import { RTL_LANGUAGES } from '@hatira/shared/languages';
import { changeLanguage, initI18n } from '../../lib/i18n';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import Box from '@mui/material/Box';
import { ThemeProvider } from '@mui/system';
import { AppThemeProvider, DirectionalStyles } from './app-theme-provider';
import { createAppTheme } from './theme';

afterEach(cleanup);

/** Every CSS rule Emotion has put into the document so far. */
function injectedCss(): string {
  return [...document.querySelectorAll('style[data-emotion]')]
    .flatMap((style) => [
      style.textContent ?? '',
      ...[...(style as HTMLStyleElement).sheet!.cssRules].map((r) => r.cssText),
    ])
    .join('\n');
}

function Sample({ direction }: { direction: 'ltr' | 'rtl' }) {
  const theme = createAppTheme({ mode: 'light', primaryColor: '#0a9394', skin: 'default', direction });
  return (
    <DirectionalStyles direction={direction}>
      <ThemeProvider theme={theme}>
        <Box data-testid="sample" sx={{ marginLeft: '13px', paddingRight: '7px', textAlign: 'left' }} />
      </ThemeProvider>
    </DirectionalStyles>
  );
}

describe('DirectionalStyles', () => {
  it('leaves left-to-right CSS as written', () => {
    render(<Sample direction="ltr" />);
    const css = injectedCss();
    expect(css).toMatch(/margin-left:\s*13px/);
    expect(css).toMatch(/padding-right:\s*7px/);
  });

  it('flips margins, paddings and alignment for a right-to-left language', async () => {
    render(<Sample direction="rtl" />);
    await screen.findByTestId('sample');
    await waitFor(() => expect(injectedCss()).toMatch(/margin-right:\s*13px/));
    const rtlRules = [...document.querySelectorAll('style[data-emotion^="muirtl"]')];
    expect(rtlRules.length).toBeGreaterThan(0);
    const css = injectedCss();
    expect(css).toMatch(/padding-left:\s*7px/);
    expect(css).toMatch(/text-align:\s*right/);
  });
});

describe('a language configured as right-to-left (SPEC §4)', () => {
  it('sets <html dir="rtl"> and flips the app theme’s CSS; switching back restores left-to-right', async () => {
    // None of the four languages is written right to left: configure one for this test.
    const configured = RTL_LANGUAGES as string[];
    configured.push('en');
    try {
      await initI18n();
      await changeLanguage('en');
      expect(document.documentElement).toHaveAttribute('dir', 'rtl');
      expect(document.documentElement).toHaveAttribute('lang', 'en');
      render(
        <AppThemeProvider>
          <Box data-testid="page" sx={{ marginLeft: '21px' }} />
        </AppThemeProvider>,
      );
      await screen.findByTestId('page');
      await waitFor(() => expect(injectedCss()).toMatch(/margin-right:\s*21px/));
    } finally {
      configured.splice(configured.indexOf('en'), 1);
      await changeLanguage('tr');
    }
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });
});
