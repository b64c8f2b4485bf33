// The dashboard against a stand-in of GET /api/dashboard: the admin's platform numbers and chart
// data, a subscriber's events with links to moderate them, storage and expiry, and the error state.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BUILT_IN_ROLES, type BuiltInRole } from '@hatira/shared/abilities';
import type { DashboardResponse, OwnerDashboard, PlatformDashboard } from '@hatira/shared/dashboard';
import type { Language } from '@hatira/shared/languages';
import { saveSession } from '../../lib/session';
import { authResponse, jsonResponse, renderRoutes, resetBrowserState, stubFetch } from '../../test-utils';
import { DashboardPage } from './dashboard-page';

const DAY_MS = 24 * 60 * 60 * 1000;
const GiB = 1024 ** 3;

function lastDays(count: number) {
  const today = Date.UTC(2026, 10, 24);
  return Array.from({ length: count }, (_, i) => ({
    date: new Date(today - (count - 1 - i) * DAY_MS).toISOString().slice(0, 10),
    posts: i === count - 1 ? 7 : i === 0 ? 2 : 0,
    media: i === count - 1 ? 12 : i === 0 ? 3 : 0,
  }));
}

const PLATFORM: PlatformDashboard = {
  kind: 'platform',
  user: { fullName: 'Ayşe Yılmaz', role: 'admin' },
  usersByRole: [
    { role: 'subscriber', count: 42 },
    { role: 'admin', count: 1 },
    { role: 'customer', count: 0 },
  ],
  activeSubscriptions: 17,
  uploadsToday: { posts: 7, media: 12 },
  uploadsByDay: lastDays(30),
  storageUsedBytes: 3 * GiB,
  isDiskSpaceLow: false,
  pendingPosts: 5,
  moderationPath: '/medias-management',
};

const EVENT_ID = '0190a0a0-0000-7000-8000-0000000000e1';

function ownerAnswer(endsInDays: number | null): OwnerDashboard {
  return {
    kind: 'owner',
    user: { fullName: 'Ayşe Yılmaz', role: 'subscriber' },
    events: [
      {
        id: EVENT_ID,
        title: 'Ayşe & Can Wedding',
        eventDate: '2026-06-14T15:00:00.000Z',
        isActive: true,
        postCount: 12,
        mediaCount: 30,
        pendingCount: 3,
      },
      {
        id: '0190a0a0-0000-7000-8000-0000000000e2',
        title: 'Engagement',
        eventDate: null,
        isActive: false,
        postCount: 0,
        mediaCount: 0,
        pendingCount: 0,
      },
    ],
    eventsTotal: 2,
    pendingPosts: 3,
    moderationPath: '/medias',
    storage: { usedBytes: 2.5 * GiB, quotaBytes: endsInDays === null ? null : 10 * GiB },
    isDiskSpaceLow: false,
    subscription:
      endsInDays === null
        ? null
        : { planName: 'Tek Etkinlik', endsAt: new Date(Date.now() + endsInDays * DAY_MS).toISOString() },
  };
}

function serve(answer: DashboardResponse | { status: number }) {
  return stubFetch((request) =>
    request.path === '/api/dashboard'
      ? 'status' in answer
        ? jsonResponse({ error: { code: 'INTERNAL', message: 'Something went wrong' } }, answer.status)
        : jsonResponse(answer)
      : jsonResponse({ error: { code: 'ROUTE_NOT_FOUND', message: 'No such endpoint' } }, 404),
  );
}

async function openAs(role: BuiltInRole, { fullName = 'Ayşe Yılmaz', language = 'en' as Language } = {}) {
  saveSession(authResponse({ role, fullName }, BUILT_IN_ROLES[role].rules));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderRoutes(
    [
      {
        path: '/*',
        element: (
          <QueryClientProvider client={client}>
            <DashboardPage />
          </QueryClientProvider>
        ),
      },
    ],
    { language, initialEntries: ['/dashboard'] },
  );
}

const region = (name: string) => screen.getByRole('region', { name });

beforeEach(() => resetBrowserState());
afterEach(() => {
  vi.unstubAllGlobals();
  resetBrowserState();
});

