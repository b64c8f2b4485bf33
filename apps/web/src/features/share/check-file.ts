// The guest's file, checked in the browser with the server's rules and messages (SPEC §5, §8):
// the type by its first bytes, then the size limit of its kind.
import type { ErrorCode } from '@hatira/shared/errors';
import { MAX_FILES_PER_POST } from '@hatira/shared/limits';
import { detectMediaType, maxBytesFor, MEDIA_TYPE_HEAD_BYTES, type DetectedType } from '@hatira/shared/media';
import type { UploadQueue } from './upload-queue';

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

/** A picked file the form did not take, and why. */
export interface RefusedFile {
  name: string;
  code: ErrorCode;
}

const keyOf = (file: { name: string; size: number; lastModified: number }) =>
  `${file.name}:${file.size}:${file.lastModified}`;

/**
 * Adds the picked files to the queue: each one checked, a file already chosen once (same name,
 * size and date) not twice, at most MAX_FILES_PER_POST in all; one the queue is waiting for (a
 * continued post's `missing` file) fills its place. Returns how many it took, and the refused.
 */
export async function addPicked(
  queue: UploadQueue,
  files: readonly File[],
): Promise<{ taken: number; refused: RefusedFile[] }> {
  const chosen = queue.getItems().filter((item) => item.status !== 'missing');
  const known = new Set(chosen.map(keyOf));
  const fresh = files.filter((file) => !known.has(keyOf(file)));
  const checks = await Promise.all(fresh.map(async (file) => ({ file, check: await checkFile(file) })));
  const accepted = [];
  const refused: RefusedFile[] = [];
  for (const { file, check } of checks) {
    if (!check.ok) refused.push({ name: file.name, code: check.code });
    else if (chosen.length + accepted.length >= MAX_FILES_PER_POST)
      refused.push({ name: file.name, code: 'TOO_MANY_FILES' });
    else accepted.push({ file, type: check.type });
  }
  queue.add(accepted);
  return { taken: accepted.length, refused };
}
