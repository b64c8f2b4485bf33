// The staff's bills: every bill with its buyer, the filters sent to the server and kept in the
// address bar, the seller's details saved; a bill's payment notice confirmed (the bill is paid) or
// rejected with a reason (unpaid again, the reason on the page).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Bill } from '@hatira/shared/bills';
import {
  jsonResponse,
  resetBrowserState,
  stubFetch,
  type RecordedRequest,
  openPagesAs,
} from '../../test-utils';
import { ManagedBillViewPage } from './bill-view-page';
import { BillsManagementPage } from './bills-management-page';
import { BILL, notFound } from './bills.test-support';

const NOTICED: Bill = {
  ...BILL,
  status: 'pending_confirmation',
  paymentNotice: {
    paidAt: '2026-03-02',
    senderName: 'Mehmet Yılmaz',
    note: 'Ziraat mobil',
    sentAt: '2026-03-02T12:00:00.000Z',
  },
};
const SELLER = {
  title: 'Hatıra Yazılım A.Ş.',
  address: 'Kadıköy, İstanbul',
  taxOffice: 'Kadıköy',
  taxNumber: '1234567890',
  mersis: '',
  email: 'fatura@hatira.example',
  phone: '',
};

let bill: Bill;
let seller: typeof SELLER;
let activeAccounts: number;
let requests: RecordedRequest[];

function server({ method, path, body }: RecordedRequest): Response {
  const url = new URL(path, 'http://localhost');
  if (method === 'GET' && url.pathname === '/api/bills') return jsonResponse({ items: [bill], total: 1 });
  if (method === 'GET' && url.pathname === `/api/bills/${BILL.id}`) return jsonResponse(bill);
  if (method === 'POST' && url.pathname === `/api/bills/${BILL.id}/confirm`) {
    bill = { ...bill, status: 'paid', paidAt: '2026-03-03T08:00:00.000Z' };
    return jsonResponse(bill);
  }
  if (method === 'POST' && url.pathname === `/api/bills/${BILL.id}/reject`) {
    bill = { ...bill, status: 'unpaid', rejectionReason: (body as { reason: string }).reason };
    return jsonResponse(bill);
  }
  if (method === 'GET' && url.pathname === '/api/settings/seller') return jsonResponse(seller);
  if (method === 'PUT' && url.pathname === '/api/settings/seller') {
    seller = { ...seller, ...(body as Partial<typeof SELLER>) };
    return jsonResponse(seller);
  }
  if (
    method === 'GET' &&
    url.pathname === '/api/bank-accounts' &&
    url.searchParams.get('isActive') === 'true'
  )
    return jsonResponse({ items: [], total: activeAccounts });
  return notFound();
}

const routes = [
  { path: '/bills-management', element: <BillsManagementPage /> },
  { path: '/bills-management/view/:id', element: <ManagedBillViewPage /> },
];

beforeEach(() => {
  resetBrowserState();
  bill = NOTICED;
  seller = SELLER;
  activeAccounts = 1;
  requests = stubFetch(server);
});
afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 30_000 });

