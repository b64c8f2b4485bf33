// The guest's file, checked in the browser with the server's rules and messages (SPEC §5, §8):
// the type by its first bytes, then the size limit of its kind.
import type { ErrorCode } from '@hatira/shared/errors';
import { detectMediaType, maxBytesFor, MEDIA_TYPE_HEAD_BYTES, type DetectedType } from '@hatira/shared/media';

export type FileCheck = { ok: true; type: DetectedType } | { ok: false; code: ErrorCode };

/** Blob.slice reads only the head: a 500 MB video is not loaded into memory to be checked. */
function readHead(file: Blob): Promise<Uint8Array> {
  const head = file.slice(0, MEDIA_TYPE_HEAD_BYTES);
  // FileReader rather than Blob.arrayBuffer(): the same in every browser, and in jsdom (the tests).
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsArrayBuffer(head);
  });
}

export async function checkFile(file: Blob): Promise<FileCheck> {
  // A file the phone will not let us read has no type we can see, and could not be sent anyway.
  const type = detectMediaType(await readHead(file).catch(() => new Uint8Array()));
  if (!type) return { ok: false, code: 'INVALID_FILE_TYPE' };
  if (file.size > maxBytesFor(type.kind))
    return { ok: false, code: type.kind === 'photo' ? 'PHOTO_TOO_LARGE' : 'VIDEO_TOO_LARGE' };
  return { ok: true, type };
}
