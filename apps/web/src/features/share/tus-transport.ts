// The real transport of the upload queue: tus 1.0 at /api/share/{hash}/uploads (DESIGN.md §6.2).
// Loaded on demand with tus-js-client, when the guest first picks a file, so it is not part of the
// share pages' first download. tus itself does not retry here: the queue does, and each attempt
// continues the file's upload at the address the queue keeps for it (upload-store.ts), from the
// offset the server gives (HEAD); an address the server no longer knows gets a new upload.
import { Upload, type DetailedError } from 'tus-js-client';
import { isErrorCode } from '@hatira/shared/errors';
import { guestKeyHeaders } from './guest-key';
import { ALBUM_TOKEN_HEADER, uploadsPath } from './share.api';
import { UploadError, type UploadTransport } from './upload-queue';

/**
 * Pieces of this size: a proxy's body limit never stops a large video. A dropped piece is not lost:
 * the server keeps what of it arrived, so a drop costs only the bytes on their way (at most the
 * rest of the piece; bench/upload-resume.mjs, docs/decisions/056).
 */
const CHUNK_BYTES = 8 * 1024 * 1024;

export interface TusTarget {
  hash: string;
  albumId: string;
  albumToken: string | null;
}

/** The server's `{"error": {"code"}}`, or what the status says when there is none. */
export function toUploadError(error: unknown): UploadError {
  const response = (error as Partial<DetailedError> | null)?.originalResponse;
  if (!response) return new UploadError('NETWORK', true);
  const status = response.getStatus();
  let code: unknown;
  try {
    code = (JSON.parse(response.getBody()) as { error?: { code?: unknown } }).error?.code;
  } catch {
    code = undefined;
  }
  if (isErrorCode(code)) return new UploadError(code, status >= 500 || code === 'RATE_LIMITED');
  if (status === 413) return new UploadError('PAYLOAD_TOO_LARGE', false);
  // A bare 409/423 is tus' own: another offset or a locked upload; asking again resolves both.
  const retryable = status >= 500 || status === 409 || status === 423 || status === 429;
  return new UploadError('INTERNAL', retryable);
}

/** The upload's id: the last segment of the address the server gave it. */
export const uploadIdOf = (url: string) =>
  url
    .replace(/[?#].*$/, '')
    .split('/')
    .pop() ?? '';

export function createTusTransport(target: () => TusTarget): UploadTransport {
  return (item, handlers) => {
    const { hash, albumId, albumToken } = target();
    let upload: Upload | null = null;
    const file = item.file ?? new Blob(); // the queue sends only items with their bytes

    const done = new Promise<string>((resolve, reject) => {
      upload = new Upload(file, {
        endpoint: uploadsPath(hash),
        // where the server has the file already: a HEAD asks its offset, and it goes on from there
        uploadUrl: item.uploadUrl,
        metadata: { filename: item.name, filetype: item.type.mime, albumId },
        headers: { ...guestKeyHeaders(), ...(albumToken && { [ALBUM_TOKEN_HEADER]: albumToken }) },
        chunkSize: CHUNK_BYTES,
        retryDelays: null,
        // the queue's store (upload-store.ts) keeps the address, not tus' own local storage
        storeFingerprintForResuming: false,
        onUploadUrlAvailable: () => {
          const url = upload?.url ?? '';
          handlers.onUrl(url, url === item.uploadUrl);
        },
        onProgress: (bytesSent) => handlers.onProgress(bytesSent),
        onChunkComplete: (_chunk, bytesAccepted) => handlers.onConfirmed(bytesAccepted),
        onSuccess: () => resolve(uploadIdOf(upload?.url ?? '')),
        onError: (error) => reject(toUploadError(error)),
      });
      upload.start();
    });

    return {
      done,
      abort(terminate) {
        void upload?.abort(terminate).catch(() => undefined);
      },
    };
  };
}
