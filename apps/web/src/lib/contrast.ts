// WCAG 2 contrast, free of MUI so the guest pages can use it too: the admin theme and the guest
// accent derive shades of a brand colour that text stays readable on (decisions/031).

/** WCAG AA for normal text. */
export const AA_TEXT_CONTRAST = 4.5;

type Rgba = [r: number, g: number, b: number, a: number];

/** `#rgb`, `#rrggbb`, `rgb(…)` or `rgba(…)` as 0–255 channels and an alpha of 0–1. */
export function parseColor(color: string): Rgba {
  const value = color.trim();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)).concat(1) as Rgba;
  }
  const fn = /^rgba?\(([^)]+)\)$/i.exec(value)?.[1];
  if (fn) {
    const [r = 0, g = 0, b = 0, a = 1] = fn
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number);
    return [r, g, b, a];
  }
  throw new Error(`Not a colour: ${color}`);
}

const toHex = (channels: readonly number[]) =>
  `#${channels.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** `top` at `weight` (0–1) over `bottom`: the colour CSS's color-mix(in srgb, …) gives. */
export function mixColors(top: string, bottom: string, weight: number): string {
  const a = parseColor(top);
  const b = parseColor(bottom);
  return toHex([0, 1, 2].map((i) => a[i]! * weight + b[i]! * (1 - weight)));
}

function luminance(color: string): number {
  const [r, g, b] = parseColor(color).map((c, i) => {
    if (i === 3) return c;
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgba;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * The WCAG contrast ratio (1–21) of text in `foreground` on `background`. A translucent foreground
 * (MUI's `rgba(0, 0, 0, 0.87)`) is first laid over the background.
 */
export function contrastRatio(foreground: string, background: string): number {
  const alpha = parseColor(foreground)[3];
  const fg = alpha < 1 ? mixColors(foreground, background, alpha) : foreground;
  const [lighter, darker] = [luminance(fg), luminance(background)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/**
 * The first shade of `color` on the way to `toward` (black or white, in 2 % steps) that `isReadable`
 * accepts; `color` itself when it already is. Keeps the hue, so the brand stays recognisable.
 */
export function shadeUntil(color: string, toward: string, isReadable: (shade: string) => boolean): string {
  for (let step = 0; step <= 50; step += 1) {
    const shade = mixColors(toward, color, step / 50);
    if (isReadable(shade)) return shade;
  }
  return toward;
}

/** Of two text colours, the one that reads better on `background`. */
export function readableOn(background: string, light = '#ffffff', dark = '#1b1f27'): string {
  return contrastRatio(light, background) >= contrastRatio(dark, background) ? light : dark;
}
