// The real transport of the upload queue: tus 1.0 at /api/share/{hash}/uploads (DESIGN.md §6.2).
// Loaded on demand with tus-js-client, when the guest first picks a file, so it is not part of the
// share pages' first download. tus itself does not retry here: the queue does, and each attempt
// finds the file's earlier upload by its fingerprint and continues it.
import { Upload, type DetailedError } from 'tus-js-client';
import { isErrorCode } from '@hatira/shared/errors';
import { guestKeyHeaders } from './guest-key';
import { ALBUM_TOKEN_HEADER, uploadsPath } from './share.api';
import { UploadError, type UploadTransport } from './upload-queue';
import { uploadStorage } from './upload-url-storage';

/** Pieces of this size: a proxy's body limit never stops a large video, and a lost piece is small. */
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
  return ({ file, type }, handlers) => {
    const { hash, albumId, albumToken } = target();
    let upload: Upload | null = null;
    let aborted = false;

    const done = new Promise<string>((resolve, reject) => {
      upload = new Upload(file, {
        endpoint: uploadsPath(hash),
        metadata: { filename: file.name, filetype: type.mime, albumId },
        headers: { ...guestKeyHeaders(), ...(albumToken && { [ALBUM_TOKEN_HEADER]: albumToken }) },
        chunkSize: CHUNK_BYTES,
        retryDelays: null,
        urlStorage: uploadStorage,
        storeFingerprintForResuming: true,
        // Kept until the post is published (forgetUploads): a finished file picked again after a
        // reload is recognised as already sent.
        removeFingerprintOnSuccess: false,
        // The album is part of the file's identity: an upload made for one album is not continued
        // into another.
        fingerprint: (f) =>
          Promise.resolve(['hatira', hash, albumId, f.name, f.type, f.size, f.lastModified].join(':')),
        onProgress: handlers.onProgress,
        onSuccess: () => resolve(uploadIdOf(upload?.url ?? '')),
        onError: (error) => reject(toUploadError(error)),
      });
      const current = upload;
      void current
        .findPreviousUploads()
        .catch(() => [])
        .then((previous) => {
          if (aborted) return;
          const latest = previous.sort((a, b) => b.creationTime.localeCompare(a.creationTime))[0];
          if (latest) {
            handlers.onResume();
            current.resumeFromPreviousUpload(latest);
          }
          current.start();
        });
    });

    return {
      done,
      abort(terminate) {
        aborted = true;
        void upload?.abort(terminate).catch(() => undefined);
      },
    };
  };
}
