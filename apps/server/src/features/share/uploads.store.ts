// Where resumable uploads live (DATA_DIR/uploads/tus): each upload is its bytes (<id>) and its
// description (<id>.json: Upload-Length, metadata, the offset at the end of the last PATCH, and the
// byte checks' verdict once it is finished). The size of the bytes file is the truth about the
// offset: a crash between a write and the JSON update neither loses nor duplicates a byte. Each
// upload's sha256 is taken while its bytes stream in, so the check at the end does not read a
// 500 MB file a second time; after a restart that running hash is gone and the check reads the file.
import { createHash, randomBytes, type Hash } from 'node:crypto';
import { mkdir, open, readFile, rename, rm, stat, utimes } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { cleanFilename, inspectFile, type ReceivedFile } from './intake.js';
import type { HeicWorker } from '../../lib/heic-worker.js';
import { createUploadLocks, type UploadLocks } from './uploads.locks.js';

/** Upload ids: 128 random bits, hex: unguessable, and safe as file names. */
export const UPLOAD_ID = /^[0-9a-f]{32}$/;
export const newUploadId = (): string => randomBytes(16).toString('hex');

/**
 * Bytes the file stream takes before it pushes back: many socket reads, written in one writev.
 * Per upload; a slow upload never fills it.
 */
const WRITE_BUFFER_BYTES = 4 * 1024 * 1024;

/**
 * While a big PATCH streams in, its bytes are pushed to the disk every this many (fdatasync in the
 * background, one at a time), so the disk works while the network does and the sync that ends the
 * upload has only the last few megabytes left (bench/uploads.mjs).
 */
const SYNC_EVERY_BYTES = 32 * 1024 * 1024;

/** The byte checks' verdict, kept with the finished upload so that a claim need not redo them. */
export type CheckedFile = Omit<ReceivedFile, 'path' | 'originalFilename'>;

export interface StoredUpload {
  id: string;
  /** Upload-Length. */
  size: number;
  /** The bytes on disk. */
  offset: number;
  /** What the upload is bound to (hash, albumId) and what the guest's device said (filename, filetype). */
  metadata: Record<string, string>;
  creation_date: string;
  checked?: CheckedFile;
  /** When a byte or a check last touched it (ms): idleness decides expiry. */
  touchedMs: number;
}

/** The JSON file: the fields @tus/file-store used, so uploads made before the switch still resume. */
type UploadInfo = Omit<StoredUpload, 'touchedMs'>;

export interface UploadArea {
  directory: string;
  /** Claimed files wait here for their post to move them into storage. */
  claimedDirectory: string;
  /** One lock per upload, shared by tus requests and claims. */
  locks: UploadLocks;
  /** Running sha256 per upload, valid for the first `offset` bytes. */
  digests: Map<string, { offset: number; hash: Hash }>;
  /** Checks a finished HEIC upload. */
  heic: HeicWorker;
}

/** The app's upload area under DATA_DIR/uploads/tus: one per app (main and the test app make it). */
export function createUploadArea(dataDir: string, heic: HeicWorker): UploadArea {
  const directory = path.resolve(dataDir, 'uploads', 'tus');
  const claimedDirectory = path.join(directory, 'claimed');
  return { directory, claimedDirectory, locks: createUploadLocks(), digests: new Map(), heic };
}

export const dataPath = (area: UploadArea, id: string) => path.join(area.directory, id);
export const infoPath = (area: UploadArea, id: string) => path.join(area.directory, `${id}.json`);
const tempInfoPath = (area: UploadArea, id: string) => `${infoPath(area, id)}.tmp`;

/** The upload's JSON, replaced whole (a reader never sees half of it); `durable` waits for the disk. */
async function writeInfo(area: UploadArea, info: UploadInfo, durable = false): Promise<void> {
  const { id, size, offset, metadata, creation_date, checked } = info;
  const temp = tempInfoPath(area, id);
  const handle = await open(temp, 'w');
  try {
    await handle.writeFile(JSON.stringify({ id, size, offset, metadata, creation_date, checked }));
    if (durable) await handle.sync();
  } catch (error) {
    // a full disk: the old description stays whole, and no half of the new one is left beside it
    await handle.close();
    await rm(temp, { force: true });
    throw error;
  }
  await handle.close();
  await rename(temp, infoPath(area, id));
}

/** An empty upload of `size` bytes: nothing is reserved on disk for the declared size. */
export async function createStoredUpload(
  area: UploadArea,
  input: { id: string; size: number; metadata: Record<string, string> },
): Promise<StoredUpload> {
  const info: UploadInfo = { ...input, offset: 0, creation_date: new Date().toISOString() };
  await mkdir(area.directory, { recursive: true });
  await open(dataPath(area, info.id), 'wx').then((handle) => handle.close());
  await writeInfo(area, info);
  return { ...info, touchedMs: Date.now() };
}

export async function findUpload(area: UploadArea, id: string): Promise<StoredUpload | null> {
  if (!UPLOAD_ID.test(id)) return null;
  const [text, infoStat, dataStat] = await Promise.all([
    readFile(infoPath(area, id), 'utf8').catch(() => null),
    stat(infoPath(area, id)).catch(() => null),
    stat(dataPath(area, id)).catch(() => null),
  ]);
  if (text === null || !infoStat || !dataStat?.isFile()) return null;
  let info: Partial<UploadInfo>;
  try {
    info = JSON.parse(text) as Partial<UploadInfo>;
  } catch {
    return null;
  }
  const size = info.size;
  // the bytes on disk, not the JSON's offset: they are what a crash left
  if (typeof size !== 'number' || dataStat.size > size) return null;
  return {
    id,
    size,
    offset: dataStat.size,
    metadata: info.metadata ?? {},
    creation_date: info.creation_date ?? new Date(infoStat.birthtimeMs).toISOString(),
    ...(info.checked && { checked: info.checked }),
    touchedMs: Math.max(infoStat.mtimeMs, dataStat.mtimeMs),
  };
}

