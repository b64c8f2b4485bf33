// What the invitation screens ask the server (/api/invitations, DESIGN.md §6.5): queries for
// TanStack Query, the mutations (each refreshes what it changes), and the files (QR picture, CSV)
// fetched with the Bearer token (lib/file-download.ts).
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  Invitation,
  InvitationBody,
  InvitationMessageStatus,
  UpdateInvitationBody,
} from '@hatira/shared/invitations';
import { MAX_PAGE_SIZE } from '@hatira/shared/limits';
import { toListQuery, type ListParams } from '../../components/data-table/list-params';
import { api } from '../../lib/api';
import type { QrFormat } from '../../components/link-share/link-share';
import { fetchFile, saveFile, type FetchedFile } from '../../lib/file-download';

export type MessageSortField = 'name' | 'createdAt' | 'guestCount';
export const MESSAGE_SORT_FIELDS: readonly MessageSortField[] = ['name', 'createdAt', 'guestCount'];

export interface MessageFilters {
  attending?: 'yes' | 'no';
  status?: InvitationMessageStatus;
}

export const invitationKeys = {
  all: ['invitations'] as const,
  list: () => [...invitationKeys.all, 'list'] as const,
  detail: (id: string) => [...invitationKeys.all, 'detail', id] as const,
  messages: (id: string) => [...invitationKeys.all, 'messages', id] as const,
  messageList: (id: string, params: ListParams<MessageSortField>, filters: MessageFilters) =>
    [...invitationKeys.messages(id), params, filters] as const,
  qr: (id: string, hash: string) => [...invitationKeys.all, 'qr', id, hash] as const,
};

/** The caller's invitations (a couple has one or a few; an organiser's client one per wedding). */
export function invitationsQuery() {
  return queryOptions({
    queryKey: invitationKeys.list(),
    queryFn: ({ signal }) => api.get('/api/invitations', { query: { itemsPerPage: MAX_PAGE_SIZE }, signal }),
  });
}

export function invitationQuery(id: string) {
  return queryOptions({
    queryKey: invitationKeys.detail(id),
    queryFn: ({ signal }) => api.get('/api/invitations/:id', { params: { id }, signal }),
  });
}

/** The caller's event pages, for linking one to the invitation (guests post photos there later). */
export function eventOptionsQuery() {
  return queryOptions({
    // Under the event pages' own list key, so a change there refreshes this too.
    queryKey: ['qr-codes', 'list', { invitationPicker: true }] as const,
    queryFn: ({ signal }) => api.get('/api/qr-codes', { query: { itemsPerPage: MAX_PAGE_SIZE }, signal }),
  });
}

export function messagesQuery(id: string, params: ListParams<MessageSortField>, filters: MessageFilters) {
  return queryOptions({
    queryKey: invitationKeys.messageList(id, params, filters),
    queryFn: ({ signal }) =>
      api.get('/api/invitations/:id/messages', {
        params: { id },
        query: {
          ...toListQuery(params),
          status: filters.status,
          attending:
            filters.attending === undefined ? undefined : filters.attending === 'yes' ? 'true' : 'false',
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

function useSaved() {
  const client = useQueryClient();
  return (saved: Invitation) => {
    client.setQueryData(invitationKeys.detail(saved.id), saved);
    return client.invalidateQueries({ queryKey: invitationKeys.list() });
  };
}

export function useCreateInvitation() {
  const saved = useSaved();
  return useMutation({
    mutationFn: (body: InvitationBody) => api.post('/api/invitations', { body }),
    onSuccess: saved,
  });
}

export function useUpdateInvitation(id: string) {
  const saved = useSaved();
  return useMutation({
    mutationFn: (body: UpdateInvitationBody) => api.patch('/api/invitations/:id', { params: { id }, body }),
    onSuccess: saved,
  });
}

export function useDeleteInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete('/api/invitations/:id', { params: { id } }),
    onSuccess: (_result, id) => {
      client.removeQueries({ queryKey: invitationKeys.detail(id), type: 'inactive' });
      return client.invalidateQueries({ queryKey: invitationKeys.list() });
    },
  });
}

export function useUploadCover(id: string) {
  const saved = useSaved();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return api.post('/api/invitations/:id/cover', { params: { id }, body });
    },
    onSuccess: saved,
  });
}

export function useRemoveCover(id: string) {
  const saved = useSaved();
  return useMutation({
    mutationFn: () => api.delete('/api/invitations/:id/cover', { params: { id } }),
    onSuccess: saved,
  });
}

export function useSetMessageStatus(invitationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ messageId, status }: { messageId: string; status: InvitationMessageStatus }) =>
      api.patch('/api/invitations/:id/messages/:messageId', {
        params: { id: invitationId, messageId },
        body: { status },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: invitationKeys.messages(invitationId) }),
  });
}

export function useDeleteMessage(invitationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string) =>
      api.delete('/api/invitations/:id/messages/:messageId', { params: { id: invitationId, messageId } }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: invitationKeys.messages(invitationId) }),
        // The reply count on the editor's share card.
        client.invalidateQueries({ queryKey: invitationKeys.detail(invitationId) }),
        client.invalidateQueries({ queryKey: invitationKeys.list() }),
      ]),
  });
}

/** The invitation's QR picture (SVG, or PNG at the server's size), shown and saved by the share card. */
export function fetchQr(id: string, format: QrFormat, signal?: AbortSignal): Promise<FetchedFile> {
  return fetchFile(
    `/api/invitations/${encodeURIComponent(id)}/qr.${format}`,
    `invitation-qr.${format}`,
    signal,
  );
}

/** The replies as a CSV (UTF-8 with BOM, Excel-ready), headed in the reader's language. */
export async function downloadMessagesCsv(id: string, language: string): Promise<void> {
  const query = new URLSearchParams({ lang: language });
  saveFile(
    await fetchFile(
      `/api/invitations/${encodeURIComponent(id)}/messages.csv?${query}`,
      'invitation-replies.csv',
    ),
  );
}
