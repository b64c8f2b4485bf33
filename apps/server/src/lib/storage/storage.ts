// Object storage behind one small interface (DESIGN.md §2): media bytes never go into the
// database. Keys are slash-separated relative paths (`media/<albumId>/<mediaId>/original`). Two
// drivers: local disk (local-storage.ts, the default) and any S3-compatible store (s3-storage.ts).
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface StoredObject {
  bytes: number;
}

export interface ByteRange {
  /** Inclusive, as in an HTTP Range header. */
  start: number;
  end: number;
}

export interface Storage {
  /** Writes a stream under key; the object appears whole or not at all. */
  put(key: string, body: Readable): Promise<StoredObject>;
  /** Moves a finished local file (an upload's scratch file) in under key; the file is gone after. */
  putFile(key: string, filePath: string): Promise<StoredObject>;
  /** Moves an object to another key (a claimed upload kept in the store); the old key is gone after. */
  move(fromKey: string, toKey: string): Promise<StoredObject>;
  /** The object's bytes, or a range of them; NOT_FOUND-free: null when the key does not exist. */
  get(key: string, range?: ByteRange): Promise<Readable | null>;
  /** Where the object is on this machine's disk, for a driver that keeps files (null when missing). */
  localFile?(key: string): Promise<string | null>;
  stat(key: string): Promise<StoredObject | null>;
  /** Deletes the keys; missing keys are fine. */
  delete(...keys: (string | null | undefined)[]): Promise<void>;
}

const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

/** Keys are made by the server, never by a client; this guards against a bug writing outside. */
export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe storage key: ${key}`);
}

/** Where a media item's copies live. */
export const mediaKey = (albumId: string, mediaId: string, variant: string) =>
  `media/${albumId}/${mediaId}/${variant}`;

/**
 * The object as a file on this machine's disk, for tools that read files (sharp, ffmpeg, libheif):
 * the driver's own file when it keeps one, else a copy streamed to `copyPath` (the caller removes
 * it). Never the whole object in memory. Null when the key does not exist.
 */
export async function fileOf(storage: Storage, key: string, copyPath: string): Promise<string | null> {
  if (storage.localFile) return storage.localFile(key);
  const body = await storage.get(key);
  if (!body) return null;
  await mkdir(path.dirname(copyPath), { recursive: true });
  try {
    await pipeline(body, createWriteStream(copyPath));
  } catch (error) {
    await rm(copyPath, { force: true });
    throw error;
  }
  return copyPath;
}

/**
 * A small object's bytes in memory (a printing design's background, a cached proof), or null when
 * the key does not exist. Media originals go through `fileOf` instead.
 */
export async function bytesOf(storage: Storage, key: string): Promise<Buffer | null> {
  const body = await storage.get(key);
  return body && Buffer.concat((await body.toArray()) as Buffer[]);
}
