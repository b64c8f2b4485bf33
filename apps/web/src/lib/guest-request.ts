// The guest pages' requests (the share pages, the legal pages, the invitation page): plain fetch,
// no session, no 401 handling — no public call answers 401 — and no table of English error texts
// (~1.3 KB gzipped): the server's code is kept as it comes and each page shows the code's text in
// the guest's language (docs/decisions/014-guest-entry.md, 049). The admin app has lib/api.ts.
import { ApiError, apiErrorFrom } from './api-error';

export interface GuestRequest {
  method?: 'GET' | 'POST' | 'DELETE';
  body?: Record<string, unknown> | FormData;
  query?: Record<string, string | null | undefined>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/**
 * One request; a refusal throws ApiError with the server's code (the server answers only codes of
 * @hatira/shared/errors, and the pages show each in the guest's language), no answer throws NETWORK.
 */
export async function guestRequest<T>(
  path: string,
  { method = 'GET', body, query, headers, signal }: GuestRequest = {},
) {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) if (value) search.set(name, value);
  const url = search.toString() ? `${path}?${search}` : path;
  const isJson = body !== undefined && !(body instanceof FormData);
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: {
        ...headers,
        Accept: 'application/json',
        ...(isJson && { 'Content-Type': 'application/json' }),
      },
      body: isJson ? JSON.stringify(body) : body,
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK', 'Network error');
  }
  const data = (await response.json().catch(() => null)) as unknown;
  if (response.ok) return data as T;
  throw apiErrorFrom(response.status, data);
}
