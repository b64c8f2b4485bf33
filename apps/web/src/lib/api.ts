// The admin app's HTTP client (the guest pages have their own, features/share/share.api.ts). Every
// call names its endpoint as the shared contract does (packages/shared/src/endpoints.ts), and the
// body, query, path parameters and answer are typed from it:
//
//   api.get('/api/qr-codes/:id', { params: { id }, signal })      // → Promise<QrCode>
//   api.post('/api/qr-codes', { body })                           // body: the create schema's input
//
// Sends the stored access token as a Bearer token; any 401 ends the session (SPEC §4): storage
// cleared, session-expired set, and the app goes to /login.
import type { Endpoint, Endpoints } from '@hatira/shared/endpoints';
import { ApiError, apiErrorFrom } from './api-error';
import { getSession, expireSession } from './session';

export { ApiError };

type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler = () => window.location.assign('/login');

/** The router registers a navigation to /login here so a 401 does not reload the page. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** The addresses the contract lists for a method. */
type PathOf<M extends Method> = Endpoint extends infer E ? (E extends `${M} ${infer P}` ? P : never) : never;
type EndpointAt<M extends Method, P extends string> = Endpoints[`${M} ${P}` & Endpoint];
/** `/api/users/:id/sessions/:sessionId` → 'id' | 'sessionId'. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** What a call may send: path parameters when its address has some, its body, its query. */
export type CallOptions<E, P extends string> = {
  signal?: AbortSignal;
  /** Extra request headers, e.g. Accept-Language for a mail the server sends in the UI language. */
  headers?: Record<string, string>;
} & ([ParamNames<P>] extends [never] ? { params?: never } : { params: Record<ParamNames<P>, string> }) &
  (E extends { body: infer B } ? { body: B } : { body?: never }) &
  (E extends { query: infer Q } ? { query?: Q } : { query?: never });

/** The options argument is optional exactly when nothing in it is required. */
type CallArgs<E, P extends string> =
  object extends CallOptions<E, P> ? [options?: CallOptions<E, P>] : [options: CallOptions<E, P>];

type Answer<E> = E extends { response: infer R } ? R : never;

interface RawOptions {
  params?: Record<string, string>;
  body?: unknown;
  query?: object;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/** `/api/users/:id` with `{ id }` → `/api/users/0190…` (each parameter URL-encoded). */
export function fillPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(value);
  });
}

/** Empty values are left out, so an unset filter is no filter. */
function queryString(query: object | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

async function send(method: Method, path: string, options: RawOptions = {}): Promise<unknown> {
  const headers = new Headers({ ...options.headers, Accept: 'application/json' });
  const token = getSession()?.accessToken;
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }

  const url = fillPath(path, options.params) + queryString(options.query);
  let response: Response;
  try {
    response = await fetch(url, { method, headers, body, signal: options.signal });
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
  if (response.status === 204) return undefined;
  const data: unknown = await response.json().catch(() => null);
  if (response.ok) return data;
  throw apiErrorFrom(response.status, data);
}

function caller<M extends Method>(method: M) {
  return <P extends PathOf<M>>(
    path: P,
    ...[options]: CallArgs<EndpointAt<M, P>, P>
  ): Promise<Answer<EndpointAt<M, P>>> =>
    // The contract promises the answer's shape; the server's response schema makes it so.
    send(method, path, options as RawOptions) as Promise<Answer<EndpointAt<M, P>>>;
}

export const api = {
  get: caller('GET'),
  post: caller('POST'),
  put: caller('PUT'),
  patch: caller('PATCH'),
  delete: caller('DELETE'),
};
