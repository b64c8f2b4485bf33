// The bell as a signed-in user sees it: the unread count from the push stream (read with fetch and
// the Authorization header, never a token in the URL), rising without a reload; the newest entries
// worded in the reader's language, each a link that marks it read; "mark all read"; the empty
// state; and polling when the stream is unavailable.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Notification } from '@hatira/shared/notifications';
import { saveSession } from '../../lib/session';
import {
  authResponse,
  jsonResponse,
  renderRoutes,
  resetBrowserState,
  stubFetch,
  type RecordedRequest,
} from '../../test-utils';
import { NotificationsMenu } from './notifications-menu';

const BILL: Notification = {
  id: '0190a0a0-0000-7000-8000-00000000n001',
  kind: 'bill.issued',
  params: { billNumber: '2030-000007', total: 149_900, currency: 'TRY' },
  link: '/subscription/pay/b1',
  readAt: null,
  createdAt: '2030-05-01T10:00:00.000Z',
};
const ORDER: Notification = {
  id: '0190a0a0-0000-7000-8000-00000000n002',
  kind: 'print-order.status',
  params: { status: 'shipped', designName: 'Masa kartı', billNumber: '2030-000003' },
  link: '/printing-workshop/order/view/o1',
  readAt: '2030-04-30T10:00:00.000Z',
  createdAt: '2030-04-30T09:00:00.000Z',
};

let requests: RecordedRequest[];
let items: Notification[];
/** The open stream's writer: push(n) sends `data: {"unreadCount": n}`. */
let push: (count: number) => void;
let streamWorks: boolean;

const unread = () => items.filter((item) => item.readAt === null).length;

function server(request: RecordedRequest): Response {
  const { method, path } = request;
  if (path === '/api/notifications/stream') {
    if (!streamWorks) return new Response(null, { status: 503 });
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        push = (count) => controller.enqueue(new TextEncoder().encode(`data: {"unreadCount":${count}}\n\n`));
        push(unread());
      },
    });
    return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
  }
  if (method === 'GET' && path.startsWith('/api/notifications'))
    return jsonResponse({ items, nextCursor: null, unreadCount: unread() });
  if (method === 'POST' && path === '/api/notifications/read') {
    const body = request.body as { ids?: string[]; all?: true };
    items = items.map((item) =>
      body.all || body.ids?.includes(item.id) ? { ...item, readAt: '2030-05-02T00:00:00.000Z' } : item,
    );
    return new Response(null, { status: 204 });
  }
  return jsonResponse({ error: { code: 'NOT_FOUND', message: 'Data not found.' } }, 404);
}

async function openBell() {
  saveSession(authResponse({ role: 'admin' }));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const element = (
    <QueryClientProvider client={client}>
      <NotificationsMenu />
    </QueryClientProvider>
  );
  return renderRoutes(
    [
      { path: '/dashboard', element },
      { path: '/subscription/pay/:id', element: <h1>Pay page</h1> },
    ],
    { initialEntries: ['/dashboard'], language: 'tr' },
  );
}

beforeEach(() => {
  resetBrowserState();
  items = [BILL, ORDER];
  streamWorks = true;
  requests = stubFetch(server);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
vi.setConfig({ testTimeout: 30_000 });

describe('the notifications bell', () => {
  it('shows the pushed count, rising without a reload; the stream carries the token in a header', async () => {
    await openBell();
    expect(await screen.findByRole('button', { name: 'Bildirimler, 1 okunmamış' })).toHaveTextContent('1');
    const stream = requests.find((request) => request.path === '/api/notifications/stream')!;
    expect(stream.headers.get('Authorization')).toBe('Bearer test-access-token');

    push(4);
    expect(await screen.findByRole('button', { name: 'Bildirimler, 4 okunmamış' })).toHaveTextContent('4');
  });

  it('lists the entries in the reader’s language; an entry links to its page and is marked read', async () => {
    const { user, router } = await openBell();
    await user.click(await screen.findByRole('button', { name: 'Bildirimler, 1 okunmamış' }));
    const panel = screen.getByRole('dialog', { name: 'Bildirimler' });
    const bill = await within(panel).findByRole('link', {
      name: /2030-000007 numaralı faturanız oluşturuldu: ₺1\.499,00\./,
    });
    expect(bill).toHaveAttribute('href', '/subscription/pay/b1');
    expect(bill).toHaveTextContent('okunmadı');
    expect(
      within(panel).getByRole('link', { name: /“Masa kartı” baskı siparişiniz: kargoya verildi\./ }),
    ).toHaveAttribute('href', '/printing-workshop/order/view/o1');

    await user.click(bill);
    expect(await screen.findByRole('heading', { name: 'Pay page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/subscription/pay/b1');
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'POST')).toMatchObject({
        path: '/api/notifications/read',
        body: { ids: [BILL.id] },
      }),
    );
  });

  it('marks all read', async () => {
    const { user } = await openBell();
    await user.click(await screen.findByRole('button', { name: 'Bildirimler, 1 okunmamış' }));
    await user.click(await screen.findByRole('button', { name: 'Tümünü okundu işaretle' }));
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ all: true });
    await waitFor(() => expect(screen.queryByText('okunmadı', { exact: false })).toBeNull());
    // behind the open dialog, without a count
    expect(screen.getByRole('button', { name: 'Bildirimler', hidden: true })).toBeInTheDocument();
  });

  it('shows the empty state when there is nothing', async () => {
    items = [];
    const { user } = await openBell();
    await user.click(screen.getByRole('button', { name: 'Bildirimler' }));
    expect(await screen.findByText('Henüz bildirim yok')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tümünü okundu işaretle' })).toBeNull();
  });

  it('polls the count when the stream is unavailable', async () => {
    streamWorks = false;
    items = [BILL, { ...ORDER, readAt: null }];
    await openBell();
    expect(await screen.findByRole('button', { name: 'Bildirimler, 2 okunmamış' })).toBeInTheDocument();
    expect(requests.map((r) => r.path)).toContain('/api/notifications?unread=true&limit=1');
  });
});
