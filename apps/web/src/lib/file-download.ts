// Files the API answers as bytes rather than JSON (a QR code picture, a bill's PDF). They need the
// Bearer token, so an <a href> or <img src> cannot load them: they are fetched here and shown or
// saved through an object URL. lib/api.ts speaks JSON only; this is its one binary cousin. A 401
// needs no handling of its own: the page's JSON requests meet the same 401 and end the session.
import { ERRORS, isErrorCode } from '@hatira/shared/errors';
import { ApiError } from './api';
import { getSession } from './session';

export interface FetchedFile {
  blob: Blob;
  /** The server's file name (Content-Disposition), or the fallback. */
  fileName: string;
}

function fileNameOf(disposition: string | null, fallback: string): string {
  const match = disposition && /filename="?([^";]+)"?/i.exec(disposition);
  return match?.[1] ?? fallback;
}

/** GET `url` as bytes; a refusal throws the API's error as lib/api.ts does. */
export async function fetchFile(
  url: string,
  fallbackName: string,
  signal?: AbortSignal,
): Promise<FetchedFile> {
  const headers = new Headers();
  const token = getSession()?.accessToken;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(url, { headers, signal });
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
    fileName: fileNameOf(response.headers.get('Content-Disposition'), fallbackName),
  };
}

/** Saves fetched bytes as a download under their file name. */
export function saveFile({ blob, fileName }: FetchedFile): void {
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Give the browser a moment to start the download before the bytes go.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
