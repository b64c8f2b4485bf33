// The customer screens as a corporate subscriber uses them: the list from the server, adding a
// customer (checks in the browser, the server's refusal on the field, on to the edit page), and
// the edit page's assigned events and resent invitation.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BUILT_IN_ROLES, rulesOfUser } from '@hatira/shared/abilities';
import type { Customer, CustomerDetail } from '@hatira/shared/customers';
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
import { CustomerListPage } from './customer-list-page';
import { CustomerAddPage, CustomerEditPage } from './customer-pages';

const CUSTOMER: Customer = {
  id: '0190a0a0-0000-7000-8000-0000000000c1',
  fullName: 'Zeynep Kaya',
  email: 'zeynep@example.com',
  phone: '+90 532 000 00 00',
  note: null,
  status: 'pending',
  avatar: null,
  subscriberId: '0190a0a0-0000-7000-8000-000000000001',
  subscriberName: 'Düğün Organizasyon Ltd.',
  eventCount: 1,
  createdAt: '2025-05-01T10:00:00.000Z',
};
const DETAIL: CustomerDetail = {
  ...CUSTOMER,
  events: [
    { id: '0190a0a0-0000-7000-8000-0000000000e1', title: 'Kaya Düğünü', eventDate: null, isActive: true },
  ],
};
const OTHER_EVENT = { id: '0190a0a0-0000-7000-8000-0000000000e2', title: 'Nişan Töreni' };

let requests: RecordedRequest[];
let createAnswer: () => Response;

function server(request: RecordedRequest): Response {
  const { method, path } = request;
  if (method === 'GET' && path.startsWith('/api/customers?'))
    return jsonResponse({ items: [CUSTOMER], total: 1 });
  if (method === 'GET' && path === `/api/customers/${CUSTOMER.id}`) return jsonResponse(DETAIL);
  if (method === 'POST' && path === '/api/customers') return createAnswer();
  if (method === 'POST' && path === `/api/customers/${CUSTOMER.id}/invitation`)
    return new Response(null, { status: 204 });
  if (method === 'GET' && path.startsWith('/api/qr-codes'))
    return jsonResponse({ items: [{ ...DETAIL.events[0], customerId: CUSTOMER.id }, OTHER_EVENT], total: 2 });
  if (method === 'PATCH' && path.startsWith('/api/qr-codes/'))
    return jsonResponse({ ...OTHER_EVENT, customerId: CUSTOMER.id });
  return jsonResponse({ error: { code: 'NOT_FOUND', message: 'Data not found.' } }, 404);
}

async function openAsCorporate(path: string, language: Language = 'en') {
  saveSession(
    authResponse(
      { role: 'subscriber', accountType: 'corporate' },
      rulesOfUser(BUILT_IN_ROLES.subscriber.rules, 'corporate'),
    ),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrap = (element: React.ReactNode) => (
    <QueryClientProvider client={client}>{element}</QueryClientProvider>
  );
  return renderRoutes(
    [
      { path: '/customers', element: wrap(<CustomerListPage />) },
      { path: '/customers/add', element: wrap(<CustomerAddPage />) },
      { path: '/customers/edit/:id', element: wrap(<CustomerEditPage />) },
    ],
    { initialEntries: [path], language },
  );
}

beforeEach(() => {
  resetBrowserState();
  createAnswer = () => jsonResponse(DETAIL, 201);
  requests = stubFetch(server);
});
afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 30_000 });

describe('customer list', () => {
  it('shows the server’s page of customers with their status and events, and searches on the server', async () => {
    const { user } = await openAsCorporate('/customers');
    expect(await screen.findByRole('link', { name: 'Zeynep Kaya' })).toHaveAttribute(
      'href',
      `/customers/edit/${CUSTOMER.id}`,
    );
    expect(screen.getByRole('gridcell', { name: 'zeynep@example.com' })).toBeInTheDocument();
    expect(screen.getByText('Invited')).toBeInTheDocument();
    // a subscriber sees no subscriber column (that is the admin's)
    expect(screen.queryByRole('columnheader', { name: 'Subscriber' })).not.toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search name, email or phone' }), 'zey');
    await waitFor(() =>
      expect(requests.some((r) => r.path.startsWith('/api/customers?') && r.path.includes('q=zey'))).toBe(
        true,
      ),
    );
  });

  it('speaks Turkish', async () => {
    await openAsCorporate('/customers', 'tr');
    expect(await screen.findByRole('heading', { name: 'Müşteriler' })).toBeInTheDocument();
    expect(await screen.findByText('Davet edildi')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Yeni müşteri' })).toHaveAttribute('href', '/customers/add');
  });
});

describe('adding a customer', () => {
  it('checks the fields in the browser, puts the server’s refusal on the field, then creates and opens the customer', async () => {
    createAnswer = () =>
      jsonResponse(
        {
          error: {
            code: 'EMAIL_TAKEN',
            message: 'This email address is already registered.',
            fields: { email: 'This email address is already registered.' },
          },
        },
        409,
      );
    const { user, router } = await openAsCorporate('/customers/add');
    const submit = await screen.findByRole('button', { name: 'Add customer and send invitation' });
    await user.click(submit);
    expect(await screen.findAllByText('This field is required')).not.toHaveLength(0);
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: /Full name/ }), 'Zeynep Kaya');
    const email = screen.getByRole('textbox', { name: /Email/ });
    await user.type(email, 'zeynep@example.com');
    await user.click(submit);
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('This email address is already registered.'),
    );

    createAnswer = () => jsonResponse(DETAIL, 201);
    await user.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/customers/edit/${CUSTOMER.id}`));
    expect(requests.filter((r) => r.method === 'POST').at(-1)!.body).toEqual({
      fullName: 'Zeynep Kaya',
      email: 'zeynep@example.com',
      phone: null,
      note: null,
    });
    expect(
      await screen.findByText('A link to set a password was sent to zeynep@example.com.'),
    ).toBeInTheDocument();
  });
});

describe('editing a customer', () => {
  it('lists the assigned events, assigns another one and resends the invitation', async () => {
    const { user } = await openAsCorporate(`/customers/edit/${CUSTOMER.id}`);
    const events = await screen.findByRole('list', { name: 'Assigned events' });
    expect(within(events).getByRole('link', { name: 'Kaya Düğünü' })).toHaveAttribute(
      'href',
      `/qr/edit/${DETAIL.events[0]!.id}`,
    );

    await user.click(screen.getByRole('combobox', { name: 'Choose an event' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Nişan Töreni']);
    await user.click(options[0]!);
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'PATCH')).toMatchObject({
        path: `/api/qr-codes/${OTHER_EVENT.id}`,
        body: { customerId: CUSTOMER.id },
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Resend invitation' }));
    expect(
      await screen.findByText('A new invitation link was sent; earlier links no longer work.'),
    ).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'POST' && r.path.endsWith('/invitation'))).toBe(true);
  });
});
