// The QR code picture of an event (GET /api/qr-codes/{id}/image). It needs the Bearer token, so an
// <img src> cannot load it: it is fetched as bytes and shown or saved through an object URL.
// lib/api.ts speaks JSON only; this is its one binary cousin. A 401 here needs no handling of its
// own: the page's JSON requests (the event itself) meet the same 401 and end the session.
import { useEffect, useState } from 'react';
import { queryOptions } from '@tanstack/react-query';
import { ERRORS, isErrorCode } from '@hatira/shared/errors';
import { ApiError } from '../../lib/api';
import { getSession } from '../../lib/session';

export type QrImageFormat = 'png' | 'svg';

/** Edge lengths offered for the PNG download; the server draws 128–2048 px. */
export const PNG_SIZES = [512, 1024, 2048] as const;

export interface QrImage {
  blob: Blob;
  /** The server's file name (hatira-{hash}.png). */
  fileName: string;
}

function fileNameOf(disposition: string | null, fallback: string): string {
  const match = disposition && /filename="?([^";]+)"?/i.exec(disposition);
  return match?.[1] ?? fallback;
}

export async function fetchQrImage(
  id: string,
  format: QrImageFormat,
  size?: number,
  signal?: AbortSignal,
): Promise<QrImage> {
  const params = new URLSearchParams({ format });
  if (size) params.set('size', String(size));
  const headers = new Headers();
  const token = getSession()?.accessToken;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(`/api/qr-codes/${encodeURIComponent(id)}/image?${params}`, { headers, signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK', 'Network error');
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: { code?: unknown } } | null;
    const code = body?.error?.code;
    if (isErrorCode(code)) throw new ApiError(response.status, code, ERRORS[code].message);
    throw new ApiError(response.status, 'INTERNAL', ERRORS.INTERNAL.message);
  }
  return {
    blob: await response.blob(),
    fileName: fileNameOf(response.headers.get('Content-Disposition'), `qr-code.${format}`),
  };
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
  const image = await fetchQrImage(id, format, size);
  const url = URL.createObjectURL(image.blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = image.fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Give the browser a moment to start the download before the bytes go.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}

/** An object URL for a blob, released when the blob changes or the component goes. */
export function useObjectUrl(blob: Blob | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob) return setUrl(undefined);
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}
