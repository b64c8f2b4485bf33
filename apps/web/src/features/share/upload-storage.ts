// Where tus remembers the address of each file's upload, so that after a dropped connection or a
// reload the same file (picked again) continues where it stopped. Kept in the product's encrypted
// local storage (lib/storage.ts, one prefix, DESIGN.md §7) instead of tus' own `tus::` keys.
import type { PreviousUpload, UrlStorage } from 'tus-js-client';
import { UPLOAD_EXPIRY_MS } from '@hatira/shared/limits';
import { getJSON, setJSON } from '../../lib/storage';

const NAME = 'uploads';

type StoredUpload = Omit<PreviousUpload, 'urlStorageKey'> & { fingerprint: string };
type Stored = Record<string, StoredUpload>;

const read = (): Stored => getJSON<Stored>(NAME) ?? {};

/** The server deletes an unfinished upload after a day without progress; so does the guest's phone. */
function prune(entries: Stored, now: number): Stored {
  return Object.fromEntries(
    Object.entries(entries).filter(([, entry]) => now - Date.parse(entry.creationTime) < UPLOAD_EXPIRY_MS),
  );
}

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

/** After the post: its uploads are used up and must not be continued again. */
export function forgetUploads(uploadIds: readonly string[]): void {
  const entries = read();
  const kept = Object.fromEntries(
    Object.entries(entries).filter(
      ([, entry]) => !uploadIds.some((id) => entry.uploadUrl?.endsWith(`/${id}`)),
    ),
  );
  setJSON(NAME, kept);
}

/** Uploads of this event that were started on this device and not yet posted. */
export function hasUnfinishedUploads(hash: string): boolean {
  return Object.values(prune(read(), Date.now())).some((entry) =>
    entry.fingerprint.startsWith(`hatira:${hash}:`),
  );
}
