// What the profile and account settings screens ask the server (/api/profile). A change to what
// the header shows (name, picture, language) refreshes the stored session from /api/auth/me.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ChangePasswordBody,
  UpdateNotificationSettingsBody,
  UpdateProfileBody,
} from '@hatira/shared/profile';
import { api } from '../../lib/api';
import { updateSession } from '../../lib/session';

export const profileKeys = {
  all: ['profile'] as const,
  profile: ['profile', 'me'] as const,
  sessions: ['profile', 'sessions'] as const,
  notifications: ['profile', 'notifications'] as const,
};
/** The auth feature's /me query (the key is the contract between features). */
const ME_KEY = ['auth', 'me'] as const;

export const profileQuery = () =>
  queryOptions({
    queryKey: profileKeys.profile,
    queryFn: ({ signal }) => api.get('/api/profile', { signal }),
  });

export const sessionsQuery = () =>
  queryOptions({
    queryKey: profileKeys.sessions,
    queryFn: ({ signal }) => api.get('/api/profile/sessions', { signal }),
  });

export const notificationsQuery = () =>
  queryOptions({
    queryKey: profileKeys.notifications,
    queryFn: ({ signal }) => api.get('/api/profile/notifications', { signal }),
  });

function useSessionSync() {
  const client = useQueryClient();
  return async () => {
    const me = await api.get('/api/auth/me');
    updateSession(me);
    client.setQueryData(ME_KEY, me);
  };
}

export function useUpdateProfile() {
  const client = useQueryClient();
  const sync = useSessionSync();
  return useMutation({
    mutationFn: (body: UpdateProfileBody) => api.patch('/api/profile', { body }),
    onSuccess: async (profile) => {
      client.setQueryData(profileKeys.profile, profile);
      await sync();
    },
  });
}

export function useUploadAvatar() {
  const client = useQueryClient();
  const sync = useSessionSync();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return api.post('/api/profile/avatar', { body });
    },
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: profileKeys.profile });
      await sync();
    },
  });
}

export function useRemoveAvatar() {
  const client = useQueryClient();
  const sync = useSessionSync();
  return useMutation({
    mutationFn: () => api.delete('/api/profile/avatar'),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: profileKeys.profile });
      await sync();
    },
  });
}

export function useChangePassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => api.post('/api/profile/password', { body }),
    // the other sessions are gone now
    onSuccess: () => client.invalidateQueries({ queryKey: profileKeys.sessions }),
  });
}

export function useRevokeSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete('/api/profile/sessions/:sessionId', { params: { sessionId: id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: profileKeys.sessions }),
  });
}

export function useRevokeOtherSessions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete('/api/profile/sessions'),
    onSuccess: () => client.invalidateQueries({ queryKey: profileKeys.sessions }),
  });
}

export function useUpdateNotifications() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateNotificationSettingsBody) => api.patch('/api/profile/notifications', { body }),
    onSuccess: (settings) => client.setQueryData(profileKeys.notifications, settings),
  });
}
