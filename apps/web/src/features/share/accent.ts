// The event's colour (its themeColor, else the product's #0a9394, SPEC §9) as the pages' accent,
// with a text colour that stays readable on it.
import type { CSSProperties } from 'react';

export const DEFAULT_ACCENT = '#0a9394';

/** White or near-black text on the accent: white while it keeps a contrast of 3 (MUI's threshold). */
export function textOn(hex: string): string {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return 1.05 / (luminance + 0.05) >= 3 ? '#ffffff' : '#1b1f27';
}

export const accentOf = (themeColor: string | null | undefined): string =>
  themeColor && /^#[0-9a-f]{6}$/i.test(themeColor) ? themeColor : DEFAULT_ACCENT;

export const accentStyle = (accent: string) =>
  ({ '--accent': accent, '--on-accent': textOn(accent) }) as CSSProperties;
