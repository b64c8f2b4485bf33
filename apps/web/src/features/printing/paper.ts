// Paper sizes as the design editor offers them (PAPER_PRESETS, packages/shared/src/printing.ts):
// each preset either way up, or a custom size.
import { PAPER_PRESETS, type PaperPreset } from '@hatira/shared/printing';

export type PaperChoice = PaperPreset | 'custom';
export const PAPER_CHOICES = [...(Object.keys(PAPER_PRESETS) as PaperPreset[]), 'custom'] as const;

/** The preset of this size (portrait or landscape), or 'custom'. */
export function paperOf(widthMm: number, heightMm: number): PaperChoice {
  const found = (Object.entries(PAPER_PRESETS) as [PaperPreset, (typeof PAPER_PRESETS)[PaperPreset]][]).find(
    ([, size]) =>
      (size.widthMm === widthMm && size.heightMm === heightMm) ||
      (size.widthMm === heightMm && size.heightMm === widthMm),
  );
  return found?.[0] ?? 'custom';
}

export const isLandscape = (size: { widthMm: number; heightMm: number }) => size.widthMm > size.heightMm;

/** A preset's size in the orientation asked for. */
export function presetSize(preset: PaperPreset, landscape: boolean): { widthMm: number; heightMm: number } {
  const { widthMm, heightMm } = PAPER_PRESETS[preset];
  const long = Math.max(widthMm, heightMm);
  const short = Math.min(widthMm, heightMm);
  return landscape ? { widthMm: long, heightMm: short } : { widthMm: short, heightMm: long };
}
