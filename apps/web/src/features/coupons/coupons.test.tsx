// The coupon screens as staff use them: the list's terms and uses, the form's checks in the
// browser (a percent over 100, a fixed amount in lira, an end before the start) with the server's
// refusal of a taken code on its field, and the edit page's bills.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BUILT_IN_ROLES } from '@hatira/shared/abilities';
import type { Coupon, CouponDetail } from '@hatira/shared/coupons';
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
import { CouponListPage } from './coupon-list-page';
import { CouponAddPage, CouponEditPage } from './coupon-pages';

const SUMMER: Coupon = {
  id: '0190a0a0-0000-7000-8000-0000000000c1',
  code: 'YAZ2030',
  discountType: 'percent',
  amount: 15,
  planType: 'individual',
  validFrom: '2030-06-01T00:00:00.000Z',
  validUntil: '2030-08-31T20:59:59.999Z',
  maxUses: 10,
  usedCount: 3,
  isActive: true,
  createdAt: '2030-05-01T10:00:00.000Z',
};
const DETAIL: CouponDetail = {
  ...SUMMER,
  bills: [
    {
      id: 'b1',
      number: '2030-000042',
      userName: 'Ayşe Yılmaz',
      total: 127_415,
      currency: 'TRY',
      status: 'paid',
      createdAt: '2030-06-02T09:00:00.000Z',
    },
  ],
};

let requests: RecordedRequest[];
let createAnswer: () => Response;

function server(request: RecordedRequest): Response {
  const { method, path } = request;
  if (method === 'GET' && path.startsWith('/api/coupons?'))
    return jsonResponse({ items: [SUMMER], total: 1 });
  if (method === 'GET' && path === `/api/coupons/${SUMMER.id}`) return jsonResponse(DETAIL);
  if (method === 'POST' && path === '/api/coupons') return createAnswer();
  if (method === 'PATCH' && path === `/api/coupons/${SUMMER.id}`)
    return jsonResponse({ ...SUMMER, ...(request.body as Partial<Coupon>) });
  return jsonResponse({ error: { code: 'NOT_FOUND', message: 'Data not found.' } }, 404);
}

async function openAsAdmin(path: string, language: Language = 'en') {
  saveSession(authResponse({ role: 'admin' }, BUILT_IN_ROLES.admin.rules));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrap = (element: React.ReactNode) => (
    <QueryClientProvider client={client}>{element}</QueryClientProvider>
  );
  return renderRoutes(
    [
      { path: '/coupons', element: wrap(<CouponListPage />) },
      { path: '/coupons/add', element: wrap(<CouponAddPage />) },
      { path: '/coupons/edit/:id', element: wrap(<CouponEditPage />) },
    ],
    { initialEntries: [path], language },
  );
}

const writes = () => requests.filter((r) => r.method !== 'GET');

beforeEach(() => {
  resetBrowserState();
  createAnswer = () => jsonResponse({ ...SUMMER, id: 'new-coupon' }, 201);
  requests = stubFetch(server);
});
afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 30_000 });

describe('the coupon list', () => {
  it('shows each coupon’s discount, account type, window and uses taken of the most', async () => {
    await openAsAdmin('/coupons', 'tr');
    const row = (await screen.findByRole('link', { name: 'YAZ2030' })).closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('%15')).toBeInTheDocument();
    expect(within(row).getByText('Bireysel')).toBeInTheDocument();
    expect(within(row).getByText('1 Haz 2030 – 31 Ağu 2030')).toBeInTheDocument();
    expect(within(row).getByText('3 / 10')).toBeInTheDocument();
    expect(within(row).getByText('Açık')).toBeInTheDocument();
  });
});

describe('the coupon form', () => {
  it('refuses a percent over 100 in the browser, and sends a fixed amount in kuruş', async () => {
    const { user } = await openAsAdmin('/coupons/add');
    await user.type(await screen.findByRole('textbox', { name: /Coupon code/ }), 'DUGUN150');
    await user.type(screen.getByRole('textbox', { name: /Discount/ }), '150');
    await user.click(screen.getByRole('button', { name: 'Create coupon' }));
    expect(
      await screen.findByText(/This value is not valid · A percentage from 1 to 100/),
    ).toBeInTheDocument();
    expect(writes()).toEqual([]);

    // The same number as lira: a fixed discount of ₺150.
    await user.click(screen.getByRole('button', { name: 'Amount (₺)' }));
    await user.click(screen.getByRole('button', { name: 'Create coupon' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({
      method: 'POST',
      path: '/api/coupons',
      body: {
        code: 'DUGUN150',
        discountType: 'fixed',
        amount: 15_000,
        planType: null,
        validFrom: null,
        validUntil: null,
        maxUses: null,
        isActive: true,
      },
    });
  });

  it('takes 100 percent, and says a taken code on the code field', async () => {
    createAnswer = () =>
      jsonResponse({ error: { code: 'COUPON_CODE_TAKEN', message: 'A coupon with this code exists.' } }, 409);
    const { user } = await openAsAdmin('/coupons/add');
    await user.type(await screen.findByRole('textbox', { name: /Coupon code/ }), 'yaz2030');
    await user.type(screen.getByRole('textbox', { name: /Discount/ }), '100');
    await user.type(screen.getByRole('spinbutton', { name: /Uses at most/ }), '5');
    await user.click(screen.getByRole('button', { name: 'Create coupon' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]?.body).toMatchObject({
      code: 'yaz2030',
      discountType: 'percent',
      amount: 100,
      maxUses: 5,
    });
    const code = screen.getByRole('textbox', { name: /Coupon code/ });
    await waitFor(() => expect(code).toHaveAccessibleDescription('A coupon with this code already exists.'));
  });
});

describe('a coupon’s page', () => {
  it('shows its terms in the form and the bills that used it', async () => {
    const { user } = await openAsAdmin(`/coupons/edit/${SUMMER.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'YAZ2030' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Discount/ })).toHaveValue('15');
    const bills = screen.getByRole('table', { name: 'Bills that used it' });
    // Each bill opens on the staff's bill page.
    expect(within(bills).getByRole('link', { name: '2030-000042' })).toHaveAttribute(
      'href',
      '/bills-management/view/b1',
    );
    expect(within(bills).getByRole('cell', { name: /^TRY.1,274\.15$/ })).toBeInTheDocument();
    expect(within(bills).getByText('Paid')).toBeInTheDocument();
    expect(screen.getByText('Uses: 3 / 10')).toBeInTheDocument();

    const discount = screen.getByRole('textbox', { name: /Discount/ });
    await user.clear(discount);
    await user.type(discount, '101');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(/This value is not valid/)).toBeInTheDocument();
    await user.clear(discount);
    await user.type(discount, '20');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({ method: 'PATCH', body: { amount: 20, discountType: 'percent' } });
  });
});
