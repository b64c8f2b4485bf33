import { describe, expect, it } from 'vitest';
import { contrastRatio, mixColors, parseColor, readableOn, shadeUntil } from './contrast';

describe('contrastRatio (WCAG 2)', () => {
  it('gives the known ratios', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#000', '#000')).toBe(1);
    // the reason for issue 11: white on the brand teal is below AA's 4.5
    expect(contrastRatio('#ffffff', '#0a9394')).toBeCloseTo(3.74, 2);
    // symmetric, and MUI's grey-blue text on white (a published value)
    expect(contrastRatio('#0a9394', '#ffffff')).toBe(contrastRatio('#ffffff', '#0a9394'));
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('lays translucent text over its background first', () => {
    expect(parseColor('rgba(0, 0, 0, 0.87)')).toEqual([0, 0, 0, 0.87]);
    expect(contrastRatio('rgba(0, 0, 0, 0.5)', '#ffffff')).toBeCloseTo(
      contrastRatio(mixColors('#000000', '#ffffff', 0.5), '#ffffff'),
      5,
    );
  });
});

describe('shades', () => {
  it('mixes as color-mix(in srgb) does', () => {
    expect(mixColors('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mixColors('#0a9394', '#ffffff', 1)).toBe('#0a9394');
  });

  it('walks towards black or white until the text reads, keeping a colour that already does', () => {
    const darker = shadeUntil('#0a9394', '#000000', (c) => contrastRatio('#ffffff', c) >= 4.5);
    expect(contrastRatio('#ffffff', darker)).toBeGreaterThanOrEqual(4.5);
    // the first passing step: one step less would not pass
    expect(contrastRatio('#ffffff', mixColors('#000000', '#0a9394', 0.08))).toBeLessThan(4.5);
    expect(shadeUntil('#123456', '#000000', () => true)).toBe('#123456');
  });

  it('picks the text colour that reads better', () => {
    expect(readableOn('#0a3d62')).toBe('#ffffff');
    expect(readableOn('#ffd400')).toBe('#1b1f27');
  });
});
