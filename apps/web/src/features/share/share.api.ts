// What the guest pages ask the server (DESIGN.md §6.2), as plain requests. Only types come from
// @hatira/shared/share: its schemas would bring zod (~30 KB gzipped) to a guest's phone for
// nothing, so the few constants it holds are repeated here and a test (share.api.test.ts) keeps
// them equal to the shared ones. The guest pages have their own small client rather than the
// admin's (lib/api.ts): no share call takes the session or answers 401, and the admin's table of
// English error texts (~1.3 KB gzipped) need not come along (docs/decisions/014-guest-entry.md).
import type {
  AlbumAccessResponse,
  CreateGuestPostResponse,
  ShareHome,
  SharePostsResponse,
} from '@hatira/shared/share';
import { ApiError, apiErrorFrom } from '../../lib/api-error';

/** = ALBUM_TOKEN_HEADER of @hatira/shared/share. */
export const ALBUM_TOKEN_HEADER = 'x-album-token';

/** = uploadsPath of @hatira/shared/share: the tus endpoint of an event page. */
export const uploadsPath = (hash: string) => `/api/share/${encodeURIComponent(hash)}/uploads`;

const sharePath = (hash: string) => `/api/share/${encodeURIComponent(hash)}`;
const albumPath = (hash: string, albumId: string) =>
  `${sharePath(hash)}/albums/${encodeURIComponent(albumId)}`;

interface ShareRequest {
  method?: 'GET' | 'POST';
  body?: Record<string, unknown> | FormData;
  query?: Record<string, string | null | undefined>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/**
 * One request; a refusal throws ApiError with the server's code (the server answers only codes of
 * @hatira/shared/errors, and the pages show each in the guest's language), no answer throws NETWORK.
 */
export async function request<T>(
  path: string,
  { method = 'GET', body, query, headers, signal }: ShareRequest = {},
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

const tokenHeaders = (albumToken: string | null | undefined): Record<string, string> =>
  albumToken ? { [ALBUM_TOKEN_HEADER]: albumToken } : {};

export function fetchShareHome(hash: string, signal?: AbortSignal): Promise<ShareHome> {
  return request<ShareHome>(sharePath(hash), { signal });
}

export function enterAlbum(hash: string, albumId: string, password: string): Promise<AlbumAccessResponse> {
  return request<AlbumAccessResponse>(`${albumPath(hash, albumId)}/access`, {
    method: 'POST',
    body: { password },
  });
}

export interface AlbumPostsRequest {
  hash: string;
  albumId: string;
  albumToken?: string | null;
  cursor?: string | null;
  signal?: AbortSignal;
}

export function fetchAlbumPosts({
  hash,
  albumId,
  albumToken,
  cursor,
  signal,
}: AlbumPostsRequest): Promise<SharePostsResponse> {
  return request<SharePostsResponse>(`${albumPath(hash, albumId)}/posts`, {
    query: { cursor },
    headers: tokenHeaders(albumToken),
    signal,
  });
}

export interface GuestPostInput {
  albumId: string;
  name: string;
  message: string;
  albumToken: string | null;
  uploadIds: readonly string[];
}

/** Multipart with the text fields first (the server reads them before any file part). */
export function createGuestPost(hash: string, input: GuestPostInput): Promise<CreateGuestPostResponse> {
  const form = new FormData();
  form.append('albumId', input.albumId);
  form.append('name', input.name);
  if (input.message) form.append('message', input.message);
  if (input.albumToken) form.append('albumToken', input.albumToken);
  for (const id of input.uploadIds) form.append('uploadIds', id);
  return request<CreateGuestPostResponse>(`${sharePath(hash)}/posts`, {
    method: 'POST',
    body: form,
    headers: tokenHeaders(input.albumToken),
  });
}
