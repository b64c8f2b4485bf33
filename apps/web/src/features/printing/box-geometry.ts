// The design editor's arithmetic, in millimetres: a box moved or resized by the pointer's travel
// stays on the page and snaps to half millimetres; a QR box stays square and no smaller than a
// scanner reads.
import { QR_MIN_MM } from '@hatira/shared/printing';

export interface Rect {
  xMm: number;
  yMm: number;
  widthMm: number;
  heightMm: number;
}

export interface PageSize {
  widthMm: number;
  heightMm: number;
}

/** The grid a dragged box snaps to. */
export const SNAP_MM = 0.5;
/** The smallest a text box gets by dragging its corner (typing may go lower, to the schema's 1 mm). */
export const TEXT_MIN_MM = 5;

export const snap = (mm: number) => Math.round(mm / SNAP_MM) * SNAP_MM;
/** Within [low, high]; `low` wins when the box no longer fits (a page made smaller). */
const clamp = (value: number, low: number, high: number) => Math.max(low, Math.min(value, high));

/** The box carried by (dx, dy) mm, kept on the page. */
export function moveBox(start: Rect, dx: number, dy: number, page: PageSize): Rect {
  return {
    ...start,
    xMm: clamp(snap(start.xMm + dx), 0, page.widthMm - start.widthMm),
    yMm: clamp(snap(start.yMm + dy), 0, page.heightMm - start.heightMm),
  };
}

/** The box's lower right corner carried by (dx, dy) mm; a square grows by the larger move. */
export function resizeBox(start: Rect, dx: number, dy: number, page: PageSize, isSquare: boolean): Rect {
  if (isSquare) {
    const grow = Math.abs(dx) >= Math.abs(dy) ? dx : dy;
    const room = Math.min(page.widthMm - start.xMm, page.heightMm - start.yMm);
    const size = clamp(snap(start.widthMm + grow), QR_MIN_MM, room);
    return { ...start, widthMm: size, heightMm: size };
  }
  return {
    ...start,
    widthMm: clamp(snap(start.widthMm + dx), TEXT_MIN_MM, page.widthMm - start.xMm),
    heightMm: clamp(snap(start.heightMm + dy), TEXT_MIN_MM, page.heightMm - start.yMm),
  };
}
