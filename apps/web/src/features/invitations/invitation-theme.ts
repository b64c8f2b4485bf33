// The four invitation themes' surfaces (invitation-card.css holds the same colours; a test keeps
// them equal) and the owner's colour as CSS variables, with shades that stay readable (WCAG AA,
// 4.5:1) on the theme whatever colour was picked: --inv-color for ornaments and tints,
// --inv-ink for coloured text, --inv-fill / --inv-on-fill for the filled buttons.
import type { CSSProperties } from 'react';
import type { InvitationTheme } from '@hatira/shared/invitations';
import { AA_TEXT_CONTRAST, contrastRatio, readableOn, shadeUntil } from '../../lib/contrast';

/**
 * = THEME_DEFAULT_COLORS of @hatira/shared/invitations, repeated: a value from that module would
 * bring its zod schemas (~30 KB gzipped) to a guest's phone. invitation-theme.test.ts keeps them equal.
 */
export const THEME_DEFAULT_COLORS: Record<InvitationTheme, string> = {
  classic: '#8a6d3b',
  garden: '#4f7942',
  modern: '#222222',
  night: '#c9a227',
};

export const THEME_SURFACES: Record<InvitationTheme, { bg: string; surface: string; text: string }> = {
  classic: { bg: '#f5efe4', surface: '#fffdf8', text: '#2b2520' },
  garden: { bg: '#eef3ea', surface: '#ffffff', text: '#1f2a1c' },
  modern: { bg: '#ececec', surface: '#ffffff', text: '#161616' },
  night: { bg: '#0f1320', surface: '#181d2e', text: '#f1ede2' },
};

const isDark = (theme: InvitationTheme) => theme === 'night';

export interface ThemeShades {
  ink: string;
  fill: string;
  onFill: string;
}

export function themeShades(theme: InvitationTheme, color: string): ThemeShades {
  const { bg, surface } = THEME_SURFACES[theme];
  const readsOnPage = (shade: string) =>
    [bg, surface].every((background) => contrastRatio(shade, background) >= AA_TEXT_CONTRAST);
  const ink = shadeUntil(color, isDark(theme) ? '#ffffff' : '#000000', readsOnPage);
  const onFill = readableOn(color);
  const fill =
    contrastRatio(onFill, color) >= AA_TEXT_CONTRAST
      ? color
      : shadeUntil(
          color,
          onFill === '#ffffff' ? '#000000' : '#ffffff',
          (shade) => contrastRatio(onFill, shade) >= AA_TEXT_CONTRAST,
        );
  return { ink, fill, onFill };
}

/** A #rrggbb colour, else the theme's own. */
export const themeColorOf = (theme: InvitationTheme, color: string) =>
  /^#[0-9a-f]{6}$/i.test(color) ? color : THEME_DEFAULT_COLORS[theme];

export function themeStyle(theme: InvitationTheme, color: string): CSSProperties {
  const base = themeColorOf(theme, color);
  const shades = themeShades(theme, base);
  return {
    '--inv-color': base,
    '--inv-ink': shades.ink,
    '--inv-fill': shades.fill,
    '--inv-on-fill': shades.onFill,
  } as CSSProperties;
}
