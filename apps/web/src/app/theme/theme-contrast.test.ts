// WCAG AA (4.5:1) for every text/background pair the admin theme makes, in both schemes, for the
// customizer's colours and two a host might type (a light yellow, a near-black).
import { describe, expect, it } from 'vitest';
import type { Theme } from '@mui/material/styles';
import { AA_TEXT_CONTRAST, contrastRatio, mixColors } from '../../lib/contrast';
import { PRIMARY_SWATCHES } from '../layouts/customizer';
import { SELECTED_TINT } from './primary-palette';
import { createAppTheme } from './theme';

const COLOURS = [...PRIMARY_SWATCHES.map((swatch) => swatch.color), '#ffd400', '#111111'];
const SCHEMES = ['light', 'dark'] as const;

function textPairs(theme: Theme): [name: string, text: string, background: string][] {
  const { palette } = theme;
  const { background, text, primary } = palette;
  const selected = mixColors(primary.main, background.paper, SELECTED_TINT[palette.mode]);
  const pairs: [string, string, string][] = [];
  for (const [surface, colour] of [
    ['page', background.default],
    ['card', background.paper],
  ] as const) {
    pairs.push([`text on ${surface}`, text.primary, colour]);
    pairs.push([`secondary text on ${surface}`, text.secondary, colour]);
    pairs.push([`primary text (links, text buttons) on ${surface}`, primary.main, colour]);
  }
  pairs.push(['selected menu item', primary.main, selected]);
  pairs.push(['filled primary button', primary.contrastText, primary.main]);
  pairs.push(['filled primary button, hovered', primary.contrastText, primary.dark]);
  for (const colour of ['secondary', 'error', 'warning', 'info', 'success'] as const)
    pairs.push([`filled ${colour} button`, palette[colour].contrastText, palette[colour].main]);
  return pairs;
}

describe.each(SCHEMES)('the %s admin theme', (mode) => {
  it.each(COLOURS)('keeps every text at WCAG AA with primary %s', (primaryColor) => {
    const theme = createAppTheme({ mode, primaryColor, skin: 'default', direction: 'ltr' });
    const failing = textPairs(theme)
      .map(([name, text, background]) => ({ name, text, background, ratio: contrastRatio(text, background) }))
      .filter((pair) => pair.ratio < AA_TEXT_CONTRAST);
    expect(failing).toEqual([]);
  });
});

it('keeps the brand hue: #0a9394 becomes a slightly darker teal in light mode, a lighter one in dark', () => {
  const light = createAppTheme({ mode: 'light', primaryColor: '#0a9394', skin: 'default', direction: 'ltr' });
  const dark = createAppTheme({ mode: 'dark', primaryColor: '#0a9394', skin: 'default', direction: 'ltr' });
  expect(light.palette.primary.main).toBe(mixColors('#000000', '#0a9394', 0.16));
  expect(light.palette.primary.contrastText).toBe('#ffffff');
  expect(dark.palette.primary.main).toBe(mixColors('#ffffff', '#0a9394', 0.28));
  // a colour that already reads is left as it is
  expect(
    createAppTheme({ mode: 'light', primaryColor: '#6d5dd3', skin: 'default', direction: 'ltr' }).palette
      .primary.main,
  ).toBe('#6d5dd3');
});
