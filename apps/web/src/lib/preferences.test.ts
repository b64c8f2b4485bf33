import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import {
  DEFAULT_PREFERENCES,
  applyLayoutRules,
  getPreferences,
  mergePreferences,
  parsePreferences,
  primaryColorOf,
  resetPreferences,
  resolveColorScheme,
  updatePreferences,
  usePreferences,
  useResolvedColorScheme,
  type Preferences,
} from './preferences';
import { getJSON } from './storage';

const defaults: Preferences = { ...DEFAULT_PREFERENCES };

describe('defaults (SPEC §1, §9)', () => {
  it('are light, boxed, vertical, sticky navbar with blur, primary #0a9394 in both schemes', () => {
    expect(parsePreferences(null)).toEqual({
      theme: 'light',
      skin: 'default',
      primaryColorLight: '#0a9394',
      primaryColorDark: '#0a9394',
      navbarType: 'sticky',
      navbarBlur: true,
      verticalNavCollapsed: false,
      contentWidth: 'boxed',
      footerType: 'static',
      layout: 'vertical',
      horizontalNavType: 'sticky',
    });
  });
});

describe('applyLayoutRules', () => {
  it('switching to horizontal turns a hidden navbar into sticky and un-collapses the vertical nav', () => {
    const vertical: Preferences = { ...defaults, navbarType: 'hidden', verticalNavCollapsed: true };
    expect(mergePreferences(vertical, { layout: 'horizontal' })).toMatchObject({
      layout: 'horizontal',
      navbarType: 'sticky',
      verticalNavCollapsed: false,
    });
  });

  it('keeps a static navbar static when switching to horizontal', () => {
    const vertical: Preferences = { ...defaults, navbarType: 'static' };
    expect(mergePreferences(vertical, { layout: 'horizontal' }).navbarType).toBe('static');
  });

  it('leaves the vertical layout alone', () => {
    const vertical: Preferences = { ...defaults, navbarType: 'hidden', verticalNavCollapsed: true };
    expect(applyLayoutRules(vertical)).toBe(vertical);
  });

  it('holds in the horizontal layout: a hidden navbar or a collapsed nav cannot come back', () => {
    const horizontal: Preferences = { ...defaults, layout: 'horizontal' };
    expect(mergePreferences(horizontal, { navbarType: 'hidden', verticalNavCollapsed: true })).toMatchObject({
      navbarType: 'sticky',
      verticalNavCollapsed: false,
    });
  });
});

describe('parsePreferences', () => {
  it('replaces every invalid field by its default and keeps the valid ones', () => {
    expect(
      parsePreferences({
        theme: 'purple',
        skin: 'bordered',
        primaryColorLight: 'red',
        primaryColorDark: '#7367F0',
        navbarType: 42,
        navbarBlur: 'yes',
        footerType: 'hidden',
        contentWidth: 'wide',
      }),
    ).toEqual({
      ...defaults,
      skin: 'bordered',
      primaryColorDark: '#7367f0',
      footerType: 'hidden',
      contentWidth: 'wide',
    });
  });

  it('reads garbage as the defaults', () => {
    expect(parsePreferences('not an object')).toEqual(defaults);
    expect(parsePreferences([1, 2])).toEqual(defaults);
  });
});

describe('colour scheme', () => {
  it('system follows the operating system; light and dark are fixed', () => {
    expect(resolveColorScheme('system', true)).toBe('dark');
    expect(resolveColorScheme('system', false)).toBe('light');
    expect(resolveColorScheme('light', true)).toBe('light');
    expect(resolveColorScheme('dark', false)).toBe('dark');
  });

  it('each scheme has its own primary colour', () => {
    const preferences: Preferences = {
      ...defaults,
      primaryColorLight: '#111111',
      primaryColorDark: '#222222',
    };
    expect(primaryColorOf(preferences, 'light')).toBe('#111111');
    expect(primaryColorOf(preferences, 'dark')).toBe('#222222');
  });
});

describe('the store', () => {
  afterEach(() => {
    cleanup();
    resetPreferences();
    vi.unstubAllGlobals();
  });

  it('persists updates under one storage key and notifies subscribers', () => {
    const { result } = renderHook(() => usePreferences());
    act(() => updatePreferences({ theme: 'dark', layout: 'horizontal', navbarType: 'hidden' }));
    expect(result.current).toMatchObject({ theme: 'dark', layout: 'horizontal', navbarType: 'sticky' });
    expect(getJSON<Preferences>('preferences')).toEqual(result.current);
    expect(getPreferences()).toBe(result.current);
  });

  it('reset brings back the defaults', () => {
    updatePreferences({ skin: 'bordered', contentWidth: 'wide' });
    resetPreferences();
    expect(getPreferences()).toEqual(defaults);
    expect(getJSON<Preferences>('preferences')).toEqual(defaults);
  });

  it("theme 'system' follows prefers-color-scheme live", () => {
    const changeListeners = new Set<() => void>();
    let dark = false;
    vi.stubGlobal('matchMedia', (query: string) => ({
      media: query,
      get matches() {
        return dark;
      },
      addEventListener: (_: string, listener: () => void) => changeListeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => changeListeners.delete(listener),
    }));
    updatePreferences({ theme: 'system' });
    const { result } = renderHook(() => useResolvedColorScheme());
    expect(result.current).toBe('light');
    act(() => {
      dark = true;
      for (const listener of changeListeners) listener();
    });
    expect(result.current).toBe('dark');
  });
});