describe('dashboard', { timeout: 60_000 }, () => {
  it("shows an admin the platform's numbers, the 30-day uploads and users by role", async () => {
    const requests = serve(PLATFORM);
    await openAs('admin');
    expect(screen.getByRole('heading', { name: 'Welcome, Ayşe Yılmaz!' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Loading the dashboard…' })).toBeInTheDocument();

    expect(await screen.findByRole('region', { name: 'Active subscriptions' })).toHaveTextContent('17');
    expect(region('Posts today')).toHaveTextContent('712 files');
    expect(region('Storage used')).toHaveTextContent('3 GB');
    const pending = region('Posts awaiting approval');
    expect(pending).toHaveTextContent('5');
    expect(within(pending).getByRole('link', { name: 'Review posts' })).toHaveAttribute(
      'href',
      '/medias-management',
    );
    // No bills yet: no revenue card.
    expect(screen.queryByRole('region', { name: 'Revenue this month' })).not.toBeInTheDocument();

    const users = region('Users by role');
    expect(within(users).getByText('Subscriber').closest('li')).toHaveTextContent('42');
    expect(within(users).getByText('Customer').closest('li')).toHaveTextContent('0');

    // The chart's numbers, for screen readers (the drawing itself is hidden from them).
    const table = screen.getByRole('table', { name: 'Posts in the last 30 days' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(30);
    expect(rows.at(-1)).toHaveTextContent('Nov 24712');
    expect(rows[0]).toHaveTextContent('Oct 2623');
    // One endpoint answers everything (StrictMode may send it twice).
    expect(new Set(requests.map((r) => r.path))).toEqual(new Set(['/api/dashboard']));
  });

  it('shows the revenue card: paid this month and twelve months, the same numbers in a table', async () => {
    const months = Array.from({ length: 12 }, (_, i) => ({
      month: `${i < 2 ? 2025 : 2026}-${String(((i + 10) % 12) + 1).padStart(2, '0')}`,
      total: i === 11 ? 1_499_00 : i === 5 ? 4_998_00 : 0,
    }));
    serve({ ...PLATFORM, revenue: { paidThisMonth: 1_499_00, currency: 'TRY', months } });
    await openAs('admin');
    const card = await screen.findByRole('region', { name: 'Revenue' });
    expect(card).toHaveTextContent('Paid this monthTRY 1,499.00');
    // the chart loads on its own (lazy), its table with it
    const table = await within(card).findByRole('table', { name: 'Revenue' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(12);
    expect(rows[0]).toHaveTextContent('November 2025TRY 0.00');
    expect(rows[5]).toHaveTextContent('April 2026TRY 4,998.00');
    expect(rows[11]).toHaveTextContent('October 2026TRY 1,499.00');
    // one bar a month, the highest month drawn full height
    const bars = card.querySelectorAll('svg rect');
    expect(bars).toHaveLength(12);
    expect(bars[5]).toHaveAttribute('height', '100');
    expect(bars[11]).toHaveAttribute('height', String((1_499_00 / 4_998_00) * 100));
  });

  it('says so when no bill has been paid in twelve months', async () => {
    const months = Array.from({ length: 12 }, (_, i) => ({
      month: `2026-${String(i + 1).padStart(2, '0')}`,
      total: 0,
    }));
    serve({ ...PLATFORM, revenue: { paidThisMonth: 0, currency: 'TRY', months } });
    await openAs('admin');
    const card = await screen.findByRole('region', { name: 'Revenue' });
    expect(await within(card).findByRole('status')).toHaveTextContent('No paid bills in the last 12 months');
  });

  it('shows a subscriber their events with links to moderate, storage against the quota and the expiry', async () => {
    serve(ownerAnswer(40));
    await openAs('subscriber');

    const events = await screen.findByRole('table', { name: 'Your events' });
    const wedding = within(events).getByRole('row', { name: /Ayşe & Can Wedding/ });
    expect(
      within(wedding)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Jun 14, 2026', '12', '30', '3', 'Review']);
    expect(
      within(wedding).getByRole('link', { name: 'Review the posts of Ayşe & Can Wedding' }),
    ).toHaveAttribute('href', `/medias?event=${EVENT_ID}`);
    expect(within(events).getByRole('row', { name: /Engagement/ })).toHaveTextContent('Inactive');

    expect(region('Events')).toHaveTextContent('2');
    expect(
      within(region('Posts awaiting approval')).getByRole('link', { name: 'Review posts' }),
    ).toHaveAttribute('href', '/medias');
    const storage = region('Storage used');
    expect(storage).toHaveTextContent('2.5 GB');
    expect(storage).toHaveTextContent('25% of 10 GB');
    expect(within(storage).getByRole('progressbar', { name: 'Storage quota used' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    const expiry = region('Subscription ends');
    expect(expiry).toHaveTextContent('Tek Etkinlik · 40 days left');
    expect(within(expiry).getByText(/^[A-Z][a-z]{2} \d+, \d{4}$/)).toHaveAttribute('data-color', 'success');
    // The chart is the admin's only.
    expect(screen.queryByRole('table', { name: 'Posts in the last 30 days' })).not.toBeInTheDocument();
  });

  it('warns when the subscription ends within 14 days, and says when there is none', async () => {
    serve(ownerAnswer(3));
    const view = await openAs('subscriber');
    const expiry = await screen.findByRole('region', { name: 'Subscription ends' });
    expect(expiry).toHaveTextContent('3 days left');
    expect(within(expiry).getByText(/^[A-Z][a-z]{2} \d+, \d{4}$/)).toHaveAttribute('data-color', 'warning');
    view.unmount();

    serve(ownerAnswer(null));
    await openAs('subscriber');
    expect(await screen.findByRole('region', { name: 'Subscription ends' })).toHaveTextContent(
      'No active subscription',
    );
    expect(region('Storage used')).toHaveTextContent('No quota without an active subscription');
  });

  it('warns the owner and the admin when the server’s disk is nearly full, and only then', async () => {
    const warning = /storage is nearly full/;
    serve({ ...ownerAnswer(30), isDiskSpaceLow: true });
    const view = await openAs('subscriber');
    expect(await screen.findByRole('alert')).toHaveTextContent(warning);
    view.unmount();

    serve({ ...PLATFORM, isDiskSpaceLow: true });
    const admin = await openAs('admin');
    expect(await screen.findByRole('alert')).toHaveTextContent(warning);
    admin.unmount();

    serve(PLATFORM);
    await openAs('admin');
    await screen.findByRole('region', { name: 'Active subscriptions' });
    expect(screen.queryByText(warning)).not.toBeInTheDocument();
  });

  it('warns an owner without a plan in force that guests cannot post yet, and shows the way to buy one', async () => {
    serve(ownerAnswer(null));
    const view = await openAs('subscriber');
    const warning = await screen.findByRole('alert');
    expect(warning).toHaveTextContent('No plan in force: guests cannot post yet');
    expect(warning).toHaveTextContent('cannot post photos or videos until a plan is active');
    expect(within(warning).getByRole('link', { name: 'Buy a plan' })).toHaveAttribute(
      'href',
      '/subscription',
    );
    view.unmount();

    // a customer's events run on their subscriber's plan: they are told whom to ask, no button
    serve(ownerAnswer(null));
    const customerView = await openAs('customer');
    const customerWarning = await screen.findByRole('alert');
    expect(customerWarning).toHaveTextContent('The corporate subscriber who added you has no plan in force');
    expect(within(customerWarning).queryByRole('link')).not.toBeInTheDocument();
    customerView.unmount();

    serve(ownerAnswer(40));
    await openAs('subscriber');
    await screen.findByRole('table', { name: 'Your events' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('leads an owner without events to their first one; a customer, who cannot create events, only reads', async () => {
    const empty = { ...ownerAnswer(40), events: [], eventsTotal: 0 };
    serve(empty);
    const view = await openAs('subscriber');
    const events = await screen.findByRole('region', { name: 'Your events' });
    expect(events).toHaveTextContent('You have no events yet.');
    expect(within(events).getByRole('link', { name: 'Create your first event' })).toHaveAttribute(
      'href',
      '/qr/add',
    );
    view.unmount();

    serve(empty);
    await openAs('customer');
    expect(await screen.findByRole('region', { name: 'Your events' })).toHaveTextContent(
      'You have no events yet.',
    );
    expect(screen.queryByRole('link', { name: 'Create your first event' })).not.toBeInTheDocument();
  });

  it('says "no posts yet" instead of drawing an empty chart', async () => {
    serve({ ...PLATFORM, uploadsByDay: lastDays(30).map((day) => ({ ...day, posts: 0, media: 0 })) });
    await openAs('admin');
    expect(
      await screen.findByText(/^No posts in the last 30 days yet\./, undefined, { timeout: 20_000 }),
    ).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('table', { name: 'Posts in the last 30 days' })).not.toBeInTheDocument();
  });

  it("greets the first admin by the reader's word for Administrator, not the seeded English name", async () => {
    serve(PLATFORM);
    await openAs('admin', { fullName: 'Administrator', language: 'tr' });
    expect(screen.getByRole('heading', { name: 'Hoş geldiniz, Yönetici!' })).toBeInTheDocument();
  });

  it('shows anybody without numbers their account and the areas they may open', async () => {
    serve({ kind: 'basic', user: { fullName: 'Ayşe Yılmaz', role: 'client' } });
    await openAs('client');
    const areas = await screen.findByRole('region', { name: 'Areas you can open' });
    expect(within(areas).getByRole('link', { name: /Access Control/ })).toHaveAttribute(
      'href',
      '/access-control',
    );
    expect(screen.getByText('Your account')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Storage used' })).not.toBeInTheDocument();
  });

  it('says when the dashboard cannot be loaded, and tries again on request', async () => {
    serve({ status: 500 });
    const { user } = await openAs('subscriber');
    expect(await screen.findByRole('alert')).toHaveTextContent('The dashboard could not be loaded.');
    serve(ownerAnswer(40));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Your events' })).toBeInTheDocument();
  });
});
