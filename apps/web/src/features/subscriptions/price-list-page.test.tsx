// A price list as staff use it: the plans of the address's account type with their limits; a new
// plan in the drawer (checked in the browser, sent in kuruş and bytes, listed after the last one);
// an edit; the order; and a sold plan's delete turned into "take off sale".
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BUILT_IN_ROLES } from '@hatira/shared/abilities';
import type { SubscriptionPlan } from '@hatira/shared/subscriptions';
import { saveSession } from '../../lib/session';
import {
  authResponse,
  jsonResponse,
  renderRoutes,
  resetBrowserState,
  stubFetch,
  type RecordedRequest,
} from '../../test-utils';
import { PriceListPage } from './price-list-page';

const GB = 1024 ** 3;

function plan(overrides: Partial<SubscriptionPlan>): SubscriptionPlan {
  return {
    id: '0190a0a0-0000-7000-8000-0000000000a1',
    type: 'individual',
    name: 'Tek Etkinlik',
    description: 'Bir etkinlik, fotoğraf ve video.',
    price: 149_900,
    currency: 'TRY',
    durationDays: 30,
    maxEvents: 1,
    maxAlbumsPerEvent: 5,
    maxPostsPerAlbum: 500,
    storageQuotaBytes: 10 * GB,
    videoAllowed: true,
    active: true,
    sortOrder: 10,
    ...overrides,
  };
}

const SINGLE = plan({});
const WEDDING = plan({
  id: '0190a0a0-0000-7000-8000-0000000000a2',
  name: 'Düğün Paketi',
  price: 349_900,
  durationDays: 365,
  maxEvents: 3,
  maxPostsPerAlbum: 2_000,
  storageQuotaBytes: 50 * GB,
  sortOrder: 20,
});

let requests: RecordedRequest[];
let plans: SubscriptionPlan[];
let deleteAnswer: () => Response;

function server(request: RecordedRequest): Response {
  const { method, path } = request;
  if (method === 'GET' && path.startsWith('/api/subscription-plans?'))
    // As the server: in the list's order.
    return jsonResponse({ items: plans.toSorted((a, b) => a.sortOrder - b.sortOrder), total: plans.length });
  if (method === 'POST' && path === '/api/subscription-plans') {
    const created = { ...plan(request.body as Partial<SubscriptionPlan>), id: 'new-plan' };
    plans = [...plans, created];
    return jsonResponse(created, 201);
  }
  const patched = /^\/api\/subscription-plans\/(.+)$/.exec(path)?.[1];
  if (method === 'PATCH' && patched) {
    plans = plans.map((p) =>
      p.id === patched ? { ...p, ...(request.body as Partial<SubscriptionPlan>) } : p,
    );
    return jsonResponse(plans.find((p) => p.id === patched));
  }
  if (method === 'DELETE' && patched) return deleteAnswer();
  return jsonResponse({ error: { code: 'NOT_FOUND', message: 'Data not found.' } }, 404);
}

async function openAsAdmin(path: string) {
  saveSession(authResponse({ role: 'admin' }, BUILT_IN_ROLES.admin.rules));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const element = (
    <QueryClientProvider client={client}>
      <PriceListPage />
    </QueryClientProvider>
  );
  return renderRoutes(
    [
      { path: '/subscription-price/individual', element },
      { path: '/subscription-price/corporate', element },
    ],
    { initialEntries: [path] },
  );
}

const writes = () => requests.filter((r) => r.method !== 'GET');

beforeEach(() => {
  resetBrowserState();
  plans = [SINGLE, WEDDING];
  deleteAnswer = () => new Response(null, { status: 204 });
  requests = stubFetch(server);
});
afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 30_000 });

