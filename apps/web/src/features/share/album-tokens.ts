// The proof that the guest gave a protected album's password, kept for the visit (this tab's
// sessionStorage, gone when the tab closes). The server signs it and checks it on every call;
// the browser only carries it.
const key = (hash: string, albumId: string) => `hatira-album-token:${hash}:${albumId}`;

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage refused (sandboxed frame): the guest types the password again
  }
}

export function getAlbumToken(hash: string, albumId: string): string | null {
  return session()?.getItem(key(hash, albumId)) ?? null;
}

export function saveAlbumToken(hash: string, albumId: string, token: string): void {
  session()?.setItem(key(hash, albumId), token);
}

/** The server refused the token (expired, or the password changed): ask again. */
export function forgetAlbumToken(hash: string, albumId: string): void {
  session()?.removeItem(key(hash, albumId));
}
