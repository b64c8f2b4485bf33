// What the guest pages ask the server (DESIGN.md §6.2), as plain requests. Only types come from
// @hatira/shared/share: its schemas would bring zod (~30 KB gzipped) to a guest's phone for
// nothing, so the few constants it holds are repeated here and a test (share.api.test.ts) keeps
// them equal to the shared ones. Requests go through the guest pages' small client
// (lib/guest-request.ts), not the admin's (docs/decisions/014-guest-entry.md). Every one carries
// the device key (guest-key.ts): the server knows this phone's posts by it (DESIGN.md §6.7).
import type {
  AlbumAccessResponse,
  CreateGuestPostResponse,
  ShareHome,
  SharePostsResponse,
} from '@hatira/shared/share';
import { guestRequest, type GuestRequest } from '../../lib/guest-request';
import { guestKeyHeaders } from './guest-key';

/** = ALBUM_TOKEN_HEADER of @hatira/shared/share. */
export const ALBUM_TOKEN_HEADER = 'x-album-token';

/** = uploadsPath of @hatira/shared/share: the tus endpoint of an event page. */
export const uploadsPath = (hash: string) => `/api/share/${encodeURIComponent(hash)}/uploads`;

export const sharePath = (hash: string) => `/api/share/${encodeURIComponent(hash)}`;
const albumPath = (hash: string, albumId: string) =>
  `${sharePath(hash)}/albums/${encodeURIComponent(albumId)}`;

const tokenHeaders = (albumToken: string | null | undefined): Record<string, string> =>
  albumToken ? { [ALBUM_TOKEN_HEADER]: albumToken } : {};

/** A share API call: with the device key, whatever else it sends. */
export const shareRequest = <T>(path: string, request: GuestRequest = {}) =>
  guestRequest<T>(path, { ...request, headers: { ...request.headers, ...guestKeyHeaders() } });

export function fetchShareHome(hash: string, signal?: AbortSignal): Promise<ShareHome> {
  return shareRequest<ShareHome>(sharePath(hash), { signal });
}

export function enterAlbum(hash: string, albumId: string, password: string): Promise<AlbumAccessResponse> {
  return shareRequest<AlbumAccessResponse>(`${albumPath(hash, albumId)}/access`, {
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
  return shareRequest<SharePostsResponse>(`${albumPath(hash, albumId)}/posts`, {
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
  return shareRequest<CreateGuestPostResponse>(`${sharePath(hash)}/posts`, {
    method: 'POST',
    body: form,
    headers: tokenHeaders(input.albumToken),
  });
}
