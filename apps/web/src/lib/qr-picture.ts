// QR codes drawn in the browser, with the library (and the options) the server draws the event's QR
// code with (apps/server/src/features/qr-codes/qr-image.ts): the live slideshow's link on the event
// page, and the share link in the corner of the venue screen, which has no session to ask the
// server's owner-only picture with. The library loads when first needed (about 10 KB gzipped).
import type { QRCodeToDataURLOptions, QRCodeToStringOptions } from 'qrcode';

/** Error correction Q (25 %): readable from across a room, and when printed small. */
const OPTIONS = {
  errorCorrectionLevel: 'Q',
  margin: 2,
  color: { dark: '#000000', light: '#ffffff' },
} as const;

const library = () => import('qrcode').then((module) => module.default);

/** The code of `text` as SVG markup (scales to any size). */
export async function qrSvg(text: string, options: Partial<QRCodeToStringOptions> = {}): Promise<string> {
  return (await library()).toString(text, { ...OPTIONS, ...options, type: 'svg' });
}

/** The code of `text` as a PNG `size` pixels wide (drawn on a canvas). */
export async function qrPng(text: string, size: number): Promise<Blob> {
  const options: QRCodeToDataURLOptions = { ...OPTIONS, type: 'image/png', width: size };
  const dataUrl = await (await library()).toDataURL(text, options);
  return (await fetch(dataUrl)).blob();
}
