// The upload store (upload-store.ts) in IndexedDB, over the browser's own API (no library): the
// posts in the making by event page, the files' descriptions (indexed by page), and the files'
// bytes by file id in a store of their own, so that recording progress never rewrites a video.
// Browsers keep a File or Blob in IndexedDB as it is. Covered by e2e/guest-resume.spec.ts.
import type { StoredDraft, StoredFile, StoredQueue, UploadStore } from './upload-store';

const DB_NAME = 'hatira-uploads';
const DRAFTS = 'drafts';
const FILES = 'files';
const BLOBS = 'blobs';

const result = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new DOMException('Request failed', 'UnknownError'));
  });

const finished = (transaction: IDBTransaction) =>
  new Promise<void>((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onabort = () =>
      reject(transaction.error ?? new DOMException('Transaction aborted', 'AbortError'));
  });

const isQuotaError = (error: unknown) => error instanceof DOMException && error.name === 'QuotaExceededError';

/** Whether `bytes` more fit the origin's quota, as far as the browser says (it may not). */
async function hasRoomFor(bytes: number): Promise<boolean> {
  const estimate = await navigator.storage?.estimate?.().catch(() => null);
  if (!estimate?.quota) return true;
  return (estimate.usage ?? 0) + bytes <= estimate.quota;
}

export async function openIndexedDbStore(): Promise<UploadStore> {
  const opening = indexedDB.open(DB_NAME, 1);
  opening.onupgradeneeded = () => {
    const db = opening.result;
    db.createObjectStore(DRAFTS, { keyPath: 'hash' });
    db.createObjectStore(FILES, { keyPath: 'id' }).createIndex('hash', 'hash');
    db.createObjectStore(BLOBS);
  };
  const db = await result(opening);
  db.onversionchange = () => db.close(); // a newer page wants to upgrade it

  /** Runs `work` in one transaction and resolves once it is written. */
  async function write(names: string[], work: (store: (name: string) => IDBObjectStore) => unknown) {
    const transaction = db.transaction(names, 'readwrite');
    const done = finished(transaction);
    await work((name) => transaction.objectStore(name));
    await done;
  }

  /** Deletes files' descriptions and bytes, in a transaction over both. */
  function removeFiles(store: (name: string) => IDBObjectStore, ids: IDBValidKey[]) {
    for (const id of ids) {
      store(FILES).delete(id);
      store(BLOBS).delete(id);
    }
  }

  return {
    async read(hash): Promise<StoredQueue> {
      const transaction = db.transaction([DRAFTS, FILES, BLOBS], 'readonly');
      const draft = result<StoredDraft | undefined>(transaction.objectStore(DRAFTS).get(hash));
      const files = await result<StoredFile[]>(transaction.objectStore(FILES).index('hash').getAll(hash));
      const blobs = await Promise.all(
        files.map((file) => result<Blob | undefined>(transaction.objectStore(BLOBS).get(file.id))),
      );
      return {
        draft: (await draft) ?? null,
        files: files
          .map((file, i) => ({ file, blob: blobs[i] ?? null }))
          .sort((a, b) => a.file.position - b.file.position),
      };
    },
    putDraft: (draft) => write([DRAFTS], (store) => store(DRAFTS).put(draft)),
    async putFile(file, blob) {
      const describe = () => write([FILES], (store) => store(FILES).put(file));
      if (!blob) return describe().then(() => true);
      if (!(await hasRoomFor(blob.size))) return describe().then(() => false);
      try {
        await write([FILES, BLOBS], (store) => {
          store(FILES).put(file);
          store(BLOBS).put(blob, file.id);
        });
        return true;
      } catch (error) {
        if (!isQuotaError(error)) throw error;
        await describe(); // the bytes did not fit: the guest will be asked to pick the file again
        return false;
      }
    },
    deleteFile: (id) => write([FILES, BLOBS], (store) => removeFiles(store, [id])),
    clear: (hash) =>
      write([DRAFTS, FILES, BLOBS], async (store) => {
        store(DRAFTS).delete(hash);
        removeFiles(store, await result(store(FILES).index('hash').getAllKeys(hash)));
      }),
    prune: (before) =>
      write([DRAFTS, FILES, BLOBS], async (store) => {
        const kept = new Set<string>();
        for (const draft of await result<StoredDraft[]>(store(DRAFTS).getAll()))
          if (draft.updatedAt < before) store(DRAFTS).delete(draft.hash);
          else kept.add(draft.hash);
        const files = await result<StoredFile[]>(store(FILES).getAll());
        removeFiles(
          store,
          files.filter((file) => !kept.has(file.hash)).map((file) => file.id),
        );
      }),
  };
}
