// What the album screens ask the server (/api/albums, and /api/qr-codes for choosing the event).
// Keys: ['albums', 'list', qrCodeId] and ['qr-codes', 'detail', id] are shared with the event
// page screens, so a change on one screen refreshes the other.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Album, CreateAlbumBody, UpdateAlbumBody } from '@hatira/shared/albums';
import { api } from '../../lib/api';

/** How many events the picker offers for one search. */
const EVENT_OPTIONS = 20;

export const albumKeys = {
  all: ['albums'] as const,
  list: (qrCodeId: string) => [...albumKeys.all, 'list', qrCodeId] as const,
  detail: (id: string) => [...albumKeys.all, 'detail', id] as const,
};

const eventKeys = {
  lists: ['qr-codes', 'list'] as const,
  options: (q: string) => [...eventKeys.lists, { picker: q }] as const,
  detail: (id: string) => ['qr-codes', 'detail', id] as const,
};

export function albumsQuery(qrCodeId: string) {
  return queryOptions({
    queryKey: albumKeys.list(qrCodeId),
    queryFn: ({ signal }) => api.get('/api/albums', { query: { qrCodeId }, signal }),
  });
}

export function albumQuery(id: string) {
  return queryOptions({
    queryKey: albumKeys.detail(id),
    queryFn: ({ signal }) => api.get('/api/albums/:id', { params: { id }, signal }),
  });
}

/** The events the user may manage albums of (owned, or assigned to a customer), newest first. */
export function eventOptionsQuery(q: string) {
  return queryOptions({
    queryKey: eventKeys.options(q),
    queryFn: ({ signal }) =>
      api.get('/api/qr-codes', { query: { q: q.trim() || undefined, itemsPerPage: EVENT_OPTIONS }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function eventQuery(id: string) {
  return queryOptions({
    queryKey: eventKeys.detail(id),
    queryFn: ({ signal }) => api.get('/api/qr-codes/:id', { params: { id }, signal }),
  });
}

/** An event's album count shows in the event lists and on its page. */
function refreshEvent(client: ReturnType<typeof useQueryClient>, qrCodeId: string) {
  return Promise.all([
    client.invalidateQueries({ queryKey: albumKeys.list(qrCodeId) }),
    client.invalidateQueries({ queryKey: eventKeys.detail(qrCodeId) }),
    client.invalidateQueries({ queryKey: eventKeys.lists }),
  ]);
}

export function useCreateAlbum() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAlbumBody) => api.post('/api/albums', { body }),
    onSuccess: (created) => {
      client.setQueryData(albumKeys.detail(created.id), created);
      return refreshEvent(client, created.qrCodeId);
    },
  });
}

export function useUpdateAlbum(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateAlbumBody) => api.patch('/api/albums/:id', { params: { id }, body }),
    onSuccess: (updated) => {
      client.setQueryData(albumKeys.detail(id), updated);
      return client.invalidateQueries({ queryKey: albumKeys.list(updated.qrCodeId) });
    },
  });
}

/** Opens an `after_reveal` album to guests now; the list and the album show it open. */
export function useRevealAlbum() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post('/api/albums/:id/reveal', { params: { id } }),
    onSuccess: (revealed) => {
      client.setQueryData(albumKeys.detail(revealed.id), revealed);
      return client.invalidateQueries({ queryKey: albumKeys.list(revealed.qrCodeId) });
    },
  });
}

export function useDeleteAlbum() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (album: Pick<Album, 'id' | 'qrCodeId'>) =>
      api.delete('/api/albums/:id', { params: { id: album.id } }),
    onSuccess: (_result, album) => {
      // An open edit page of this album moves on first; refetching it now would flash "not found".
      client.removeQueries({ queryKey: albumKeys.detail(album.id), type: 'inactive' });
      return refreshEvent(client, album.qrCodeId);
    },
  });
}