describe('bills management', () => {
  it('lists every bill with its buyer and sends the filters in the address bar to the server', async () => {
    const { user, router } = await openPagesAs(
      'admin',
      routes,
      '/bills-management?status=pending_confirmation&accountType=individual&from=2026-03-01',
    );
    const grid = await screen.findByRole('grid', { name: 'Bills' });
    expect(await within(grid).findByRole('link', { name: '2026-000007' })).toHaveAttribute(
      'href',
      `/bills-management/view/${BILL.id}`,
    );
    expect(grid).toHaveTextContent('Ayşe Yılmaz');
    expect(grid).toHaveTextContent('ayse@example.com · Individual');
    expect(grid).toHaveTextContent('Awaiting confirmation');
    const asked = requests.find((r) => r.path.startsWith('/api/bills?'))!.path;
    expect(asked).toContain('status=pending_confirmation');
    expect(asked).toContain('accountType=individual');
    expect(asked).toContain('from=2026-03-01');

    await user.type(screen.getByRole('searchbox', { name: 'Search bill no., buyer name or email' }), 'ayşe');
    await waitFor(() => expect(router.state.location.search).toContain('q=ay%C5%9Fe'));
    expect(router.state.location.search).toContain('status=pending_confirmation');
    await waitFor(() => expect(requests.some((r) => r.path.includes('q=ay%C5%9Fe'))).toBe(true));
  });

  it('saves the seller’s details and says so; a bad email is said on its field, not sent', async () => {
    const { user } = await openPagesAs('admin', routes, '/bills-management');
    const seller = await screen.findByRole('region', { name: 'Seller details' });
    const email = await within(seller).findByRole('textbox', { name: 'Email' });
    expect(email).toHaveValue('fatura@hatira.example');
    await user.clear(email);
    await user.type(email, 'muhasebe@hatira.example');
    await user.type(within(seller).getByRole('textbox', { name: 'MERSIS no.' }), '0123456789012345');
    await user.click(within(seller).getByRole('button', { name: 'Save seller details' }));
    expect(await screen.findByText('Seller details saved. New bills will carry them.')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
      ...SELLER,
      email: 'muhasebe@hatira.example',
      mersis: '0123456789012345',
    });

    await user.clear(email);
    await user.type(email, 'yanlis');
    await user.click(within(seller).getByRole('button', { name: 'Save seller details' }));
    expect(await within(seller).findByText('Enter a valid email address')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(1);
  });

  it('says what a fresh install lacks to sell until it is there: the seller’s details, an active bank account', async () => {
    seller = { ...SELLER, title: '' };
    activeAccounts = 0;
    const { user } = await openPagesAs('admin', routes, '/bills-management');
    const warning = await screen.findByRole('alert');
    expect(warning).toHaveTextContent('Not ready to sell');
    expect(within(warning).getByRole('link', { name: "Fill in the seller's details" })).toHaveAttribute(
      'href',
      '#seller',
    );
    expect(within(warning).getByRole('link', { name: 'Add a bank account' })).toHaveAttribute(
      'href',
      '/bank-accounts',
    );

    const card = await screen.findByRole('region', { name: 'Seller details' });
    await user.type(
      await within(card).findByRole('textbox', { name: 'Business name' }),
      'Hatıra Yazılım A.Ş.',
    );
    await user.click(within(card).getByRole('button', { name: 'Save seller details' }));
    await waitFor(() =>
      expect(within(warning).queryByRole('link', { name: "Fill in the seller's details" })).toBeNull(),
    );
    expect(warning).toHaveTextContent('There is no active bank account');
  });

  it('shows no warning when the seller’s details and an active account are there', async () => {
    await openPagesAs('admin', routes, '/bills-management');
    await screen.findByRole('grid', { name: 'Bills' });
    await screen.findByRole('region', { name: 'Seller details' });
    expect(screen.queryByText('Not ready to sell')).toBeNull();
  });

  it('confirms a payment notice: the bill is paid and only a refund is left', async () => {
    const { user } = await openPagesAs('admin', routes, `/bills-management/view/${BILL.id}`);
    const payment = await screen.findByRole('region', { name: 'Payment' });
    expect(payment).toHaveTextContent('Mehmet Yılmaz says they sent TRY 1,499.00 on Mar 2, 2026');
    expect(payment).toHaveTextContent('Note: Ziraat mobil');
    await user.click(within(payment).getByRole('button', { name: 'Confirm payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the payment?' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm payment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.some((r) => r.method === 'POST' && r.path.endsWith('/confirm'))).toBe(true);
    const document = screen.getByRole('article', { name: 'Bill 2026-000007' });
    expect(await within(document).findByText('Paid')).toBeInTheDocument();
    expect(within(payment).queryByRole('button', { name: 'Confirm payment' })).not.toBeInTheDocument();
    expect(within(payment).getByRole('button', { name: 'Refund' })).toBeInTheDocument();
  });

  it('rejects a payment notice with a reason: the bill is unpaid again and says why', async () => {
    const { user } = await openPagesAs('admin', routes, `/bills-management/view/${BILL.id}`);
    const payment = await screen.findByRole('region', { name: 'Payment' });
    await user.click(within(payment).getByRole('button', { name: 'Reject notice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the payment notice?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject notice' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Havale hesaba ulaşmadı');
    await user.click(within(dialog).getByRole('button', { name: 'Reject notice' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.find((r) => r.path.endsWith('/reject'))?.body).toEqual({
      reason: 'Havale hesaba ulaşmadı',
    });
    expect(
      await within(payment).findByText('The last notice was rejected: Havale hesaba ulaşmadı'),
    ).toBeInTheDocument();
    expect(within(payment).queryByRole('button', { name: 'Reject notice' })).not.toBeInTheDocument();
    expect(within(payment).getByRole('button', { name: 'Confirm payment' })).toBeInTheDocument();
  });
});
