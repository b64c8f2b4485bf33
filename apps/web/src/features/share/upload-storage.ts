// Where tus remembers the address of each file's upload, so that after a dropped connection or a
// reload the same file (picked again) continues where it stopped. Kept in the product's encrypted
// local storage (lib/storage.ts, one prefix, DESIGN.md §7) instead of tus' own `tus::` keys.
// tus' side of it is in upload-url-storage.ts, so that it loads with tus and not with the page.
import type { PreviousUpload } from 'tus-js-client';
import { UPLOAD_EXPIRY_MS } from '@hatira/shared/limits';
import { getJSON, setJSON } from '../../lib/storage';

export const NAME = 'uploads';

export type StoredUpload = Omit<PreviousUpload, 'urlStorageKey'> & { fingerprint: string };
export type Stored = Record<string, StoredUpload>;

export const read = (): Stored => getJSON<Stored>(NAME) ?? {};

/** The server deletes an unfinished upload after a day without progress; so does the guest's phone. */
export function prune(entries: Stored, now: number): Stored {
  return Object.fromEntries(
    Object.entries(entries).filter(([, entry]) => now - Date.parse(entry.creationTime) < UPLOAD_EXPIRY_MS),
  );
}

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
