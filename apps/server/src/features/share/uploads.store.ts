// Where resumable uploads live (DATA_DIR/uploads/tus) and what is known about them: the tus file
// store, one lock per upload shared by tus and claims, and each upload's sha256, taken while its
// bytes stream in so that the check at the end does not read a 500 MB file a second time.
import { createHash, type Hash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { createWriteStream } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileStore } from '@tus/file-store';
import { ERRORS, MemoryLocker, Upload } from '@tus/server';
import { AppError } from '../../lib/errors.js';
import { checkHeicDecodes } from './heic-check.js';
import { cleanFilename, inspectFile, type ReceivedFile } from './intake.js';
import { detectMediaType, maxBytesFor, MEDIA_TYPE_HEAD_BYTES } from './media-type.js';

/** tus ids (the library's default naming: 128 random bits, hex): unguessable, and safe as file names. */
export const UPLOAD_ID = /^[0-9a-f]{32}$/;
/** Bytes the file stream takes before it pushes back: a few socket reads, written in one go. */
const WRITE_BUFFER_BYTES = 256 * 1024;

/**
 * The tus FileStore, hashing the bytes on their way to disk. `write` is FileStore's own (a pipe
 * through one counting Transform into the file at the offset) with the hash in that Transform, so
 * the bytes pass no extra stream stage.
 */
class HashingFileStore extends FileStore {
  readonly #hashes = new Map<string, { offset: number; hash: Hash }>();

  override async write(readable: IncomingMessage | Readable, id: string, offset: number): Promise<number> {
    if (!UPLOAD_ID.test(id)) throw ERRORS.FILE_NOT_FOUND;
    const known = this.#hashes.get(id);
    this.#hashes.delete(id);
    // a hash goes on only from exactly where it stopped; otherwise the end check reads the file
    const hash = offset === 0 ? createHash('sha256') : known?.offset === offset ? known.hash : null;
    let received = 0;
    const counting = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        received += chunk.length;
        hash?.update(chunk);
        done(null, chunk);
      },
    });
    const file = createWriteStream(path.join(this.directory, id), {
      flags: 'r+',
      start: offset,
      highWaterMark: WRITE_BUFFER_BYTES,
    });
    try {
      await pipeline(readable, counting, file);
    } catch {
      throw ERRORS.FILE_WRITE_ERROR; // as FileStore says it; the hash is dropped with it
    }
    // every byte on disk went through the hash (an aborted PATCH ends its stream early, cleanly)
    if (hash) this.#hashes.set(id, { offset: offset + received, hash });
    return offset + received;
  }

  /** The sha256 of an upload of `size` bytes when every byte passed through here; else null. */
  takeDigest(id: string, size: number): string | null {
    const known = this.#hashes.get(id);
    this.#hashes.delete(id);
    return known?.offset === size ? known.hash.digest('hex') : null;
  }

  forget(id: string): void {
    this.#hashes.delete(id);
  }
}

export interface UploadArea {
  directory: string;
  /** Claimed files wait here for their post to move them into storage. */
  claimedDirectory: string;
  store: HashingFileStore;
  /** One locker per folder, shared by the tus server and claims, so neither races the other. */
  locker: MemoryLocker;
}

const areas = new Map<string, UploadArea>();

export function uploadArea(dataDir: string): UploadArea {
  const directory = path.resolve(dataDir, 'uploads', 'tus');
  let area = areas.get(directory);
  if (!area) {
    const store = new HashingFileStore({ directory });
    // Deferred lengths are refused (the size limit is checked at creation); expiry is ours, by idleness.
    store.extensions = ['creation', 'creation-with-upload', 'termination', 'expiration'];
    area = {
      directory,
      claimedDirectory: path.join(directory, 'claimed'),
      store,
      locker: new MemoryLocker(),
    };
    areas.set(directory, area);
  }
  return area;
}

export const dataPath = (area: UploadArea, id: string) => path.join(area.directory, id);
export const infoPath = (area: UploadArea, id: string) => path.join(area.directory, `${id}.json`);

export async function findUpload(area: UploadArea, id: string): Promise<Upload | null> {
  if (!UPLOAD_ID.test(id)) return null;
  return area.store.getUpload(id).catch(() => null);
}

export async function lockUpload(area: UploadArea, id: string) {
  const lock = area.locker.newLock(id);
  await lock.lock(new AbortController().signal, async () => {});
  return lock;
}

export async function removeUpload(area: UploadArea, id: string): Promise<void> {
  area.store.forget(id);
  await Promise.all([rm(dataPath(area, id), { force: true }), rm(infoPath(area, id), { force: true })]);
}

/** The byte checks' verdict, kept with the finished upload so that a claim need not redo them. */
export type CheckedFile = Omit<ReceivedFile, 'path' | 'originalFilename'>;

/** inspectFile's checks on a finished upload (type by bytes, size limit, HEIC decodability). */
export async function checkUpload(area: UploadArea, upload: Upload): Promise<CheckedFile> {
  const file = dataPath(area, upload.id);
  const filename = upload.metadata?.['filename'];
  const sha256 = upload.size === undefined ? null : area.store.takeDigest(upload.id, upload.size);
  const received = sha256 ? await inspectHashed(file, filename, sha256) : await inspectFile(file, filename);
  return { bytes: received.bytes, sha256: received.sha256, type: received.type };
}

/**
 * inspectFile for a file whose sha256 is already known: the same checks, in the same order, from
 * the same building blocks — without reading the whole file again.
 */
async function inspectHashed(
  filePath: string,
  filename: string | null | undefined,
  sha256: string,
): Promise<ReceivedFile> {
  const handle = await open(filePath, 'r');
  let head: Buffer;
  let bytes: number;
  try {
    bytes = (await handle.stat()).size;
    const buffer = Buffer.alloc(Math.min(MEDIA_TYPE_HEAD_BYTES, bytes));
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    head = buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
  const type = detectMediaType(head);
  if (!type) throw new AppError('INVALID_FILE_TYPE');
  if (bytes > maxBytesFor(type.kind))
    throw new AppError(type.kind === 'photo' ? 'PHOTO_TOO_LARGE' : 'VIDEO_TOO_LARGE');
  if (type.extension === 'heic' && !(await checkHeicDecodes(filePath)))
    throw new AppError('HEIC_CONVERSION_FAILED');
  return { path: filePath, bytes, sha256, type, originalFilename: cleanFilename(filename) };
}

export async function recordCheck(area: UploadArea, id: string, checked: CheckedFile): Promise<void> {
  const info = await area.store.configstore.get(id);
  if (!info) throw new AppError('UPLOAD_NOT_FOUND');
  const metadata = { ...info.metadata, checked: JSON.stringify(checked) };
  await area.store.configstore.set(id, new Upload({ ...info, metadata }));
}

export function recordedCheck(upload: Upload): CheckedFile | null {
  const json = upload.metadata?.['checked'];
  return json ? (JSON.parse(json) as CheckedFile) : null;
}
