// The primary colour as the theme uses it: the user's brand colour, shaded (same hue) until text
// reaches WCAG AA wherever it meets the primary — white text on filled buttons and chips, and
// primary-coloured text (links, text buttons, the selected menu item) on the page. In light mode
// that is a slightly darker shade with white text; in dark mode a lighter one with dark text, as
// MUI's own dark palette does. (#0a9394 itself gives white text only 3.7:1.) decisions/031.
import type { ColorScheme } from '../../lib/preferences';
import { AA_TEXT_CONTRAST, contrastRatio, mixColors, shadeUntil } from '../../lib/contrast';
import { SURFACES } from './tokens';

export interface PrimaryPalette {
  main: string;
  light: string;
  dark: string;
  contrastText: string;
}

/** How strongly the selected menu item and other "selected" rows are tinted with the primary. */
export const SELECTED_TINT: Record<ColorScheme, number> = { light: 0.08, dark: 0.16 };

const WHITE = '#ffffff';
const BLACK = '#000000';
/** Text on a primary fill in dark mode: the page's own near-black. */
const DARK_ON_PRIMARY = SURFACES.dark.background;

const darkerOf = (color: string) => mixColors(BLACK, color, 0.15);

export function primaryPalette(brand: string, mode: ColorScheme): PrimaryPalette {
  const { background, paper } = SURFACES[mode];
  const contrastText = mode === 'light' ? WHITE : DARK_ON_PRIMARY;
  const isReadable = (shade: string) =>
    // primary text on the page, on cards and on a selected (tinted) row …
    [background, paper, mixColors(shade, paper, SELECTED_TINT[mode])].every(
      (surface) => contrastRatio(shade, surface) >= AA_TEXT_CONTRAST,
    ) &&
    // … and text on a primary fill, also when hovered (the darker shade)
    [shade, darkerOf(shade)].every((fill) => contrastRatio(contrastText, fill) >= AA_TEXT_CONTRAST);
  const main = shadeUntil(brand, mode === 'light' ? BLACK : WHITE, isReadable);
  return { main, light: mixColors(WHITE, main, 0.2), dark: darkerOf(main), contrastText };
}
