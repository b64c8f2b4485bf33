// Print orders after they are placed: the staff's list of every order filtered by status on the
// server; an order's timeline with the carrier and tracking number; the staff move it only to the
// statuses it may go to next, to `shipped` only with a carrier and a tracking number, and download
// the print file; the buyer cancels while it is pending.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { PrintOrder } from '@hatira/shared/printing';
import {
  jsonResponse,
  resetBrowserState,
  stubFetch,
  type RecordedRequest,
  openPagesAs,
  stubDownloads,
} from '../../test-utils';
import { OrderListPage } from './order-list-page';
import { OrderViewPage } from './order-view-page';
import { renderPdfPage } from './pdf-render';
import { NOT_FOUND, ORDER, pdfResponse } from './printing.test-support';

// pdf.js draws on a canvas, which jsdom has not (the drawing is in e2e/printing.spec.ts).
vi.mock('./pdf-render', () => ({ renderPdfPage: vi.fn(() => Promise.resolve({ aspect: 210 / 297 })) }));

let requests: RecordedRequest[];
let order: PrintOrder;
let downloads: string[];

function server(request: RecordedRequest): Response {
  const { method, path } = request;
  if (method === 'GET' && path.startsWith('/api/printing/orders?'))
    return jsonResponse({ items: [order], total: 1 });
  if (method === 'GET' && path === `/api/printing/orders/${order.id}`) return jsonResponse(order);
  if (path === `/api/printing/orders/${order.id}/print.pdf`) return pdfResponse('siparis-baski.pdf');
  if (method === 'PATCH' && path === `/api/printing/orders/${order.id}`) {
    const body = request.body as { status: PrintOrder['status']; carrier?: string; trackingNumber?: string };
    order = {
      ...order,
      status: body.status,
      carrier: body.carrier ?? order.carrier,
      trackingNumber: body.trackingNumber ?? order.trackingNumber,
      history: [...order.history, { status: body.status, at: '2026-02-05T12:00:00.000Z', note: null }],
    };
    return jsonResponse(order);
  }
  if (method === 'POST' && path === `/api/printing/orders/${order.id}/cancel`) {
    order = { ...order, status: 'cancelled', billStatus: 'cancelled' };
    return jsonResponse(order);
  }
  return NOT_FOUND();
}

const ROUTES = [
  { path: '/printing-workshop/list', element: <OrderListPage /> },
  { path: '/printing-workshop/order/view/:id', element: <OrderViewPage /> },
];
const viewPath = `/printing-workshop/order/view/${ORDER.id}`;

