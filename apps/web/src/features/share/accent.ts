// The event's colour (its themeColor, else the product's #0a9394, SPEC §9) as the pages' accent,
// with shades of it that text stays readable on (WCAG AA, 4.5:1) whatever colour the host picked:
// the accent stays for tints, borders and focus rings; text and filled buttons use the shades.
import type { CSSProperties } from 'react';
import { AA_TEXT_CONTRAST, contrastRatio, mixColors, readableOn, shadeUntil } from '../../lib/contrast';

export const DEFAULT_ACCENT = '#0a9394';

const WHITE = '#ffffff';
const BLACK = '#000000';
/** Text on a light accent fill. */
const DARK_TEXT = '#1b1f27';

/** share.css's page and card backgrounds per scheme (share-contrast.test.ts holds them equal). */
export const GUEST_SURFACES = {
  light: { bg: '#f6f7f9', surface: '#ffffff' },
  dark: { bg: '#111318', surface: '#1b1e25' },
} as const;

/** share.css's --accent-soft: the accent this strong over the page, per scheme. */
export const SOFT_TINT = { light: 0.14, dark: 0.24 } as const;

const readsOn = (text: string, backgrounds: readonly string[]) =>
  backgrounds.every((background) => contrastRatio(text, background) >= AA_TEXT_CONTRAST);

export interface AccentShades {
  /** Filled buttons: the accent itself when dark text reads on it, else a darker shade for white text. */
  fill: string;
  onFill: string;
  /** A shade white text reads on (the event's header). */
  strong: string;
  /** Accent-coloured text on the light and on the dark pages (and on their accent tints). */
  inkLight: string;
  inkDark: string;
}

function inkFor(accent: string, scheme: 'light' | 'dark'): string {
  const { bg, surface } = GUEST_SURFACES[scheme];
  return shadeUntil(accent, scheme === 'light' ? BLACK : WHITE, (shade) =>
    readsOn(shade, [
      bg,
      surface,
      mixColors(accent, bg, SOFT_TINT[scheme]),
      mixColors(accent, surface, SOFT_TINT[scheme]),
    ]),
  );
}

export function accentShades(accent: string): AccentShades {
  const strong = shadeUntil(accent, BLACK, (shade) => readsOn(WHITE, [shade]));
  const keepsAccent = readableOn(accent, WHITE, DARK_TEXT) === DARK_TEXT && readsOn(DARK_TEXT, [accent]);
  return {
    fill: keepsAccent ? accent : strong,
    onFill: keepsAccent ? DARK_TEXT : WHITE,
    strong,
    inkLight: inkFor(accent, 'light'),
    inkDark: inkFor(accent, 'dark'),
  };
}

export const accentOf = (themeColor: string | null | undefined): string =>
  themeColor && /^#[0-9a-f]{6}$/i.test(themeColor) ? themeColor : DEFAULT_ACCENT;

export function accentStyle(accent: string): CSSProperties {
  const shades = accentShades(accent);
  return {
    '--accent': accent,
    '--accent-fill': shades.fill,
    '--on-accent': shades.onFill,
    '--accent-strong': shades.strong,
    '--accent-ink': shades.inkLight,
    '--accent-ink-dark': shades.inkDark,
  } as CSSProperties;
}
