// The UrlStorage tus uses for resumable uploads (tus-transport.ts), over upload-storage.ts: loaded
// with tus, after the first picked file, not with the post page.
import type { PreviousUpload, UrlStorage } from 'tus-js-client';
import { setJSON } from '../../lib/storage';
import { NAME, prune, read, type Stored, type StoredUpload } from './upload-storage';

const list = (entries: Stored, match: (entry: StoredUpload) => boolean): PreviousUpload[] =>
  Object.entries(entries)
    .filter(([, entry]) => match(entry))
    .map(([urlStorageKey, { fingerprint: _, ...entry }]) => ({ ...entry, urlStorageKey }));

export const uploadStorage: UrlStorage = {
  findAllUploads: () => Promise.resolve(list(prune(read(), Date.now()), () => true)),
  findUploadsByFingerprint: (fingerprint) =>
    Promise.resolve(list(prune(read(), Date.now()), (entry) => entry.fingerprint === fingerprint)),
  removeUpload(urlStorageKey) {
    const entries = read();
    delete entries[urlStorageKey];
    setJSON(NAME, entries);
    return Promise.resolve();
  },
  addUpload(fingerprint, upload) {
    const key = `${fingerprint}::${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
    const { urlStorageKey: _, ...entry } = upload;
    setJSON(NAME, { ...prune(read(), Date.now()), [key]: { ...entry, fingerprint } });
    return Promise.resolve(key);
  },
};
