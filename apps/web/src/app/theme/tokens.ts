// The theme's plain values, free of MUI: the MUI theme (theme.ts) is built from them, and the root
// route draws its progress bar and last-resort error screen with them before MUI has loaded.
import type { ColorScheme } from '../../lib/preferences';

export const FONT_FAMILY = [
  '"Public Sans"',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

export interface Surface {
  background: string;
  paper: string;
  text: string;
  textSecondary: string;
  textDisabled: string;
  divider: string;
  /** "r, g, b" for rgba() shadows. */
  shadowColor: string;
}

export const SURFACES: Record<ColorScheme, Surface> = {
  light: {
    background: '#f5f6f8',
    paper: '#ffffff',
    text: '#262b36',
    textSecondary: '#5c6372',
    textDisabled: '#a1a6b0',
    divider: '#e3e5ea',
    shadowColor: '38, 43, 54',
  },
  dark: {
    background: '#171a21',
    paper: '#21252f',
    text: '#e6e8ee',
    textSecondary: '#a9aebb',
    textDisabled: '#6b7080',
    divider: '#343947',
    shadowColor: '4, 6, 12',
  },
};
