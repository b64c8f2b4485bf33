// WCAG AA (4.5:1) on the invitation: each theme's text colours on its surfaces as
// invitation-card.css writes them, and the shades invitation-theme.ts derives from any colour an
// owner may pick (coloured text on the theme, button text on its fill).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { INVITATION_THEMES, THEME_DEFAULT_COLORS } from '@hatira/shared/invitations';
import { AA_TEXT_CONTRAST, contrastRatio } from '../../lib/contrast';
import { THEME_DEFAULT_COLORS as REPEATED_COLORS, THEME_SURFACES, themeShades } from './invitation-theme';

// Read from disk: the test runner hands CSS imports over empty.
const css = readFileSync(path.join(import.meta.dirname, 'invitation-card.css'), 'utf8');

/** The custom properties of a theme's palette block (classic is the base block). */
function palette(theme: string): Record<string, string> {
  const marker =
    theme === 'classic' ? '.inv-card,\n.inv-page {' : `.inv-card--${theme},\n.inv-page--${theme} {`;
  const start = css.indexOf(marker);
  if (start < 0) throw new Error(`no palette for ${theme}`);
  const block = css.slice(start, css.indexOf('}', start));
  return Object.fromEntries([...block.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]));
}

it('repeats the shared default colours of the themes', () => {
  expect(REPEATED_COLORS).toEqual(THEME_DEFAULT_COLORS);
});

describe.each(INVITATION_THEMES)('the %s theme', (theme) => {
  const vars = palette(theme);

  it('has the surfaces invitation-theme.ts measures against', () => {
    expect({ bg: vars['--inv-bg'], surface: vars['--inv-surface'], text: vars['--inv-text'] }).toEqual(
      THEME_SURFACES[theme],
    );
  });

  it('keeps text, secondary text and errors readable on the page and the card', () => {
    const failing: string[] = [];
    for (const text of ['--inv-text', '--inv-text-2', '--inv-danger'])
      for (const background of ['--inv-bg', '--inv-surface']) {
        const ratio = contrastRatio(vars[text]!, vars[background]!);
        if (ratio < AA_TEXT_CONTRAST) failing.push(`${text} on ${background}: ${ratio.toFixed(2)}`);
      }
    expect(failing).toEqual([]);
  });

  it.each([THEME_DEFAULT_COLORS[theme], '#ffd400', '#ffffff', '#000000', '#e91e63', '#3f51b5', '#0a9394'])(
    'keeps text in and on %s readable',
    (color) => {
      const { ink, fill, onFill } = themeShades(theme, color);
      const { bg, surface } = THEME_SURFACES[theme];
      const ratios: [string, number][] = [
        ['button text on its fill', contrastRatio(onFill, fill)],
        ['coloured text on the page', contrastRatio(ink, bg)],
        ['coloured text on the card', contrastRatio(ink, surface)],
      ];
      expect(ratios.filter(([, ratio]) => ratio < AA_TEXT_CONTRAST)).toEqual([]);
    },
  );
});
