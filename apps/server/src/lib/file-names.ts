// File names the server hands out (media downloads, ZIP archives and their entries) and the
// Content-Disposition that carries them. Guests type whatever they like as their name and owners
// name albums freely, so every name is made safe to save on Windows, macOS and Linux: no path
// separators or reserved characters, no dot-only names, no device names.
import { formatOfMime, MEDIA_FORMATS } from '@hatira/shared/media';

// eslint-disable-next-line no-control-regex -- control characters are exactly what must go
const RESERVED_CHARACTERS = /[\u0000-\u001f\u007f<>:"/\\|?*]/g;
const WINDOWS_DEVICE_NAMES = /^(con|prn|aux|nul|com\d|lpt\d)(\..*)?$/i;
const NAME_MAX_CHARACTERS = 80;
/** A file name's own extension: a dot and up to five letters or digits at the end. */
const EXTENSION = /\.([A-Za-z0-9]{1,5})$/;

/** A file or folder name made from free text; `fallback` when nothing usable is left. */
export function safeName(text: string, fallback: string): string {
  let name = text
    .normalize('NFC')
    .replace(RESERVED_CHARACTERS, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+|[.\s]+$/g, '');
  name = Array.from(name).slice(0, NAME_MAX_CHARACTERS).join('').trim();
  if (WINDOWS_DEVICE_NAMES.test(name)) name = `_${name}`;
  return name || fallback;
}

/** A file name from a device (a guest's `IMG_4711.JPG`) made safe, its extension kept as it was. */
export function safeFileName(fileName: string, fallback: string): string {
  const extension = EXTENSION.exec(fileName)?.[0] ?? '';
  return safeName(fileName.slice(0, fileName.length - extension.length), fallback) + extension;
}

/** The extension (with its dot) for stored bytes of this detected type, else the guest's file's own. */
export function extensionFor(mime: string, originalFilename: string | null): string {
  const format = formatOfMime(mime);
  if (format) return `.${MEDIA_FORMATS[format].extensions[0]}`;
  const fromName = EXTENSION.exec(originalFilename ?? '')?.[1];
  return fromName ? `.${fromName.toLowerCase()}` : '.bin';
}

/** RFC 5987 value: percent-encoded UTF-8, including the characters encodeURIComponent leaves. */
const encodeRfc5987 = (text: string) =>
  encodeURIComponent(text).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * `attachment` with an ASCII `filename` for old clients (accents dropped, the rest replaced) and
 * the exact name in `filename*` for everybody else (RFC 6266).
 */
export function attachmentDisposition(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  const extension = dot > 0 ? fileName.slice(dot) : '';
  const ascii = fileName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ı/g, 'i')
    .replace(/ß/g, 'ss')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\%;]/g, '_');
  const fallback = /[A-Za-z0-9]/.test(ascii.slice(0, ascii.length - extension.length))
    ? ascii
    : `download${extension}`;
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeRfc5987(fileName)}`;
}