describe('a price list', () => {
  it('asks for the plans of the address’s account type, inactive ones too, and shows their limits', async () => {
    await openAsAdmin('/subscription-price/corporate');
    expect(await screen.findByRole('heading', { name: 'Corporate Price List' })).toBeInTheDocument();
    const row = (await screen.findByText('Düğün Paketi')).closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('TRY 3,499.00')).toBeInTheDocument();
    expect(within(row).getByText('365 days')).toBeInTheDocument();
    expect(within(row).getByText('2,000')).toBeInTheDocument();
    expect(within(row).getByText('50 GB')).toBeInTheDocument();
    expect(within(row).getByRole('switch', { name: 'Düğün Paketi on sale' })).toBeChecked();
    expect(requests[0]?.path).toBe('/api/subscription-plans?type=corporate&all=true');
  });

  it('adds a plan from the drawer: checked first, then sent in kuruş and bytes after the last plan', async () => {
    const { user } = await openAsAdmin('/subscription-price/individual');
    await screen.findByText('Düğün Paketi');
    await user.click(screen.getByRole('button', { name: 'New package' }));
    const drawer = await screen.findByRole('dialog', { name: 'New package' });

    await user.type(within(drawer).getByRole('textbox', { name: /Price/ }), 'on dokuz');
    await user.click(within(drawer).getByRole('button', { name: 'Add package' }));
    expect(await within(drawer).findByText('This field is required')).toBeInTheDocument();
    expect(within(drawer).getByText('This value is not valid')).toBeInTheDocument();
    expect(writes()).toEqual([]);

    await user.type(within(drawer).getByRole('textbox', { name: /Package name/ }), 'Nişan Paketi');
    await user.clear(within(drawer).getByRole('textbox', { name: /Price/ }));
    await user.type(within(drawer).getByRole('textbox', { name: /Price/ }), '1.299,90');
    await user.clear(within(drawer).getByRole('spinbutton', { name: /Storage/ }));
    await user.type(within(drawer).getByRole('spinbutton', { name: /Storage/ }), '20');
    await user.click(within(drawer).getByRole('switch', { name: 'Videos allowed' }));
    await user.click(within(drawer).getByRole('button', { name: 'Add package' }));

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'New package' })).not.toBeInTheDocument(),
    );
    expect(writes()).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/subscription-plans',
        body: {
          type: 'individual',
          name: 'Nişan Paketi',
          description: '',
          price: 129_990,
          currency: 'TRY',
          durationDays: 30,
          maxEvents: 1,
          maxAlbumsPerEvent: 5,
          maxPostsPerAlbum: 500,
          storageQuotaBytes: 20 * GB,
          videoAllowed: false,
          active: true,
          sortOrder: 30,
        },
      }),
    ]);
    expect(await screen.findByText('Package added.')).toBeInTheDocument();
    expect(await screen.findByText('Nişan Paketi')).toBeInTheDocument();
  });

  it('edits a plan with its values in the drawer, and takes one off sale in its row', async () => {
    const { user } = await openAsAdmin('/subscription-price/individual');
    await user.click(await screen.findByRole('menuitem', { name: 'Edit Tek Etkinlik' }));
    const drawer = await screen.findByRole('dialog', { name: 'Edit Tek Etkinlik' });
    const price = within(drawer).getByRole('textbox', { name: /Price/ });
    expect(price).toHaveValue('1499.00');
    await user.clear(price);
    await user.type(price, '1599');
    await user.click(within(drawer).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes()[0]).toMatchObject({
      method: 'PATCH',
      path: `/api/subscription-plans/${SINGLE.id}`,
      body: { price: 159_900, sortOrder: 10, storageQuotaBytes: 10 * GB },
    });

    await user.click(screen.getByRole('switch', { name: 'Düğün Paketi on sale' }));
    await waitFor(() =>
      expect(writes()[1]).toMatchObject({
        path: `/api/subscription-plans/${WEDDING.id}`,
        body: { active: false },
      }),
    );
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Düğün Paketi on sale' })).not.toBeChecked(),
    );
  });

  it('moves a plan up by renumbering the list in its new order', async () => {
    const { user } = await openAsAdmin('/subscription-price/individual');
    expect(await screen.findByRole('menuitem', { name: 'Move Tek Etkinlik up' })).toBeDisabled();
    await user.click(screen.getByRole('menuitem', { name: 'Move Düğün Paketi up' }));
    await waitFor(() => expect(writes()).toHaveLength(2));
    expect(writes().map((r) => [r.path, r.body])).toEqual(
      expect.arrayContaining([
        [`/api/subscription-plans/${WEDDING.id}`, { sortOrder: 10 }],
        [`/api/subscription-plans/${SINGLE.id}`, { sortOrder: 20 }],
      ]),
    );
    const names = () =>
      screen
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('gridcell')[0]?.textContent);
    await waitFor(() => expect(names()[0]).toMatch(/^Düğün Paketi/));
  });

  it('deletes a plan never sold', async () => {
    const { user } = await openAsAdmin('/subscription-price/individual');
    await user.click(await screen.findByRole('menuitem', { name: 'Delete Düğün Paketi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the package?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete package' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes()).toEqual([
      expect.objectContaining({ method: 'DELETE', path: `/api/subscription-plans/${WEDDING.id}` }),
    ]);
  });

  it('offers to take a sold plan off sale when the server refuses its delete (PLAN_IN_USE)', async () => {
    deleteAnswer = () =>
      jsonResponse(
        { error: { code: 'PLAN_IN_USE', message: 'This package has been sold; deactivate it instead.' } },
        409,
      );
    const { user } = await openAsAdmin('/subscription-price/individual');
    await user.click(await screen.findByRole('menuitem', { name: 'Delete Düğün Paketi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the package?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete package' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This package has been sold; deactivate it instead.',
    );
    expect(dialog).toHaveTextContent('You can take Düğün Paketi off sale instead');
    await user.click(within(dialog).getByRole('button', { name: 'Take off sale' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes().map((r) => [r.method, r.path, r.body])).toEqual([
      ['DELETE', `/api/subscription-plans/${WEDDING.id}`, null],
      ['PATCH', `/api/subscription-plans/${WEDDING.id}`, { active: false }],
    ]);
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Düğün Paketi on sale' })).not.toBeChecked(),
    );
  });

  it('speaks Turkish', async () => {
    saveSession(authResponse({ role: 'admin' }, BUILT_IN_ROLES.admin.rules));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await renderRoutes(
      [
        {
          path: '/subscription-price/individual',
          element: (
            <QueryClientProvider client={client}>
              <PriceListPage />
            </QueryClientProvider>
          ),
        },
      ],
      { initialEntries: ['/subscription-price/individual'], language: 'tr' },
    );
    expect(await screen.findByRole('heading', { name: 'Bireysel Fiyat Listesi' })).toBeInTheDocument();
    expect(await screen.findByText('₺1.499,00')).toBeInTheDocument();
    expect(screen.getByText('30 gün')).toBeInTheDocument();
  });
});
