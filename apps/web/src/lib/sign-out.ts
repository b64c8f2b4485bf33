// Ends the session on the server and forgets it here. Shared by the user menu (features/auth)
// and the not-authorized page ("sign in as another user"), which may not import each other.
// The query cache empties itself when the session ends (query-client.ts).
import { api } from './api';
import { clearSession, getSession } from './session';

export async function endSession(): Promise<void> {
  try {
    // A failed call (network, an already revoked token) must not keep the user signed in here.
    if (getSession()) await api.post('/api/auth/logout');
  } catch {
    // The server session expires on its own; nothing else to do.
  } finally {
    clearSession();
  }
}
