// Taking in one guest file: its type from its first bytes, then its bytes streamed to a scratch
// file while they are counted and hashed. Reading stops at the kind's size limit, so a 5 GB stream
// costs no more than the limit; memory stays constant whatever the size. Every failure removes the
// scratch file, so a refused file leaves nothing behind. A photo's size is read from its header
// (decode-budget.ts): one with more pixels than the server decodes is refused now, before a pixel
// is decoded, rather than accepted and then failed by the media worker. A HEIC is also decoded
// once (in a worker thread): one that libheif cannot read is refused now too.
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, readdir, rm, stat, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { AppError } from '../../lib/errors.js';
import { detectMediaType, maxBytesFor, MEDIA_TYPE_HEAD_BYTES, type DetectedType } from '@hatira/shared/media';
import { readPhotoHeader } from '../../lib/decode-budget.js';
import type { HeicWorker } from '../../lib/heic-worker.js';
import { readVideoSize } from '../../lib/iso-bmff.js';
import { MAX_VIDEO_PIXELS } from '@hatira/shared/limits';

export interface ReceivedFile {
  /** A local file that the caller now owns: move it into storage or delete it. */
  path: string;
  bytes: number;
  /** Hex. */
  sha256: string;
  type: DetectedType;
  /** The name the guest's device gave it (without any folder), for the owner's eyes only. */
  originalFilename: string | null;
}

export interface ReceiveOptions {
  scratchDir: string;
  /** The app's HEIC decoder: a HEIC that libheif cannot read is refused now. */
  heic: HeicWorker;
  filename?: string | null;
  /** Called once the type is known, before any byte is kept: throw to refuse the file early. */
  onType?: (type: DetectedType) => void | Promise<void>;
}

/** Where request bodies are written while they arrive (DATA_DIR/uploads/scratch). */
export function scratchDirOf(dataDir: string): string {
  return path.join(dataDir, 'uploads', 'scratch');
}

const FILENAME_MAX = 255;

/** The last path segment of a client-sent name, without control characters; null when empty. */
export function cleanFilename(filename: string | null | undefined): string | null {
  const base = [...((filename ?? '').split(/[\\/]/).pop() ?? '')]
    .filter((char) => char.charCodeAt(0) > 0x1f && char !== '\u007f')
    .join('')
    .trim();
  return base ? [...base].slice(0, FILENAME_MAX).join('') : null;
}

function tooLarge(type: DetectedType): AppError {
  return new AppError(type.kind === 'photo' ? 'PHOTO_TOO_LARGE' : 'VIDEO_TOO_LARGE');
}

/**
 * TOO_MANY_PIXELS for a file with more pixels than the server decodes, from its header; and
 * HEIC_CONVERSION_FAILED for a HEIC that libheif cannot decode (SPEC §5): said now, not by the
 * media worker.
 */
export async function assertDecodable(heic: HeicWorker, type: DetectedType, filePath: string) {
  if (type.extension === 'heic') {
    const verdict = await heic.check(filePath);
    if (verdict === 'too-large') throw new AppError('TOO_MANY_PIXELS');
    if (verdict === 'undecodable') throw new AppError('HEIC_CONVERSION_FAILED');
  } else if (type.kind === 'photo') {
    // a header sharp cannot read is the media worker's to report, as before
    if ((await readPhotoHeader(filePath))?.fits === false) throw new AppError('TOO_MANY_PIXELS');
  } else {
    const size = await readVideoSize(filePath);
    if (size && size.width * size.height > MAX_VIDEO_PIXELS) throw new AppError('TOO_MANY_PIXELS');
  }
}

function decideType(head: Uint8Array): DetectedType {
  const type = detectMediaType(head);
  if (!type) throw new AppError('INVALID_FILE_TYPE');
  return type;
}

/**
 * Streams `source` into a new file under scratchDir. Throws INVALID_FILE_TYPE, PHOTO_TOO_LARGE,
 * VIDEO_TOO_LARGE, TOO_MANY_PIXELS or HEIC_CONVERSION_FAILED (or the source's own error) with
 * nothing left on disk;
 * on a refusal the source is destroyed, so its producer stops sending.
 */
export async function receiveFile(source: Readable, options: ReceiveOptions): Promise<ReceivedFile> {
  await mkdir(options.scratchDir, { recursive: true });
  const filePath = path.join(options.scratchDir, `${randomUUID()}.upload`);
  const hash = createHash('sha256');
  let handle: FileHandle | null = null;
  let type: DetectedType | null = null;
  let limit = 0;
  let head: Buffer = Buffer.alloc(0);
  let bytes = 0;

  const write = async (file: FileHandle, chunk: Buffer) => {
    bytes += chunk.length;
    // counted before it is kept: the byte past the limit is never written
    if (bytes > limit) throw tooLarge(type!);
    hash.update(chunk);
    await file.write(chunk);
  };

  try {
    for await (const chunk of source as AsyncIterable<Buffer>) {
      if (handle) {
        await write(handle, chunk);
        continue;
      }
      head = head.length === 0 ? chunk : Buffer.concat([head, chunk]);
      if (head.length < MEDIA_TYPE_HEAD_BYTES) continue;
      type = decideType(head);
      limit = maxBytesFor(type.kind);
      await options.onType?.(type);
      handle = await open(filePath, 'wx');
      await write(handle, head);
    }
    if (!handle) {
      // shorter than the head (or empty): its few bytes decide
      type = decideType(head);
      limit = maxBytesFor(type.kind);
      await options.onType?.(type);
      handle = await open(filePath, 'wx');
      await write(handle, head);
    }
    await handle.close();
    handle = null;
    await assertDecodable(options.heic, type!, filePath);
    return {
      path: filePath,
      bytes,
      sha256: hash.digest('hex'),
      type: type!,
      originalFilename: cleanFilename(options.filename),
    };
  } catch (error) {
    if (!source.destroyed) source.destroy();
    await handle?.close().catch(() => {});
    await rm(filePath, { force: true });
    throw error;
  }
}

/**
 * The same checks for a file already on disk (a finished resumable upload). The file is neither
 * moved nor deleted, whatever the verdict: it belongs to the caller. A `sha256` taken while the
 * bytes came in (uploads.store.ts) saves reading the whole file again.
 */
export async function inspectFile(
  heic: HeicWorker,
  filePath: string,
  filename?: string | null,
  sha256?: string,
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
  const type = decideType(head);
  if (bytes > maxBytesFor(type.kind)) throw tooLarge(type);
  const digest = sha256 ?? (await hashFile(filePath));
  await assertDecodable(heic, type, filePath);
  return { path: filePath, bytes, sha256: digest, type, originalFilename: cleanFilename(filename) };
}

async function hashFile(filePath: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(filePath) as AsyncIterable<Buffer>) hash.update(chunk);
  return hash.digest('hex');
}

/**
 * Removes scratch files a crashed process left behind. Files written to within `olderThanMs` may
 * belong to another instance's upload in progress (a shared DATA_DIR), so they stay.
 */
export async function sweepScratchDir(
  scratchDir: string,
  olderThanMs: number,
  now = Date.now(),
): Promise<number> {
  let names: string[];
  try {
    names = await readdir(scratchDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  let removed = 0;
  for (const name of names) {
    const file = path.join(scratchDir, name);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile() || now - info.mtimeMs < olderThanMs) continue;
    await rm(file, { force: true });
    removed++;
  }
  return removed;
}
