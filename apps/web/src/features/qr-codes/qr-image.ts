// The QR code picture of an event (GET /api/qr-codes/{id}/image), fetched with the Bearer token as
// bytes (lib/file-download.ts) and shown or saved by components/link-share.
import type { QrFormat } from '../../components/link-share/link-share';
import { fetchFile, type FetchedFile } from '../../lib/file-download';

/** Edge lengths offered for the PNG download; the server draws 128–2048 px. */
export const PNG_SIZES = [512, 1024, 2048] as const;

export function fetchQrImage(
  id: string,
  format: QrFormat,
  size?: number,
  signal?: AbortSignal,
): Promise<FetchedFile> {
  const params = new URLSearchParams({ format });
  if (size) params.set('size', String(size));
  return fetchFile(`/api/qr-codes/${encodeURIComponent(id)}/image?${params}`, `qr-code.${format}`, signal);
}
