// The subscriptions as staff use them: filters by state and plan in the address and the request;
// a subscription's page sends only what changed (another plan), and cancels after asking.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BUILT_IN_ROLES } from '@hatira/shared/abilities';
import type { Subscription, SubscriptionPlan } from '@hatira/shared/subscriptions';
import { saveSession } from '../../lib/session';
import {
  authResponse,
  jsonResponse,
  renderRoutes,
  resetBrowserState,
  stubFetch,
  type RecordedRequest,
} from '../../test-utils';
import { SubscriptionEditPage } from './subscription-edit-page';
import { SubscriptionListPage } from './subscription-list-page';

const planOf = (id: string, name: string): SubscriptionPlan => ({
  id,
  type: 'individual',
  name,
  description: '',
  price: 149_900,
  currency: 'TRY',
  durationDays: 30,
  maxEvents: 1,
  maxAlbumsPerEvent: 5,
  maxPostsPerAlbum: 500,
  storageQuotaBytes: 1024 ** 3,
  videoAllowed: true,
  active: true,
  sortOrder: 10,
});
const SINGLE = planOf('0190a0a0-0000-7000-8000-0000000000a1', 'Tek Etkinlik');
const WEDDING = planOf('0190a0a0-0000-7000-8000-0000000000a2', 'Düğün Paketi');

const SUBSCRIPTION: Subscription = {
  id: '0190a0a0-0000-7000-8000-0000000000d1',
  userId: '0190a0a0-0000-7000-8000-0000000000e1',
  userName: 'Zeynep Kaya',
  userEmail: 'zeynep@example.com',
  plan: { id: SINGLE.id, name: SINGLE.name, type: 'individual' },
  status: 'active',
  startsAt: '2030-05-01T10:00:00.000Z',
  endsAt: '2030-05-31T10:00:00.000Z',
  pricePaid: 127_415,
  currency: 'TRY',
  couponCode: 'YAZ2030',
  createdAt: '2030-05-01T09:00:00.000Z',
};

let requests: RecordedRequest[];
let current: Subscription;

function server(request: RecordedRequest): Response {
  const { method, path } = request;
  if (method === 'GET' && path.startsWith('/api/subscription-plans'))
    return jsonResponse({ items: [SINGLE, WEDDING], total: 2 });
  if (method === 'GET' && path.startsWith('/api/subscriptions?'))
    return jsonResponse({ items: [current], total: 1 });
  if (method === 'GET' && path === `/api/subscriptions/${SUBSCRIPTION.id}`) return jsonResponse(current);
  if (method === 'PATCH' && path === `/api/subscriptions/${SUBSCRIPTION.id}`) {
    const body = request.body as { planId?: string; status?: Subscription['status'] };
    const plan = [SINGLE, WEDDING].find((p) => p.id === body.planId);
    current = {
      ...current,
      ...(body.status && { status: body.status }),
      ...(plan && { plan: { id: plan.id, name: plan.name, type: plan.type } }),
    };
    return jsonResponse(current);
  }
  return jsonResponse({ error: { code: 'NOT_FOUND', message: 'Data not found.' } }, 404);
}

async function openAsAdmin(path: string) {
  saveSession(authResponse({ role: 'admin' }, BUILT_IN_ROLES.admin.rules));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrap = (element: React.ReactNode) => (
    <QueryClientProvider client={client}>{element}</QueryClientProvider>
  );
  return renderRoutes(
    [
      { path: '/subscriptions', element: wrap(<SubscriptionListPage />) },
      { path: '/subscriptions/edit/:id', element: wrap(<SubscriptionEditPage />) },
    ],
    { initialEntries: [path] },
  );
}

const patches = () => requests.filter((r) => r.method === 'PATCH').map((r) => r.body);

beforeEach(() => {
  resetBrowserState();
  current = SUBSCRIPTION;
  requests = stubFetch(server);
});
afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 30_000 });

describe('the subscriptions', () => {
  it('asks the server with the filters of the address, and keeps a new one there', async () => {
    const { user, router } = await openAsAdmin(`/subscriptions?status=active&planId=${SINGLE.id}`);
    const row = (await screen.findByRole('link', { name: 'Zeynep Kaya' })).closest(
      '[role="row"]',
    ) as HTMLElement;
    expect(within(row).getByText('zeynep@example.com')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(within(row).getByText('YAZ2030')).toBeInTheDocument();
    const listed = requests.find((r) => r.path.startsWith('/api/subscriptions?'))!;
    expect(new URL(listed.path, 'http://x').searchParams.get('status')).toBe('active');
    expect(new URL(listed.path, 'http://x').searchParams.get('planId')).toBe(SINGLE.id);

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Cancelled' }));
    await waitFor(() => expect(router.state.location.search).toContain('status=cancelled'));
    await waitFor(() => expect(requests.at(-1)?.path).toContain('status=cancelled'));
  });

  it('moves a subscription to another plan, sending only that', async () => {
    const { user } = await openAsAdmin(`/subscriptions/edit/${SUBSCRIPTION.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: /Zeynep Kaya/ })).toBeInTheDocument();
    expect(screen.getByText(/^TRY.1,274\.15$/)).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Package' }));
    await user.click(await screen.findByRole('option', { name: 'Düğün Paketi' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Subscription saved.')).toBeInTheDocument();
    expect(patches()).toEqual([{ planId: WEDDING.id }]);
  });

  it('cancels a subscription after asking, then offers to reactivate it', async () => {
    const { user } = await openAsAdmin(`/subscriptions/edit/${SUBSCRIPTION.id}`);
    await user.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the subscription?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    await waitFor(() => expect(patches()).toEqual([{ status: 'cancelled' }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Reactivate' })).toBeInTheDocument();
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
  });
});
