// Blocking an address as each kind of user does it: the dialog's checks in the browser (the
// shared schema), what is sent, the server's refusal on the field, the admin's filter, the
// customer on their subscriber's list, and the customer who has none.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BUILT_IN_ROLES, type BuiltInRole } from '@hatira/shared/abilities';
import type { BlockedIp } from '@hatira/shared/blocked-ips';
import type { Language } from '@hatira/shared/languages';
import { saveSession } from '../../lib/session';
import {
  authResponse,
  jsonResponse,
  renderRoutes,
  resetBrowserState,
  stubFetch,
  type RecordedRequest,
} from '../../test-utils';
import { BlockedIpListPage } from './blocked-ip-list-page';

const ENTRIES: BlockedIp[] = [
  {
    id: '0190a0a0-0000-7000-8000-0000000000b1',
    kind: 'ip',
    ip: '198.51.100.7',
    guestName: null,
    reason: 'Spam',
    ownerId: '0190a0a0-0000-7000-8000-000000000002',
    owner: { fullName: 'Ayşe Yılmaz', email: 'ayse@example.com' },
    isPlatformWide: false,
    canDelete: true,
    createdAt: '2025-05-01T10:00:00.000Z',
  },
  {
    id: '0190a0a0-0000-7000-8000-0000000000b2',
    kind: 'ip',
    ip: '10.0.0.0/8',
    guestName: null,
    reason: null,
    ownerId: null,
    owner: null,
    isPlatformWide: true,
    canDelete: true,
    createdAt: '2025-05-02T10:00:00.000Z',
  },
];

let requests: RecordedRequest[];
let postAnswer: () => Response;
let listAnswer: () => Response;

function server(request: RecordedRequest): Response {
  if (request.method === 'GET' && request.path.startsWith('/api/blocked-ips')) return listAnswer();
  if (request.method === 'POST' && request.path === '/api/blocked-ips') return postAnswer();
  if (request.method === 'DELETE' && request.path.startsWith('/api/blocked-ips/'))
    return new Response(null, { status: 204 });
  return jsonResponse({ error: { code: 'NOT_FOUND', message: 'Data not found.' } }, 404);
}

async function openAs(role: BuiltInRole, language: Language = 'en', path = '/medias/blocked-ip-address') {
  saveSession(authResponse({ role }, BUILT_IN_ROLES[role].rules));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderRoutes(
    [
      {
        path: '/*',
        element: (
          <QueryClientProvider client={client}>
            <BlockedIpListPage />
          </QueryClientProvider>
        ),
      },
    ],
    { initialEntries: [path], language },
  );
}

const listRequests = () =>
  requests.filter((r) => r.method === 'GET' && r.path.startsWith('/api/blocked-ips'));
const posts = () => requests.filter((r) => r.method === 'POST');

beforeEach(() => {
  resetBrowserState();
  postAnswer = () => jsonResponse({ ...ENTRIES[0], id: 'new' }, 201);
  listAnswer = () => jsonResponse({ items: ENTRIES, total: ENTRIES.length });
  requests = stubFetch(server);
});
afterEach(() => vi.unstubAllGlobals());
// MUI's first render compiles a lot; the machine is shared by several test runs.
vi.setConfig({ testTimeout: 30_000 });

