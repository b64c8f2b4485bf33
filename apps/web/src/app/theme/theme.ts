// The MUI theme of the admin: one function of the user's preferences. Soft neutral surfaces,
// 8 px corners (10 px for cards and dialogs), low diffuse shadows and a Public Sans type scale.
import { alpha, createTheme, type Shadows, type Theme } from '@mui/material/styles';
import type { ColorScheme, Skin } from '../../lib/preferences';
import { primaryPalette, SELECTED_TINT } from './primary-palette';
import { FONT_FAMILY, SURFACES } from './tokens';

export interface AppThemeOptions {
  mode: ColorScheme;
  primaryColor: string;
  skin: Skin;
  direction: 'ltr' | 'rtl';
}

const RADIUS = 8;
const CARD_RADIUS = 10;

/** 25 shadows rising gently: a short contact shadow plus a wide, faint ambient one. */
function buildShadows(mode: ColorScheme, skin: Skin): Shadows {
  const rgb = SURFACES[mode].shadowColor;
  const strength = mode === 'dark' ? 2.2 : 1;
  const shadows = Array.from({ length: 25 }, (_, level) => {
    if (level === 0) return 'none';
    const y = Math.ceil(level * 0.75);
    const blur = 4 + level * 2.5;
    const near = (0.06 * strength).toFixed(2);
    const far = (0.08 * strength).toFixed(2);
    return `0 ${Math.ceil(y / 2)}px ${Math.ceil(blur / 3)}px rgba(${rgb}, ${near}), 0 ${y}px ${blur}px rgba(${rgb}, ${far})`;
  });
  // The bordered skin draws edges instead of shadows for resting surfaces (elevation 1–4);
  // floating surfaces (menus, dialogs) keep theirs so they still read as above the page.
  if (skin === 'bordered') for (let level = 1; level <= 4; level += 1) shadows[level] = 'none';
  return shadows as Shadows;
}

