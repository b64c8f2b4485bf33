// WCAG AA (4.5:1) on the guest pages: share.css's text colours on its backgrounds in both schemes,
// and the accent shades accent.ts derives for any event colour a host may pick.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AA_TEXT_CONTRAST, contrastRatio, mixColors } from '../../lib/contrast';
import { accentShades, DEFAULT_ACCENT, GUEST_SURFACES, SOFT_TINT } from './accent';

// Read from disk: the test runner hands CSS imports over empty, `?raw` included.
const css = readFileSync(path.join(import.meta.dirname, 'share.css'), 'utf8');

/** The custom properties of the first `.sh {…}` block after `marker` (the light or the dark one). */
function variablesAfter(marker: string): Record<string, string> {
  const start = css.indexOf('.sh {', css.indexOf(marker));
  const block = css.slice(start, css.indexOf('}', start));
  return Object.fromEntries([...block.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]));
}

const SCHEMES = {
  light: variablesAfter('/* The guest pages'),
  dark: variablesAfter('@media (prefers-color-scheme: dark)'),
};

describe.each(['light', 'dark'] as const)('the %s guest pages', (scheme) => {
  const vars = SCHEMES[scheme];

  it('match the backgrounds accent.ts measures against', () => {
    expect({ bg: vars['--bg'], surface: vars['--surface'] }).toEqual(GUEST_SURFACES[scheme]);
  });

  it('keep text, secondary text and status texts readable on every surface', () => {
    const failing: string[] = [];
    for (const text of ['--text', '--text-2', '--danger', '--success', '--warning'])
      for (const background of ['--bg', '--surface'])
        if (contrastRatio(vars[text]!, vars[background]!) < AA_TEXT_CONTRAST)
          failing.push(
            `${text} on ${background}: ${contrastRatio(vars[text]!, vars[background]!).toFixed(2)}`,
          );
    expect(contrastRatio(vars['--text']!, vars['--surface-2']!)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    expect(failing).toEqual([]);
  });
});

describe('accent shades', () => {
  const ACCENTS = [DEFAULT_ACCENT, '#ffd400', '#ffffff', '#000000', '#e91e63', '#3f51b5', '#8bc34a'];

  it.each(ACCENTS)('keep text on and in %s readable', (accent) => {
    const shades = accentShades(accent);
    const ratios: [string, number][] = [
      ['button text on its fill', contrastRatio(shades.onFill, shades.fill)],
      ['white header text', contrastRatio('#ffffff', shades.strong)],
    ];
    for (const scheme of ['light', 'dark'] as const) {
      const ink = scheme === 'light' ? shades.inkLight : shades.inkDark;
      for (const background of Object.values(GUEST_SURFACES[scheme]))
        for (const surface of [background, mixColors(accent, background, SOFT_TINT[scheme])])
          ratios.push([`${scheme} accent text on ${surface}`, contrastRatio(ink, surface)]);
    }
    expect(ratios.filter(([, ratio]) => ratio < AA_TEXT_CONTRAST)).toEqual([]);
  });

  it('keeps a light accent on buttons with dark text, and darkens the brand teal for white text', () => {
    expect(accentShades('#ffd400')).toMatchObject({ fill: '#ffd400', onFill: '#1b1f27' });
    const teal = accentShades(DEFAULT_ACCENT);
    expect(teal.onFill).toBe('#ffffff');
    expect(teal.fill).not.toBe(DEFAULT_ACCENT);
    expect(contrastRatio('#ffffff', DEFAULT_ACCENT)).toBeLessThan(AA_TEXT_CONTRAST);
  });
});
