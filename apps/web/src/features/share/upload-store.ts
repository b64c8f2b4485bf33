// The upload queue's memory on the device (docs/decisions/056): per event page, the post in the
// making (album, the guest's name and message, whether its request went out) and each picked
// file — its description, its tus address, how much the server confirmed, and its bytes when the
// device has room for them. A small interface with two implementations: IndexedDB
// (upload-store-idb.ts), which outlives a closed tab, and this memory one, which the tests use and
// the page falls back to where IndexedDB is refused (it then lasts as long as the page).
import { UPLOAD_EXPIRY_MS } from '@hatira/shared/limits';
import type { DetectedType } from '@hatira/shared/media';
import type { UploadErrorCode, UploadItem, UploadStatus } from './upload-queue';
import { openIndexedDbStore } from './upload-store-idb';

export interface StoredDraft {
  hash: string;
  albumId: string;
  name: string;
  message: string;
  /** The post's request went out and no answer came back: the post may exist already. */
  isSending: boolean;
  updatedAt: number;
}

export interface StoredFile {
  id: string;
  hash: string;
  /** The order the guest picked the files in. */
  position: number;
  name: string;
  size: number;
  lastModified: number;
  type: DetectedType;
  status: UploadStatus;
  uploadUrl: string | null;
  uploadId: string | null;
  bytesConfirmed: number;
  error: UploadErrorCode | null;
}

export interface StoredQueue {
  draft: StoredDraft | null;
  /** In the order picked; `blob` null where the device did not keep the bytes. */
  files: { file: StoredFile; blob: Blob | null }[];
}

export interface UploadStore {
  read: (hash: string) => Promise<StoredQueue>;
  putDraft: (draft: StoredDraft) => Promise<void>;
  /**
   * Writes a file's description, and its bytes when given: false when the device had no room for
   * them (its quota), and then only the description is kept. Without `blob`, the bytes stay as they were.
   */
  putFile: (file: StoredFile, blob?: Blob) => Promise<boolean>;
  deleteFile: (id: string) => Promise<void>;
  /** Forgets the event page's post and files. */
  clear: (hash: string) => Promise<void>;
  /** Forgets every post untouched since `before` (and files without a post). */
  prune: (before: number) => Promise<void>;
}

/**
 * What is kept and for how long: a week, so that a guest who comes back the next day still finds
 * the files (the server keeps an unfinished upload a day; a file whose bytes are still here is sent
 * again after that).
 */
export const KEEP_MS = 7 * UPLOAD_EXPIRY_MS;

const byPosition = (a: { file: StoredFile }, b: { file: StoredFile }) => a.file.position - b.file.position;

/** In memory, with room for `roomBytes` of file bytes (the tests' stand-in for a quota). */
export function createMemoryStore(roomBytes = Number.POSITIVE_INFINITY): UploadStore {
  const drafts = new Map<string, StoredDraft>();
  const files = new Map<string, StoredFile>();
  const blobs = new Map<string, Blob>();
  const used = () => [...blobs.values()].reduce((sum, blob) => sum + blob.size, 0);
  const forget = (id: string) => {
    files.delete(id);
    blobs.delete(id);
  };

  return {
    read: (hash) =>
      Promise.resolve({
        draft: drafts.get(hash) ?? null,
        files: [...files.values()]
          .filter((file) => file.hash === hash)
          .map((file) => ({ file, blob: blobs.get(file.id) ?? null }))
          .sort(byPosition),
      }),
    putDraft(draft) {
      drafts.set(draft.hash, { ...draft });
      return Promise.resolve();
    },
    putFile(file, blob) {
      files.set(file.id, { ...file });
      if (!blob) return Promise.resolve(true);
      const room = roomBytes - used() + (blobs.get(file.id)?.size ?? 0);
      if (blob.size > room) return Promise.resolve(false);
      blobs.set(file.id, blob);
      return Promise.resolve(true);
    },
    deleteFile(id) {
      forget(id);
      return Promise.resolve();
    },
    clear(hash) {
      drafts.delete(hash);
      for (const file of [...files.values()]) if (file.hash === hash) forget(file.id);
      return Promise.resolve();
    },
    prune(before) {
      for (const draft of [...drafts.values()]) if (draft.updatedAt < before) drafts.delete(draft.hash);
      for (const file of [...files.values()]) if (!drafts.has(file.hash)) forget(file.id);
      return Promise.resolve();
    },
  };
}

/** A post the guest started on this device and did not finish: what to offer, and what to put back. */
export interface Unfinished {
  draft: StoredDraft;
  items: UploadItem[];
  /** The files whose bytes the device did not keep: the guest picks them again. */
  missing: string[];
}

/**
 * What can go on of a stored post: a finished file stays finished (its upload waits on the server
 * for the post), a file the server refused stays refused, a file with its bytes here continues
 * from the server's offset, and one without them waits for the guest to pick it again.
 */
export function planResume({ draft, files }: StoredQueue): Unfinished | null {
  if (!draft || files.length === 0) return null;
  const items = files.map(({ file, blob }): UploadItem => {
    const isDone = file.status === 'done' && file.uploadId !== null;
    const status = isDone ? 'done' : file.status === 'failed' ? 'failed' : blob ? 'queued' : 'missing';
    return {
      id: file.id,
      name: file.name,
      size: file.size,
      lastModified: file.lastModified,
      type: file.type,
      file: blob,
      status,
      bytesSent: isDone ? file.size : file.bytesConfirmed,
      bytesConfirmed: isDone ? file.size : file.bytesConfirmed,
      resumed: false,
      attempt: 0,
      uploadUrl: file.uploadUrl,
      uploadId: isDone ? file.uploadId : null,
      error: status === 'failed' ? file.error : null,
    };
  });
  return {
    draft,
    items,
    missing: items.filter((item) => item.status === 'missing').map((item) => item.name),
  };
}

let fallback: UploadStore | null = null;

/** The device's store: IndexedDB, or (refused, or missing as in the tests) one in memory for this page. */
export async function openUploadStore(): Promise<UploadStore> {
  try {
    const store = await openIndexedDbStore();
    await store.prune(Date.now() - KEEP_MS);
    return store;
  } catch {
    return (fallback ??= createMemoryStore());
  }
}