export function createAppTheme({ mode, primaryColor, skin, direction }: AppThemeOptions): Theme {
  const surface = SURFACES[mode];
  const isBordered = skin === 'bordered';
  const primary = primaryPalette(primaryColor, mode);

  const theme = createTheme({
    direction,
    shape: { borderRadius: RADIUS },
    shadows: buildShadows(mode, skin),
    palette: {
      mode,
      primary,
      // The other colours' text on a fill (a delete button) is chosen for WCAG AA, not MUI's 3:1.
      contrastThreshold: 4.5,
      secondary: { main: mode === 'light' ? '#6b7285' : '#9aa0b1' },
      success: { main: '#22b573' },
      info: { main: '#1aa6d6' },
      warning: { main: '#f39c3c' },
      error: { main: '#e5484d' },
      background: { default: surface.background, paper: surface.paper },
      text: { primary: surface.text, secondary: surface.textSecondary, disabled: surface.textDisabled },
      divider: surface.divider,
      action: {
        hover: alpha(surface.text, 0.05),
        selected: alpha(primary.main, SELECTED_TINT[mode]),
        focus: alpha(surface.text, 0.1),
      },
    },
    typography: {
      fontFamily: FONT_FAMILY,
      fontSize: 14,
      htmlFontSize: 16,
      h1: { fontSize: '2.375rem', fontWeight: 600, lineHeight: 1.3 },
      h2: { fontSize: '2rem', fontWeight: 600, lineHeight: 1.32 },
      h3: { fontSize: '1.625rem', fontWeight: 600, lineHeight: 1.36 },
      h4: { fontSize: '1.375rem', fontWeight: 600, lineHeight: 1.4 },
      h5: { fontSize: '1.125rem', fontWeight: 600, lineHeight: 1.45 },
      h6: { fontSize: '0.9375rem', fontWeight: 600, lineHeight: 1.5 },
      subtitle1: { fontSize: '0.9375rem', fontWeight: 500, lineHeight: 1.5 },
      subtitle2: { fontSize: '0.8125rem', fontWeight: 500, lineHeight: 1.5 },
      body1: { fontSize: '0.9375rem', lineHeight: 1.55 },
      body2: { fontSize: '0.8125rem', lineHeight: 1.55 },
      button: { fontSize: '0.9375rem', fontWeight: 500, textTransform: 'none', letterSpacing: 0 },
      caption: { fontSize: '0.75rem', lineHeight: 1.4 },
      overline: { fontSize: '0.75rem', fontWeight: 500, letterSpacing: '0.08em', lineHeight: 1.5 },
    },
  });

  return createTheme(theme, {
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          body: { WebkitFontSmoothing: 'antialiased', MozOsxFontSmoothing: 'grayscale' },
          '#root': { minHeight: '100vh' },
        },
      },
      MuiPaper: {
        styleOverrides: { root: { backgroundImage: 'none' }, rounded: { borderRadius: CARD_RADIUS } },
      },
      MuiCard: {
        defaultProps: isBordered ? { variant: 'outlined' } : { elevation: 2 },
        styleOverrides: { root: { borderRadius: CARD_RADIUS } },
      },
      MuiCardHeader: {
        styleOverrides: {
          root: { padding: theme.spacing(3, 3, 0) },
          title: { fontSize: '1.125rem', fontWeight: 600 },
        },
      },
      MuiCardContent: {
        styleOverrides: {
          root: { padding: theme.spacing(3), '&:last-child': { paddingBottom: theme.spacing(3) } },
        },
      },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: {
          root: { borderRadius: RADIUS, paddingInline: theme.spacing(2.5) },
          sizeSmall: { paddingInline: theme.spacing(1.75) },
          containedPrimary: {
            boxShadow: isBordered ? 'none' : `0 2px 6px ${alpha(primaryColor, 0.3)}`,
            '&:hover': { boxShadow: isBordered ? 'none' : `0 4px 10px ${alpha(primaryColor, 0.35)}` },
          },
        },
      },
      MuiIconButton: { styleOverrides: { root: { borderRadius: RADIUS } } },
      MuiToggleButton: { styleOverrides: { root: { borderRadius: RADIUS, textTransform: 'none' } } },
      MuiListItemButton: {
        styleOverrides: {
          root: {
            borderRadius: RADIUS,
            '&.Mui-selected': {
              backgroundColor: alpha(primary.main, SELECTED_TINT[mode]),
              color: theme.palette.primary.main,
              '& .MuiListItemIcon-root': { color: theme.palette.primary.main },
            },
          },
        },
      },
      MuiListItemIcon: { styleOverrides: { root: { minWidth: 36, color: 'inherit' } } },
      MuiMenu: {
        styleOverrides: {
          paper: {
            marginTop: theme.spacing(0.5),
            borderRadius: RADIUS,
            border: `1px solid ${surface.divider}`,
          },
          list: { padding: theme.spacing(0.75) },
        },
      },
      MuiMenuItem: {
        styleOverrides: { root: { borderRadius: RADIUS - 2, minHeight: 38, gap: theme.spacing(1) } },
      },
      MuiPopover: {
        styleOverrides: { paper: { borderRadius: RADIUS, border: `1px solid ${surface.divider}` } },
      },
      MuiDialog: { styleOverrides: { paper: { borderRadius: CARD_RADIUS } } },
      MuiDrawer: {
        styleOverrides: { paper: { backgroundImage: 'none', borderColor: surface.divider } },
      },
      MuiOutlinedInput: {
        styleOverrides: {
          root: { borderRadius: RADIUS },
          notchedOutline: { borderColor: mode === 'light' ? '#d3d6dd' : '#434959' },
        },
      },
      MuiTooltip: {
        styleOverrides: {
          tooltip: { fontSize: '0.75rem', borderRadius: RADIUS - 2, padding: theme.spacing(0.75, 1.25) },
        },
      },
      MuiChip: { styleOverrides: { root: { borderRadius: RADIUS - 2, fontWeight: 500 } } },
      MuiAvatar: { styleOverrides: { root: { fontSize: '0.9375rem', fontWeight: 500 } } },
      MuiDivider: { styleOverrides: { root: { borderColor: surface.divider } } },
      MuiLink: { defaultProps: { underline: 'hover' } },
    },
  });
}