describe('blocking an address', () => {
  it('checks the address in the browser with the server’s rule and message, then sends it', async () => {
    const { user } = await openAs('subscriber');
    expect(await screen.findByRole('gridcell', { name: '198.51.100.7' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Block an address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block an address' });
    const ip = within(dialog).getByRole('textbox', { name: /IP address or CIDR range/ });

    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();

    for (const wrong of ['300.1.2.3', '10.0.0.0/33', 'example.com']) {
      await user.clear(ip);
      await user.type(ip, wrong);
      await user.click(within(dialog).getByRole('button', { name: 'Block' }));
      expect(await within(dialog).findByText('This value is not valid')).toBeInTheDocument();
      expect(ip).toHaveAttribute('aria-invalid', 'true');
    }
    expect(posts()).toHaveLength(0);

    await user.clear(ip);
    await user.type(ip, ' 203.0.113.0/24 ');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Kept posting spam');
    const listed = listRequests().length;
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts().map((r) => r.body)).toEqual([{ ip: '203.0.113.0/24', reason: 'Kept posting spam' }]);
    await waitFor(() => expect(listRequests().length).toBeGreaterThan(listed));
  });

  it('accepts IPv6 addresses without a reason (sent as null)', async () => {
    const { user } = await openAs('subscriber');
    await user.click(await screen.findByRole('button', { name: 'Block an address' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /IP address/ }), '2001:db8::1');
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]!.body).toEqual({ ip: '2001:db8::1', reason: null });
  });

  it('says on the field, in the user’s language, that an address is blocked already', async () => {
    postAnswer = () =>
      jsonResponse(
        { error: { code: 'IP_ALREADY_BLOCKED', message: 'This IP address is already blocked.' } },
        409,
      );
    const { user } = await openAs('subscriber', 'tr');
    await user.click(await screen.findByRole('button', { name: 'Adres engelle' }));
    const dialog = await screen.findByRole('dialog');
    const ip = within(dialog).getByRole('textbox', { name: /IP adresi/ });
    await user.type(ip, '198.51.100.7');
    await user.click(within(dialog).getByRole('button', { name: 'Engelle' }));

    await waitFor(() => expect(ip).toHaveAttribute('aria-invalid', 'true'));
    expect(ip).toHaveAccessibleDescription('Bu IP adresi zaten engellenmiş.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe('who sees which list', () => {
  it('lets an admin filter platform-wide entries and shows what each entry applies to', async () => {
    const { user, router } = await openAs('admin', 'en', '/medias-management/blocked-ip-address?page=2');
    expect(await screen.findByRole('gridcell', { name: 'Platform-wide' })).toBeInTheDocument();
    // whose list an entry is on: the owner's name (their email on hover), not an account id
    expect(screen.getByRole('gridcell', { name: 'Ayşe Yılmaz' })).toBeInTheDocument();
    expect(screen.getByTitle('ayse@example.com')).toHaveTextContent('Ayşe Yılmaz');
    expect(screen.queryByText(/0190a0a0/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Show' }));
    await user.click(await screen.findByRole('option', { name: 'Platform-wide' }));
    await waitFor(() => expect(listRequests().at(-1)!.path).toContain('scope=platform'));
    expect(listRequests().at(-1)!.path).toContain('page=1');
    expect(router.state.location.search).toBe('?scope=platform');
  });

  it("shows a customer their subscriber's list: they add to it and remove only what they added", async () => {
    const SUBSCRIBERS: BlockedIp = { ...ENTRIES[0]!, canDelete: false };
    const THEIRS: BlockedIp = {
      ...ENTRIES[0]!,
      id: '0190a0a0-0000-7000-8000-0000000000b3',
      ip: '203.0.113.9',
      reason: 'Gate crasher',
      canDelete: true,
    };
    listAnswer = () => jsonResponse({ items: [THEIRS, SUBSCRIBERS], total: 2 });
    const { user } = await openAs('customer', 'tr', '/cmedias/blocked-ip-address');

    expect(await screen.findByRole('gridcell', { name: '203.0.113.9' })).toBeInTheDocument();
    expect(screen.getByText(/Yalnızca kendi eklediğiniz engelleri kaldırabilirsiniz/)).toBeInTheDocument();
    expect(screen.getByRole('gridcell', { name: '198.51.100.7' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: '198.51.100.7 engelini kaldır' })).not.toBeInTheDocument();
    // no owner column: that is the admin's
    expect(screen.queryByRole('columnheader', { name: 'Kapsam' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('menuitem', { name: '203.0.113.9 engelini kaldır' }));
    const confirm = await screen.findByRole('dialog');
    await user.click(within(confirm).getByRole('button', { name: 'Engeli kaldır' }));
    await waitFor(() =>
      expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
        `/api/blocked-ips/${THEIRS.id}`,
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Adres engelle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adres engelle' });
    await user.type(within(dialog).getByRole('textbox', { name: /IP adresi/ }), '192.0.2.44');
    await user.click(within(dialog).getByRole('button', { name: 'Engelle' }));
    await waitFor(() => expect(posts().map((r) => r.body)).toEqual([{ ip: '192.0.2.44', reason: null }]));
  });

  it('shows a blocked phone by the guest’s name, and says its posts come back when it is removed', async () => {
    const DEVICE: BlockedIp = {
      ...ENTRIES[0]!,
      id: '0190a0a0-0000-7000-8000-0000000000b4',
      kind: 'device',
      ip: null,
      guestName: 'Ayşe',
      reason: 'Uygunsuz fotoğraflar',
    };
    listAnswer = () => jsonResponse({ items: [DEVICE, ENTRIES[0]], total: 2 });
    const { user } = await openAs('subscriber', 'tr');

    const cell = await screen.findByRole('gridcell', { name: /Ayşe adlı misafirin cihazı/ });
    expect(within(cell).getByText('Cihaz')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Adres, aralık veya cihaz' })).toBeInTheDocument();
    expect(screen.getByRole('gridcell', { name: '198.51.100.7' })).toBeInTheDocument();

    await user.click(screen.getByRole('menuitem', { name: 'Ayşe adlı misafirin cihazı engelini kaldır' }));
    const confirm = await screen.findByRole('dialog', { name: 'Engel kaldırılsın mı?' });
    expect(confirm).toHaveTextContent(
      'Ayşe adlı misafirin cihazı etkinlik sayfalarınızı yeniden açabilecek ve paylaşım yapabilecek. Bu engelle gizlenen paylaşımlar yeniden eskisi gibi görünür.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Engeli kaldır' }));
    await waitFor(() =>
      expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
        `/api/blocked-ips/${DEVICE.id}`,
      ]),
    );
  });

  it('tells a customer linked to no subscriber that there is no list (the server answers 403)', async () => {
    listAnswer = () =>
      jsonResponse({ error: { code: 'FORBIDDEN', message: 'You are not allowed to do this.' } }, 403);
    await openAs('customer', 'en', '/cmedias/blocked-ip-address');
    expect(await screen.findByText('Not available for your account')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Block an address' })).not.toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });
});
