// The guest pages' root route (share-router.tsx): the common root (root-frame.tsx) in the
// product's colour and the phone's light or dark surfaces. Guests have no stored preferences to
// read, so none of the admin's preference code comes along.
import type { CSSProperties } from 'react';
import { DEFAULT_ACCENT } from '../features/share/accent';
import { createRootRoute } from './root-frame';
import { FONT_FAMILY, SURFACES } from './theme/tokens';

function guestColors(): CSSProperties {
  const scheme = window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  const surface = SURFACES[scheme];
  return {
    '--root-primary': DEFAULT_ACCENT,
    '--root-background': surface.background,
    '--root-text': surface.text,
    '--root-text-secondary': surface.textSecondary,
    '--root-font': FONT_FAMILY,
    colorScheme: scheme,
  } as CSSProperties;
}

export const { RootRoute: ShareRoot, RootErrorBoundary: ShareRootErrorBoundary } =
  createRootRoute(guestColors);
