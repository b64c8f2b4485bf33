// A guest's device key (DESIGN.md §6.7, docs/decisions/055): 128 random bits as 32 hex digits,
// made on first use and kept in the product's local storage (lib/storage.ts). Every share call and
// every tus request sends it as X-Guest-Key; the server keeps only its hash, and lists and deletes
// "this phone's" posts by it. Clearing the browser's data forgets them, as a new phone would.
import { getItem, setItem } from '../../lib/storage';

/** = GUEST_KEY_HEADER of @hatira/shared/share (share.api.test.ts keeps them equal). */
export const GUEST_KEY_HEADER = 'x-guest-key';

/** Where the key is kept (lib/storage: prefixed, encrypted). */
export const GUEST_KEY_STORAGE = 'guest-key';

/** This device's key, made and kept the first time it is asked for. */
export function guestKey(): string {
  // a kept value is sent as it is: the server takes anything but 32 hex digits as no key
  let key = getItem(GUEST_KEY_STORAGE);
  if (!key) {
    // each byte as two hex digits
    key = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
      (byte + 256).toString(16).slice(1),
    ).join('');
    setItem(GUEST_KEY_STORAGE, key);
  }
  return key;
}

/** The header every share request carries. */
export const guestKeyHeaders = (): Record<string, string> => ({ [GUEST_KEY_HEADER]: guestKey() });
