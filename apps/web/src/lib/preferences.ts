// The user's interface preferences (SPEC §4), kept in one encrypted storage entry and shared with
// React through useSyncExternalStore. The language is not here: lib/i18n.ts owns it.
// SPEC §4 also names a stored "color-scheme": here it is derived from `theme` and the operating
// system's setting (resolveColorScheme), so it can never disagree with them.
import { useSyncExternalStore } from 'react';
import { getJSON, setJSON } from './storage';

export const THEME_MODES = ['light', 'dark', 'system'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];
export type ColorScheme = 'light' | 'dark';

export const SKINS = ['default', 'bordered'] as const;
export type Skin = (typeof SKINS)[number];

/** Navbar, footer and horizontal menu share the same three behaviours. */
export const BAR_TYPES = ['sticky', 'static', 'hidden'] as const;
export type BarType = (typeof BAR_TYPES)[number];

export const CONTENT_WIDTHS = ['boxed', 'wide'] as const;
export type ContentWidth = (typeof CONTENT_WIDTHS)[number];

export const LAYOUTS = ['vertical', 'horizontal'] as const;
export type Layout = (typeof LAYOUTS)[number];

export interface Preferences {
  theme: ThemeMode;
  skin: Skin;
  primaryColorLight: string;
  primaryColorDark: string;
  navbarType: BarType;
  navbarBlur: boolean;
  verticalNavCollapsed: boolean;
  contentWidth: ContentWidth;
  footerType: BarType;
  layout: Layout;
  horizontalNavType: BarType;
}

/** SPEC §9: primary colour #0a9394 in both themes. */
export const DEFAULT_PRIMARY_COLOR = '#0a9394';

export const DEFAULT_PREFERENCES: Readonly<Preferences> = Object.freeze({
  theme: 'light',
  skin: 'default',
  primaryColorLight: DEFAULT_PRIMARY_COLOR,
  primaryColorDark: DEFAULT_PRIMARY_COLOR,
  navbarType: 'sticky',
  navbarBlur: true,
  verticalNavCollapsed: false,
  contentWidth: 'boxed',
  footerType: 'static',
  layout: 'vertical',
  horizontalNavType: 'sticky',
});

const STORAGE_KEY = 'preferences';
const HEX_COLOR = /^#[0-9a-f]{6}$/i;

function oneOf<T extends string>(options: readonly T[], value: unknown, fallback: T): T {
  return typeof value === 'string' && (options as readonly string[]).includes(value)
    ? (value as T)
    : fallback;
}

function color(value: unknown, fallback: string): string {
  return typeof value === 'string' && HEX_COLOR.test(value) ? value.toLowerCase() : fallback;
}

function bool(value: unknown, fallback: boolean): boolean {
  return typeof value === 'boolean' ? value : fallback;
}

/**
 * SPEC §4: switching to the horizontal layout turns a hidden navbar into sticky and un-collapses
 * the vertical nav. Held as an invariant of the horizontal layout, so no later change (or an old
 * stored value) can bring back a state the horizontal layout has no control for.
 */
export function applyLayoutRules(preferences: Preferences): Preferences {
  if (preferences.layout !== 'horizontal') return preferences;
  if (preferences.navbarType !== 'hidden' && !preferences.verticalNavCollapsed) return preferences;
  return {
    ...preferences,
    navbarType: preferences.navbarType === 'hidden' ? 'sticky' : preferences.navbarType,
    verticalNavCollapsed: false,
  };
}

/** Reads stored (possibly old or tampered) preferences: every invalid field falls back to its default. */
export function parsePreferences(raw: unknown): Preferences {
  const source: Record<string, unknown> = raw !== null && typeof raw === 'object' ? { ...raw } : {};
  const d = DEFAULT_PREFERENCES;
  return applyLayoutRules({
    theme: oneOf(THEME_MODES, source.theme, d.theme),
    skin: oneOf(SKINS, source.skin, d.skin),
    primaryColorLight: color(source.primaryColorLight, d.primaryColorLight),
    primaryColorDark: color(source.primaryColorDark, d.primaryColorDark),
    navbarType: oneOf(BAR_TYPES, source.navbarType, d.navbarType),
    navbarBlur: bool(source.navbarBlur, d.navbarBlur),
    verticalNavCollapsed: bool(source.verticalNavCollapsed, d.verticalNavCollapsed),
    contentWidth: oneOf(CONTENT_WIDTHS, source.contentWidth, d.contentWidth),
    footerType: oneOf(BAR_TYPES, source.footerType, d.footerType),
    layout: oneOf(LAYOUTS, source.layout, d.layout),
    horizontalNavType: oneOf(BAR_TYPES, source.horizontalNavType, d.horizontalNavType),
  });
}

/** The pure update: merge, validate, then apply the layout rules. */
export function mergePreferences(current: Preferences, patch: Partial<Preferences>): Preferences {
  return parsePreferences({ ...current, ...patch });
}

export function resolveColorScheme(theme: ThemeMode, systemPrefersDark: boolean): ColorScheme {
  if (theme === 'system') return systemPrefersDark ? 'dark' : 'light';
  return theme;
}

/** The primary colour of the scheme on screen (SPEC §4 keeps one per scheme). */
export function primaryColorOf(preferences: Preferences, scheme: ColorScheme): string {
  return scheme === 'dark' ? preferences.primaryColorDark : preferences.primaryColorLight;
}

// ---- the store ----

const listeners = new Set<() => void>();
let snapshot: Preferences | undefined;

function emit(): void {
  for (const listener of listeners) listener();
}

export function getPreferences(): Preferences {
  snapshot ??= parsePreferences(getJSON<unknown>(STORAGE_KEY));
  return snapshot;
}

export function updatePreferences(patch: Partial<Preferences>): void {
  const next = mergePreferences(getPreferences(), patch);
  snapshot = next;
  setJSON(STORAGE_KEY, next);
  emit();
}

export function resetPreferences(): void {
  snapshot = { ...DEFAULT_PREFERENCES };
  setJSON(STORAGE_KEY, snapshot);
  emit();
}

export function subscribePreferences(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePreferences(): Preferences {
  return useSyncExternalStore(subscribePreferences, getPreferences, getPreferences);
}

// ---- the operating system's colour scheme, followed live for theme 'system' ----

const DARK_QUERY = '(prefers-color-scheme: dark)';

function darkQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(DARK_QUERY)
    : null;
}

function subscribeSystemScheme(listener: () => void): () => void {
  const query = darkQuery();
  query?.addEventListener('change', listener);
  return () => query?.removeEventListener('change', listener);
}

function systemPrefersDark(): boolean {
  return darkQuery()?.matches ?? false;
}

export function useSystemPrefersDark(): boolean {
  return useSyncExternalStore(subscribeSystemScheme, systemPrefersDark, () => false);
}

/** 'light' or 'dark' as shown now: the chosen theme, or the system's scheme for 'system'. */
export function useResolvedColorScheme(): ColorScheme {
  const { theme } = usePreferences();
  const prefersDark = useSystemPrefersDark();
  return resolveColorScheme(theme, prefersDark);
}
