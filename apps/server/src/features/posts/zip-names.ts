// Names inside a downloaded ZIP and of the ZIP itself. Guests type whatever they like as their
// name and owners name albums freely, so every name is made safe to extract on Windows, macOS and
// Linux: no path separators or reserved characters, no dot-only names, and unique per folder
// without regard to case (two entries differing only in case overwrite each other on most disks).

// eslint-disable-next-line no-control-regex -- control characters are exactly what must go
const RESERVED_CHARACTERS = /[\u0000-\u001f\u007f<>:"/\\|?*]/g;
const WINDOWS_DEVICE_NAMES = /^(con|prn|aux|nul|com\d|lpt\d)(\..*)?$/i;
const NAME_MAX_CHARACTERS = 80;

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

/** Hands out names unique within one folder: `Ayşe-1.jpg`, then `Ayşe-1 (2).jpg`. */
export class NameSet {
  private readonly taken = new Set<string>();

  claim(base: string, extension = ''): string {
    for (let n = 1; ; n++) {
      const name = n === 1 ? `${base}${extension}` : `${base} (${n})${extension}`;
      const key = name.toLowerCase();
      if (!this.taken.has(key)) {
        this.taken.add(key);
        return name;
      }
    }
  }
}

const EXTENSION_OF_MIME: Record<string, string> = {
  'image/jpeg': '.jpg',
  'image/png': '.png',
  'image/heic': '.heic',
  'image/heif': '.heif',
  'video/mp4': '.mp4',
  'video/quicktime': '.mov',
};

/** The extension for stored bytes of this (detected) type, else the one the guest's file had. */
export function extensionFor(mime: string, originalFilename: string | null): string {
  const known = EXTENSION_OF_MIME[mime];
  if (known) return known;
  const fromName = /\.([A-Za-z0-9]{1,5})$/.exec(originalFilename ?? '')?.[1];
  return fromName ? `.${fromName.toLowerCase()}` : '.bin';
}

/** RFC 5987 value: percent-encoded UTF-8, including the characters encodeURIComponent leaves. */
const encodeRfc5987 = (text: string) =>
  encodeURIComponent(text).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * `attachment` with an ASCII `filename` for old clients (accents dropped, the rest replaced) and
 * the exact name in `filename*` for everybody else.
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
