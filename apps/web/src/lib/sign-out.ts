// Ends the session on the server and forgets it here. Shared by the user menu (features/auth)
// and the not-authorized page ("sign in as another user"), which may not import each other.
import type { QueryClient } from '@tanstack/react-query';
import { api } from './api';
import { clearSession, getSession } from './session';
import { queryClient as defaultQueryClient } from './query-client';

export async function endSession(client: QueryClient = defaultQueryClient): Promise<void> {
  try {
    // A failed call (network, an already revoked token) must not keep the user signed in here.
    if (getSession()) await api<void>('/api/auth/logout', { method: 'POST' });
  } catch {
    // The server session expires on its own; nothing else to do.
  } finally {
    clearSession();
    client.clear();
  }
}
