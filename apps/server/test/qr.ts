// Reading a QR code from a picture the way a phone camera would (jsqr), for the tests of the QR
// image, the print proofs and the free cards.
import jsqrModule from 'jsqr';
import { PNG } from 'pngjs';

// jsqr is a CommonJS bundle whose types declare an ES default export.
type JsQr = typeof jsqrModule.default;
const jsQR: JsQr = (jsqrModule as unknown as { default?: JsQr }).default ?? (jsqrModule as unknown as JsQr);

/** The text of the QR code in a PNG, and the picture's width; throws when there is none. */
export function decodeQrPng(bytes: Buffer): { text: string; width: number } {
  const png = PNG.sync.read(bytes);
  const found = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  if (!found) throw new Error('no QR code found in the image');
  return { text: found.data, width: png.width };
}
