// The admin app's root route (router.tsx): the common root (root-frame.tsx) in the colours of the
// user's preferences. Part of every page's first download, so no MUI here either.
import type { CSSProperties } from 'react';
import { primaryColorOf, usePreferences, useResolvedColorScheme } from '../lib/preferences';
import { createRootRoute } from './root-frame';
import { FONT_FAMILY, SURFACES } from './theme/tokens';

/** The user's primary colour and surfaces, for the elements drawn without the MUI theme. */
function useThemeColors(): CSSProperties {
  const preferences = usePreferences();
  const scheme = useResolvedColorScheme();
  const surface = SURFACES[scheme];
  return {
    '--root-primary': primaryColorOf(preferences, scheme),
    '--root-background': surface.background,
    '--root-text': surface.text,
    '--root-text-secondary': surface.textSecondary,
    '--root-font': FONT_FAMILY,
    colorScheme: scheme,
  } as CSSProperties;
}

export const { RootRoute, RootErrorBoundary } = createRootRoute(useThemeColors);
