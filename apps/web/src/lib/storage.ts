// Local storage with one product prefix and encrypted values (SPEC §3, DESIGN.md §7).
// This is obfuscation, not a security boundary: the server trusts nothing stored here.
// Values are decrypted once at start (initStorage) into a memory cache, so reads are synchronous;
// writes update the cache at once and persist encrypted in the background.
const PREFIX = 'hatira-';
const SECRET = import.meta.env.VITE_STORAGE_SECRET ?? 'hatira-storage-secret-v1';
const CIPHER_TAG = 'v1:';
const PLAIN_TAG = 'p0:'; // non-secure contexts (plain http on a LAN address) have no WebCrypto

const cache = new Map<string, string>();
const writeVersions = new Map<string, number>();
/** Encrypted writes still on their way to localStorage. */
const writes = new Set<Promise<void>>();
let keyPromise: Promise<CryptoKey | null> | null = null;

function cryptoKey(): Promise<CryptoKey | null> {
  keyPromise ??= (async () => {
    const subtle = globalThis.crypto?.subtle;
    if (!subtle) return null;
    const material = await subtle.importKey('raw', new TextEncoder().encode(SECRET), 'PBKDF2', false, [
      'deriveKey',
    ]);
    return subtle.deriveKey(
      { name: 'PBKDF2', salt: new TextEncoder().encode('hatira'), iterations: 1000, hash: 'SHA-256' },
      material,
      { name: 'AES-GCM', length: 256 },
      false,
      ['encrypt', 'decrypt'],
    );
  })();
  return keyPromise;
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

async function encrypt(value: string): Promise<string> {
  const key = await cryptoKey();
  const plain = new TextEncoder().encode(value);
  if (!key) return PLAIN_TAG + toBase64(plain);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, plain));
  const out = new Uint8Array(iv.length + sealed.length);
  out.set(iv);
  out.set(sealed, iv.length);
  return CIPHER_TAG + toBase64(out);
}

async function decrypt(payload: string): Promise<string | null> {
  try {
    if (payload.startsWith(PLAIN_TAG)) return new TextDecoder().decode(fromBase64(payload.slice(3)));
    const key = await cryptoKey();
    if (!key || !payload.startsWith(CIPHER_TAG)) return null;
    const bytes = fromBase64(payload.slice(3));
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: bytes.slice(0, 12) },
      key,
      bytes.slice(12),
    );
    return new TextDecoder().decode(plain);
  } catch {
    return null;
  }
}

/** Reads every stored value once; call before the first render. Unreadable values are dropped. */
export async function initStorage(): Promise<void> {
  const names = Object.keys(localStorage).filter((k) => k.startsWith(PREFIX));
  await Promise.all(
    names.map(async (fullName) => {
      const value = await decrypt(localStorage.getItem(fullName) ?? '');
      if (value === null) localStorage.removeItem(fullName);
      else cache.set(fullName.slice(PREFIX.length), value);
    }),
  );
}

export function getItem(name: string): string | null {
  return cache.get(name) ?? null;
}

export function setItem(name: string, value: string): void {
  cache.set(name, value);
  const version = (writeVersions.get(name) ?? 0) + 1;
  writeVersions.set(name, version);
  const write = encrypt(value).then((payload) => {
    // A later write or a removal may have happened while this one was being encrypted.
    if (writeVersions.get(name) === version && cache.has(name)) localStorage.setItem(PREFIX + name, payload);
  });
  writes.add(write);
  void write.finally(() => writes.delete(write));
}

/** Settles when every write begun so far has reached localStorage (tests wait for it before teardown). */
export const storageWritten = (): Promise<unknown> => Promise.all(writes);

export function removeItem(name: string): void {
  cache.delete(name);
  writeVersions.set(name, (writeVersions.get(name) ?? 0) + 1);
  localStorage.removeItem(PREFIX + name);
}

export function getJSON<T>(name: string): T | null {
  const raw = getItem(name);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function setJSON(name: string, value: unknown): void {
  setItem(name, JSON.stringify(value));
}

/** Clears everything the product stored (SPEC §4: on a 401). */
export function clearStorage(): void {
  for (const name of [...cache.keys()]) removeItem(name);
  for (const fullName of Object.keys(localStorage))
    if (fullName.startsWith(PREFIX)) localStorage.removeItem(fullName);
}
