// The QR code picture of an event (GET /api/qr-codes/{id}/image), fetched with the Bearer token as
// bytes (lib/file-download.ts) and shown (lib/use-object-url.ts) or saved.
import { queryOptions } from '@tanstack/react-query';
import { fetchFile, saveFile, type FetchedFile } from '../../lib/file-download';

export type QrImageFormat = 'png' | 'svg';

/** Edge lengths offered for the PNG download; the server draws 128–2048 px. */
export const PNG_SIZES = [512, 1024, 2048] as const;

export function fetchQrImage(
  id: string,
  format: QrImageFormat,
  size?: number,
  signal?: AbortSignal,
): Promise<FetchedFile> {
  const params = new URLSearchParams({ format });
  if (size) params.set('size', String(size));
  return fetchFile(`/api/qr-codes/${encodeURIComponent(id)}/image?${params}`, `qr-code.${format}`, signal);
}

/** The SVG for the on-screen preview. */
export function qrPreviewQuery(id: string, hash: string) {
  return queryOptions({
    // The hash is in the key: a new share link (if it ever changes) draws a new picture.
    queryKey: ['qr-codes', 'image', id, hash, 'svg'] as const,
    queryFn: ({ signal }) => fetchQrImage(id, 'svg', undefined, signal),
    staleTime: Infinity,
  });
}

/** Saves the picture as a file, with the server's file name. */
export async function downloadQrImage(id: string, format: QrImageFormat, size?: number): Promise<void> {
  saveFile(await fetchQrImage(id, format, size));
}
