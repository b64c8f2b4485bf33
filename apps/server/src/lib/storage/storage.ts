// Object storage behind one small interface (DESIGN.md §2): media bytes never go into the
// database. Keys are slash-separated relative paths (`media/<albumId>/<mediaId>/original`).
import type { Readable } from 'node:stream';

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
  /** The object's bytes, or a range of them; NOT_FOUND-free: null when the key does not exist. */
  get(key: string, range?: ByteRange): Promise<Readable | null>;
  /** The whole object in memory (a photo the worker decodes), or null when the key does not exist. */
  read(key: string): Promise<Buffer | null>;
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
