// Account settings → security: the password change (checks in the browser, the server's refusal
// on the field) and the sessions list (each other one revocable, "sign out everywhere else").
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Session } from '@hatira/shared/sessions';
import { saveSession } from '../../lib/session';
import {
  authResponse,
  jsonResponse,
  renderRoutes,
  resetBrowserState,
  stubFetch,
  type RecordedRequest,
} from '../../test-utils';
import { AccountSettingsPage } from './account-settings-page';

const CURRENT: Session = {
  id: '0190a0a0-0000-7000-8000-0000000000a1',
  browser: 'Firefox 140',
  os: 'Linux',
  deviceType: 'desktop',
  ip: '192.0.2.10',
  createdAt: '2025-05-01T10:00:00.000Z',
  lastSeenAt: '2025-05-02T10:00:00.000Z',
  isCurrent: true,
};
const PHONE: Session = {
  ...CURRENT,
  id: '0190a0a0-0000-7000-8000-0000000000a2',
  browser: 'Safari 17',
  os: 'iOS 17',
  deviceType: 'mobile',
  ip: '203.0.113.7',
  isCurrent: false,
};

let requests: RecordedRequest[];
let sessions: Session[];
let passwordAnswer: () => Response;

function server(request: RecordedRequest): Response {
  const { method, path } = request;
  if (method === 'GET' && path === '/api/profile/sessions') return jsonResponse({ items: sessions });
  if (method === 'DELETE' && path.startsWith('/api/profile/sessions')) {
    sessions = sessions.filter(
      (s) => s.isCurrent || (path !== '/api/profile/sessions' && !path.endsWith(s.id)),
    );
    return new Response(null, { status: 204 });
  }
  if (method === 'POST' && path === '/api/profile/password') return passwordAnswer();
  return jsonResponse({ error: { code: 'NOT_FOUND', message: 'Data not found.' } }, 404);
}

async function openSecurity() {
  saveSession(authResponse({ role: 'subscriber' }, [{ action: 'view', subject: 'static' }]));
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
    { initialEntries: ['/pages/account-settings/security'], language: 'en' },
  );
}

beforeEach(() => {
  resetBrowserState();
  sessions = [CURRENT, PHONE, { ...PHONE, id: '0190a0a0-0000-7000-8000-0000000000a3', ip: '198.51.100.3' }];
  passwordAnswer = () => new Response(null, { status: 204 });
  requests = stubFetch(server);
});
afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 30_000 });

describe('security tab: password', () => {
  it('checks the confirmation in the browser, shows a wrong current password on its field, then changes it', async () => {
    const { user } = await openSecurity();
    expect(await screen.findByRole('tab', { name: 'Security', selected: true })).toBeInTheDocument();
    const current = await screen.findByLabelText(/^Current password/);
    const next = screen.getByLabelText(/^New password/);
    const confirm = screen.getByLabelText(/^Confirm new password/);
    const submit = screen.getByRole('button', { name: 'Change password' });

    await user.type(current, 'old secret 1');
    await user.type(next, 'a brand new secret');
    await user.type(confirm, 'something else');
    await user.click(submit);
    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    passwordAnswer = () =>
      jsonResponse(
        {
          error: {
            code: 'CURRENT_PASSWORD_INCORRECT',
            message: 'The current password is not correct.',
            fields: { currentPassword: 'The current password is not correct.' },
          },
        },
        400,
      );
    await user.clear(confirm);
    await user.type(confirm, 'a brand new secret');
    await user.click(submit);
    await waitFor(() => expect(current).toHaveAccessibleDescription('The current password is not correct.'));

    passwordAnswer = () => new Response(null, { status: 204 });
    await user.click(submit);
    expect(
      await screen.findByText('Your password was changed. All your other sessions were signed out.'),
    ).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST').at(-1)!.body).toEqual({
      currentPassword: 'old secret 1',
      newPassword: 'a brand new secret',
    });
    expect(current).toHaveValue('');
  });
});

describe('security tab: sessions', () => {
  it('lists the sessions with device and address, the current one marked, and ends another one', async () => {
    const { user } = await openSecurity();
    const list = await screen.findByRole('list', { name: 'Sessions' });
    await within(list).findByText('Firefox 140 · Linux');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByText('This device')).toBeInTheDocument();
    expect(within(items[0]!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(items[1]!).getByText(/^203\.0\.113\.7 · last seen/)).toBeInTheDocument();

    await user.click(within(items[1]!).getByRole('button', { name: 'Sign out Safari 17 · iOS 17' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(requests.find((r) => r.method === 'DELETE')!.path).toBe(`/api/profile/sessions/${PHONE.id}`);
  });

  it('signs out everywhere else after a confirmation', async () => {
    const { user } = await openSecurity();
    const list = await screen.findByRole('list', { name: 'Sessions' });
    await within(list).findByText('Firefox 140 · Linux');
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out the other sessions?' });
    expect(dialog).toHaveTextContent('2 sessions other than this device will be signed out.');
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere else' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
      '/api/profile/sessions',
    ]);
    expect(screen.getByRole('button', { name: 'Sign out everywhere else' })).toBeDisabled();
  });
});