/** More bytes than Upload-Length: the write stops before the first byte beyond it. */
export class BytesBeyondLengthError extends Error {
  override name = 'BytesBeyondLengthError';
}

/**
 * Appends `source` at the upload's offset: request stream → sha256 and count → file, in one
 * pipeline with no copy of a chunk. A source that fails (the client went away, or a newer request
 * took the upload over) ends the write cleanly: every byte that arrived is on disk and in the hash.
 * A failed write (disk full, too many bytes) keeps what reached the disk and drops the hash.
 * Returns the new offset.
 */
export async function appendBytes(area: UploadArea, upload: StoredUpload, source: Readable): Promise<number> {
  const start = upload.offset;
  const room = upload.size - start;
  const known = area.digests.get(upload.id);
  area.digests.delete(upload.id);
  // a hash goes on only from exactly where it stopped; otherwise the end check reads the file
  const hash = start === 0 ? createHash('sha256') : known?.offset === start ? known.hash : null;
  const handle = await open(dataPath(area, upload.id), 'r+');
  const file = handle.createWriteStream({ start, highWaterMark: WRITE_BUFFER_BYTES }); // closes it
  let syncing: Promise<void> | null = null;
  let unsynced = 0;
  const written = (bytes: number) => {
    unsynced += bytes;
    if (syncing || unsynced < SYNC_EVERY_BYTES) return;
    unsynced = 0;
    // an early push only (the handle's close waits for it): a failure is the final sync's to find
    syncing = handle
      .datasync()
      .catch(() => {})
      .then(() => {
        syncing = null;
      });
  };
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
        written(chunk.length);
      }
    } catch (error) {
      if (error instanceof BytesBeyondLengthError) throw error;
      // the request broke off: what came is written, and the client resumes from there
    }
  }
  try {
    await pipeline(counted, file);
  } finally {
    await syncing;
  }
  if (hash) area.digests.set(upload.id, { offset: start + received, hash });
  return start + received;
}

/** Records the offset the bytes file has now (after a PATCH, finished or broken off). */
export async function saveOffset(area: UploadArea, upload: StoredUpload): Promise<StoredUpload> {
  const offset = (await stat(dataPath(area, upload.id))).size;
  const saved = { ...upload, offset };
  await writeInfo(area, saved);
  return { ...saved, touchedMs: Date.now() };
}

/** Waits until the upload's bytes are on the disk itself, not only in the page cache. */
export async function syncBytes(area: UploadArea, id: string): Promise<void> {
  const handle = await open(dataPath(area, id), 'r+');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export async function removeUpload(area: UploadArea, id: string): Promise<void> {
  area.digests.delete(id);
  await Promise.all(
    [dataPath(area, id), infoPath(area, id), tempInfoPath(area, id)].map((file) => rm(file, { force: true })),
  );
}

/** inspectFile's checks on a finished upload (type by bytes, size limit, HEIC decodability). */
export async function checkUpload(area: UploadArea, upload: StoredUpload): Promise<CheckedFile> {
  const known = takeDigest(area, upload.id, upload.size) ?? undefined;
  const file = await inspectFile(area.heic, dataPath(area, upload.id), upload.metadata['filename'], known);
  return { bytes: file.bytes, sha256: file.sha256, type: file.type };
}

/** The sha256 of an upload of `size` bytes when every byte passed through appendBytes; else null. */
function takeDigest(area: UploadArea, id: string, size: number): string | null {
  const known = area.digests.get(id);
  area.digests.delete(id);
  return known?.offset === size ? known.hash.digest('hex') : null;
}

/**
 * Moves finished uploads' bytes out of the tus folder for their post (all or none), and forgets
 * the uploads: the files are the caller's now.
 */
export async function moveAside(
  area: UploadArea,
  found: { upload: StoredUpload; checked: CheckedFile }[],
): Promise<ReceivedFile[]> {
  await mkdir(area.claimedDirectory, { recursive: true });
  const moved: { from: string; to: string }[] = [];
  try {
    for (const { upload } of found) {
      const to = path.join(area.claimedDirectory, `${upload.id}-${randomBytes(6).toString('hex')}`);
      await rename(dataPath(area, upload.id), to);
      moved.push({ from: dataPath(area, upload.id), to });
    }
  } catch (error) {
    for (const { from, to } of moved) await rename(to, from).catch(() => {});
    throw error;
  }
  const now = new Date();
  for (const { to } of moved) await utimes(to, now, now); // the claimed-file sweep counts from now
  await Promise.all(found.map(({ upload }) => rm(infoPath(area, upload.id), { force: true })));
  return found.map(({ upload, checked }, i) => ({
    ...checked,
    path: moved[i]!.to,
    originalFilename: cleanFilename(upload.metadata['filename']),
  }));
}

/** Keeps the verdict with the upload, on disk before the guest hears that the upload is done. */
export async function recordCheck(
  area: UploadArea,
  upload: StoredUpload,
  checked: CheckedFile,
): Promise<void> {
  await writeInfo(area, { ...upload, checked }, true);
}
