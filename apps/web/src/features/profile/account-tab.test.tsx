// Account settings → account: a new email asks for the current password, and a new language is
// stored on the account and switches the interface at once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Profile } from '@hatira/shared/profile';
import { getSession, saveSession } from '../../lib/session';
import {
  authResponse,
  jsonResponse,
  renderRoutes,
  resetBrowserState,
  stubFetch,
  type RecordedRequest,
} from '../../test-utils';
import { AccountSettingsPage } from './account-settings-page';

const PROFILE: Profile = {
  id: '0190a0a0-0000-7000-8000-000000000001',
  fullName: 'Ayşe Yılmaz',
  username: 'ayse',
  email: 'ayse@example.com',
  phone: null,
  company: null,
  language: 'en',
  avatar: null,
  role: 'subscriber',
  accountType: 'individual',
  status: 'active',
  createdAt: '2025-05-01T10:00:00.000Z',
};

let requests: RecordedRequest[];
let profile: Profile;

function server(request: RecordedRequest): Response {
  const { method, path } = request;
  if (method === 'GET' && path === '/api/profile') return jsonResponse(profile);
  if (method === 'PATCH' && path === '/api/profile') {
    const { currentPassword: _password, ...changes } = request.body as Record<string, unknown>;
    profile = { ...profile, ...changes } as Profile;
    return jsonResponse(profile);
  }
  if (method === 'GET' && path === '/api/auth/me') {
    const auth = authResponse({ role: 'subscriber', fullName: profile.fullName, language: profile.language });
    return jsonResponse({ userData: auth.userData, userAbilityRules: [] });
  }
  return jsonResponse({ error: { code: 'NOT_FOUND', message: 'Data not found.' } }, 404);
}

async function openAccount() {
  saveSession(authResponse({ role: 'subscriber', language: 'en' }));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderRoutes(
    [
      {
        path: '/pages/account-settings/:tab',
        element: (
          <QueryClientProvider client={client}>
            <AccountSettingsPage />
          </QueryClientProvider>
        ),
      },
    ],
    { initialEntries: ['/pages/account-settings/account'], language: 'en' },
  );
}

const patches = () => requests.filter((r) => r.method === 'PATCH').map((r) => r.body);

beforeEach(() => {
  resetBrowserState();
  profile = { ...PROFILE };
  requests = stubFetch(server);
});
afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 30_000 });

describe('account tab', () => {
  it('asks for the current password only when the email changes', async () => {
    const { user } = await openAccount();
    const email = await screen.findByRole('textbox', { name: /^Email/ });
    expect(screen.queryByLabelText(/^Current password/)).not.toBeInTheDocument();

    await user.clear(email);
    await user.type(email, 'ayse.yilmaz@example.com');
    const current = await screen.findByLabelText(/^Current password/);
    await user.type(current, 'my old secret');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Your account details were saved.')).toBeInTheDocument();
    expect(patches().at(-1)).toMatchObject({
      email: 'ayse.yilmaz@example.com',
      currentPassword: 'my old secret',
    });
    expect(screen.queryByLabelText(/^Current password/)).not.toBeInTheDocument();
  });

  it('stores a new language and switches the interface to it', async () => {
    const { user } = await openAccount();
    await user.click(await screen.findByRole('combobox', { name: 'Language' }));
    await user.click(await screen.findByRole('option', { name: 'Deutsch' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('tab', { name: 'Konto', selected: true })).toBeInTheDocument();
    expect(patches().at(-1)).toMatchObject({ language: 'de' });
    expect(patches().at(-1)).not.toHaveProperty('currentPassword');
    await waitFor(() => expect(getSession()?.userData.language).toBe('de'));
    expect(document.documentElement.lang).toBe('de');
  });
});
