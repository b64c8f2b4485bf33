// What a resumable upload is, and what keeps one: each upload is its bytes and its description
// (Upload-Length, metadata, and the byte checks' verdict once it is finished). Two stores keep
// them, chosen with the storage driver (uploads.area.ts): files under DATA_DIR/uploads/tus
// (uploads.local-store.ts), or objects in the S3 bucket (uploads.s3-store.ts), where any instance
// can resume an upload that another one started. The offset is always what was really kept, so a
// crash between a write and the description's update neither loses nor duplicates a byte.
import { randomBytes, type Hash } from 'node:crypto';
import type { HeicWorker } from '../../lib/heic-worker.js';
import type { FileFacts, FileSource } from './intake.js';
import type { UploadLocks } from './uploads.locks.js';

/** Upload ids: 128 random bits, hex: unguessable, and safe as file names and object keys. */
export const UPLOAD_ID = /^[0-9a-f]{32}$/;
export const newUploadId = (): string => randomBytes(16).toString('hex');

/** The byte checks' verdict, kept with the finished upload so that a claim need not redo them. */
export type CheckedFile = Omit<FileFacts, 'originalFilename'>;

export interface StoredUpload {
  id: string;
  /** Upload-Length. */
  size: number;
  /** The bytes kept. */
  offset: number;
  /** What the upload is bound to (hash, albumId) and what the guest's device said (filename, filetype). */
  metadata: Record<string, string>;
  creation_date: string;
  checked?: CheckedFile;
  /** When a byte or a check last touched it (ms): idleness decides expiry. */
  touchedMs: number;
}

/** The description: the fields @tus/file-store used, so uploads made before the switch still resume. */
export type UploadInfo = Omit<StoredUpload, 'touchedMs'>;

/** Where the claimed bytes of a finished upload are: a local file, or an object in the bucket. */
export type TakenBytes = { path: string } | { storedKey: string };

/** One way of keeping uploads. Every call but `sweep` runs under the upload's lock. */
export interface UploadStore {
  /** A new upload with no bytes yet. */
  create(info: UploadInfo): Promise<StoredUpload>;
  /** The upload as it stands, or null. */
  find(id: string): Promise<StoredUpload | null>;
  /**
   * Appends `chunks` at the upload's offset, and records how far it got: when `chunks` throws,
   * what came before is kept (then the error goes on). Answers the upload as it stands after.
   */
  append(upload: StoredUpload, chunks: AsyncIterable<Buffer>): Promise<StoredUpload>;
  /** All the bytes are in: makes them durable and whole. Safe to repeat. */
  seal(upload: StoredUpload): Promise<void>;
  recordCheck(upload: StoredUpload, checked: CheckedFile): Promise<void>;
  remove(id: string): Promise<void>;
  /** A sealed upload's bytes, for the checks. */
  source(upload: StoredUpload): FileSource;
  /** Takes sealed uploads out of tus (all or none): their bytes are the caller's now. */
  takeOut(uploads: StoredUpload[]): Promise<TakenBytes[]>;
  /**
   * Deletes uploads idle for `idleMs` (unfinished or never claimed) and taken bytes that nobody
   * moved away within `takenMs`; answers how many uploads went.
   */
  sweep(now: number, idleMs: number, takenMs: number): Promise<number>;
}

/** The resumable uploads in progress (uploads.area.ts makes it; AppDeps.uploads). */
export interface UploadArea {
  store: UploadStore;
  /** One lock per upload, shared by tus requests and claims, on every instance. */
  locks: UploadLocks;
  /** Running sha256 per upload, valid for the first `offset` bytes. */
  digests: Map<string, { offset: number; hash: Hash }>;
  /** Checks a finished HEIC upload. */
  heic: HeicWorker;
}

/** More bytes than Upload-Length: the write stops before the first byte beyond it. */
export class BytesBeyondLengthError extends Error {
  override name = 'BytesBeyondLengthError';
}