beforeEach(() => {
  resetBrowserState();
  order = ORDER;
  requests = stubFetch(server);
  downloads = stubDownloads();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
vi.setConfig({ testTimeout: 30_000 });

describe('the order list', () => {
  it('shows the staff every order with its buyer, and filters by status on the server', async () => {
    const { user } = await openPagesAs('admin', ROUTES, '/printing-workshop/list', 'tr');
    expect(await screen.findByRole('heading', { level: 1, name: 'Baskı siparişleri' })).toBeInTheDocument();
    const row = (await screen.findByRole('link', { name: ORDER.designName })).closest(
      '[role="row"]',
    ) as HTMLElement;
    expect(within(row).getByText(ORDER.qrCodeTitle)).toBeInTheDocument();
    expect(within(row).getByText('ayse@example.com')).toBeInTheDocument();
    expect(within(row).getByText('₺625,00')).toBeInTheDocument();
    expect(within(row).getByText('Ödeme bekliyor')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Durum' }));
    await user.click(await screen.findByRole('option', { name: 'Kargoya verildi' }));
    await waitFor(() =>
      expect(new URL(requests.at(-1)!.path, 'http://localhost').searchParams.get('status')).toBe('shipped'),
    );
  });

  it('shows a buyer their own orders, without a buyer column', async () => {
    await openPagesAs('subscriber', ROUTES, '/printing-workshop/list');
    expect(await screen.findByRole('heading', { level: 1, name: 'My print orders' })).toBeInTheDocument();
    await screen.findByRole('link', { name: ORDER.designName });
    expect(screen.queryByRole('columnheader', { name: 'Buyer' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New order' })).toHaveAttribute('href', '/printing-workshop');
  });
});

describe('an order’s page for the staff', () => {
  it('moves a paid order on to shipped only with a carrier and tracking number, and the timeline shows it', async () => {
    order = {
      ...ORDER,
      status: 'printing',
      billStatus: 'paid',
      history: [
        ...ORDER.history,
        { status: 'confirmed', at: '2026-02-02T09:00:00.000Z', note: null },
        { status: 'printing', at: '2026-02-03T09:00:00.000Z', note: 'Makinede' },
      ],
    };
    const { user } = await openPagesAs('admin', ROUTES, viewPath);
    const timeline = await screen.findByRole('region', { name: 'Order status' });
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^Awaiting payment/),
      expect.stringMatching(/^Confirmed/),
      expect.stringMatching(/^Printing.*Makinede$/),
    ]);
    // The staff see the print-ready file, fetched with the token, and download it.
    const printFile = await screen.findByRole('img', { name: 'Print file' });
    await waitFor(() => expect(printFile).toHaveAttribute('data-drawn', 'true'));
    expect(vi.mocked(renderPdfPage).mock.calls.at(-1)?.[0].type).toBe('application/pdf');
    await user.click(screen.getByRole('button', { name: 'Download print file' }));
    await waitFor(() => expect(downloads).toEqual(['siparis-baski.pdf']));

    // From printing the only way is shipped.
    const move = screen.getByRole('form', { name: 'Move the status on' });
    await user.click(within(move).getByRole('combobox', { name: 'New status' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Shipped']);
    await user.keyboard('{Escape}');
    await user.click(within(move).getByRole('button', { name: 'Save status' }));
    expect(await within(move).findAllByText('This field is required')).toHaveLength(2);
    expect(requests.filter((r) => r.method === 'PATCH')).toEqual([]);

    await user.type(within(move).getByRole('textbox', { name: /Carrier/ }), 'Yurtiçi Kargo');
    await user.type(within(move).getByRole('textbox', { name: /Tracking number/ }), 'YK123456789TR');
    await user.click(within(move).getByRole('button', { name: 'Save status' }));
    await waitFor(() => expect(requests.filter((r) => r.method === 'PATCH')).toHaveLength(1));
    expect(requests.find((r) => r.method === 'PATCH')!.body).toEqual({
      status: 'shipped',
      carrier: 'Yurtiçi Kargo',
      trackingNumber: 'YK123456789TR',
    });
    await waitFor(() => expect(within(timeline).getAllByRole('listitem')).toHaveLength(4));
    expect(within(timeline).getAllByRole('listitem').at(-1)).toHaveTextContent(/^Shipped/);
    expect(timeline).toHaveTextContent('Yurtiçi Kargo');
    expect(timeline).toHaveTextContent('YK123456789TR');
    // Shipped goes on to delivered only.
    await user.click(within(screen.getByRole('form', { name: 'Move the status on' })).getByRole('combobox'));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Delivered']);
  });

  it('links the order’s bill to the staff’s bill page', async () => {
    await openPagesAs('admin', ROUTES, viewPath);
    const details = await screen.findByRole('region', { name: 'Order details' });
    expect(within(details).getByRole('link', { name: ORDER.billNumber! })).toHaveAttribute(
      'href',
      `/bills-management/view/${ORDER.billId}`,
    );
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });
});

describe('an order’s page for its buyer', () => {
  it('shows the proof and the pay page of the unpaid bill, and cancels the pending order', async () => {
    const { user } = await openPagesAs('subscriber', ROUTES, viewPath);
    expect(await screen.findByRole('img', { name: 'Proof' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download proof' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Move the status on' })).not.toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Order details' });
    expect(within(details).getByRole('link', { name: ORDER.billNumber! })).toHaveAttribute(
      'href',
      `/subscription/pay/${ORDER.billId}`,
    );

    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the order?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([
      `/api/printing/orders/${ORDER.id}/cancel`,
    ]);
    // The order's status and its bill's both say so; nothing is left to cancel.
    await waitFor(() => expect(screen.getAllByText('Cancelled')).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });
});
