// The admin app's HTTP client (the guest pages have their own, features/share/share.api.ts). Sends
// the stored access token as a Bearer token; any 401 ends the session (SPEC §4): storage cleared,
// session-expired set, and the app goes to /login.
import { ApiError, apiErrorFrom } from './api-error';
import { getSession, expireSession } from './session';

export { ApiError };

type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler = () => window.location.assign('/login');

/** The router registers a navigation to /login here so a 401 does not reload the page. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  query?: Record<string, string | number | boolean | undefined | null>;
  /** Extra request headers, e.g. Accept-Language for a mail the server sends in the UI language. */
  headers?: Record<string, string>;
}

export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers = new Headers({ ...options.headers, Accept: 'application/json' });
  const token = getSession()?.accessToken;
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }

  let url = path.startsWith('/') ? path : `/api/${path}`;
  if (options.query) {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(options.query))
      if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
    const qs = params.toString();
    if (qs) url += `?${qs}`;
  }

  let response: Response;
  try {
    response = await fetch(url, { method: options.method ?? 'GET', headers, body, signal: options.signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK', 'Network error');
  }

  // Only the first 401 of a session ends it: parallel requests failing together must not set the
  // session-expired flag again after the login page has already shown it.
  if (response.status === 401 && token && getSession()?.accessToken === token) {
    expireSession();
    onUnauthorized();
  }
  if (response.status === 204) return undefined as T;
  const data: unknown = await response.json().catch(() => null);
  if (response.ok) return data as T;
  throw apiErrorFrom(response.status, data);
}
