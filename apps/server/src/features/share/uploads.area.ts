// The resumable uploads in progress, whatever keeps them (uploads.store.ts): the store the storage
// driver calls for, the locks every instance sees (uploads.locks.ts), and each upload's sha256,
// taken while its bytes stream in, so that the check at the end does not read a 500 MB file a
// second time. That running hash is this process's own: after a restart, or when another instance
// took the upload up, the check reads the bytes instead.
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Db } from '../../db/client.js';
import type { HeicWorker } from '../../lib/heic-worker.js';
import { isS3Storage } from '../../lib/storage/s3-storage.js';
import type { Storage } from '../../lib/storage/storage.js';
import { cleanFilename, inspectFile, scratchDirOf, type PostFile } from './intake.js';
import { createUploadLocks } from './uploads.locks.js';
import { createLocalUploadStore } from './uploads.local-store.js';
import { createS3UploadStore } from './uploads.s3-store.js';
import {
  BytesBeyondLengthError,
  type CheckedFile,
  type StoredUpload,
  type UploadArea,
} from './uploads.store.js';

/**
 * The app's upload area (main and the test app make one): in the bucket with the S3 driver, else
 * under DATA_DIR/uploads/tus.
 */
export function createUploadArea(deps: {
  dataDir: string;
  storage: Storage;
  db: Db;
  heic: HeicWorker;
}): UploadArea {
  const store = isS3Storage(deps.storage)
    ? createS3UploadStore(deps.storage, scratchDirOf(deps.dataDir))
    : createLocalUploadStore(path.resolve(deps.dataDir, 'uploads', 'tus'));
  return { store, locks: createUploadLocks({ db: deps.db }), digests: new Map(), heic: deps.heic };
}

/** An empty upload of `size` bytes: nothing is reserved for the declared size. */
export function createStoredUpload(
  area: UploadArea,
  input: { id: string; size: number; metadata: Record<string, string> },
): Promise<StoredUpload> {
  return area.store.create({ ...input, offset: 0, creation_date: new Date().toISOString() });
}

export const findUpload = (area: UploadArea, id: string) => area.store.find(id);

/**
 * Appends `source` at the upload's offset: request stream → sha256 and count → store, with no copy
 * of a chunk. A source that fails (the client went away, or a newer request took the upload over)
 * ends the write cleanly: every byte that arrived is kept and in the hash. A failed write (disk
 * full, too many bytes) keeps what was kept and drops the hash. Answers the upload after.
 */
export async function appendBytes(
  area: UploadArea,
  upload: StoredUpload,
  source: Readable,
): Promise<StoredUpload> {
  const start = upload.offset;
  const room = upload.size - start;
  const known = area.digests.get(upload.id);
  area.digests.delete(upload.id);
  // a hash goes on only from exactly where it stopped; otherwise the end check reads the bytes
  const hash = start === 0 ? createHash('sha256') : known?.offset === start ? known.hash : null;
  let received = 0;
  async function* counted(): AsyncGenerator<Buffer> {
    // not destroyed when this loop stops at the limit: the request still gets its answer
    const chunks = source.iterator({ destroyOnReturn: false }) as AsyncIterableIterator<Buffer>;
    try {
      for await (const chunk of chunks) {
        if (received + chunk.length > room) throw new BytesBeyondLengthError();
        received += chunk.length;
        hash?.update(chunk);
        yield chunk;
      }
    } catch (error) {
      if (error instanceof BytesBeyondLengthError) throw error;
      // the request broke off: what came is kept, and the client resumes from there
    }
  }
  const saved = await area.store.append(upload, counted());
  if (hash && saved.offset === start + received) area.digests.set(upload.id, { offset: saved.offset, hash });
  return saved;
}

/** All the bytes are in: durable (and, in the bucket, one object) before the guest hears so. */
export const sealUpload = (area: UploadArea, upload: StoredUpload) => area.store.seal(upload);

export async function removeUpload(area: UploadArea, id: string): Promise<void> {
  area.digests.delete(id);
  await area.store.remove(id);
}

/** inspectFile's checks on a finished upload (type by bytes, size limit, HEIC decodability). */
export async function checkUpload(area: UploadArea, upload: StoredUpload): Promise<CheckedFile> {
  const known = takeDigest(area, upload.id, upload.size) ?? undefined;
  const source = area.store.source(upload);
  const file = await inspectFile(area.heic, source, upload.metadata['filename'], known);
  return { bytes: file.bytes, sha256: file.sha256, type: file.type };
}

/** The sha256 of an upload of `size` bytes when every byte passed through appendBytes; else null. */
function takeDigest(area: UploadArea, id: string, size: number): string | null {
  const known = area.digests.get(id);
  area.digests.delete(id);
  return known?.offset === size ? known.hash.digest('hex') : null;
}

/** Takes finished uploads out of tus for their post (all or none): the files are the caller's now. */
export async function moveAside(
  area: UploadArea,
  found: { upload: StoredUpload; checked: CheckedFile }[],
): Promise<PostFile[]> {
  const taken = await area.store.takeOut(found.map(({ upload }) => upload));
  return found.map(({ upload, checked }, i) => ({
    ...checked,
    ...taken[i]!,
    originalFilename: cleanFilename(upload.metadata['filename']),
  }));
}

/** Keeps the verdict with the upload, durably, before the guest hears that the upload is done. */
export const recordCheck = (area: UploadArea, upload: StoredUpload, checked: CheckedFile) =>
  area.store.recordCheck(upload, checked);
