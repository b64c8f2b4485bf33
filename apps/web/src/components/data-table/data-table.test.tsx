// The table wired as a page wires it: address bar → list state → the API's query string, and the
// server's answer → rows, totals and the empty, search and error states.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { keepPreviousData, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import type { GridColDef } from '@mui/x-data-grid';
import type { ListResponse } from '@hatira/shared/common';
import {
  jsonResponse,
  renderRoutes,
  resetBrowserState,
  stubFetch,
  type RecordedRequest,
} from '../../test-utils';
import { DataTable } from './data-table';
import { toListQuery, useListParams } from './list-params';

interface Guest {
  id: string;
  name: string;
  city: string;
}

const SORT_FIELDS = ['name'] as const;
const columns: GridColDef<Guest>[] = [
  { field: 'name', headerName: 'Name', flex: 1 },
  { field: 'city', headerName: 'City', flex: 1 },
];

/** A list endpoint the contract does not have: the test's own small request. */
async function fetchGuests(query: Record<string, string | number | undefined>, signal: AbortSignal) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value));
  const response = await fetch(`/api/guests?${search.toString()}`, { signal });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return (await response.json()) as ListResponse<Guest>;
}

function GuestsPage() {
  const list = useListParams(SORT_FIELDS);
  const query = useQuery({
    queryKey: ['guests', list.params],
    queryFn: ({ signal }) => fetchGuests(toListQuery(list.params), signal),
    placeholderData: keepPreviousData,
  });
  return <DataTable label="Guests" columns={columns} list={list} query={query} emptyText="No guests yet." />;
}

const GUESTS: Guest[] = Array.from({ length: 23 }, (_, i) => ({
  id: `g${i + 1}`,
  name: `Guest ${String(i + 1).padStart(2, '0')}`,
  city: i % 2 ? 'İzmir' : 'Ankara',
}));

/** A tiny server for /api/guests: search, sort by name, pages — like the real list endpoints. */
function guestsServer(request: RecordedRequest): Response {
  const url = new URL(request.path, 'http://localhost');
  const q = url.searchParams.get('q')?.toLocaleLowerCase();
  if (q === 'boom') return jsonResponse({ error: { code: 'INTERNAL', message: 'x' } }, 500);
  let items = GUESTS.filter((guest) => !q || guest.name.toLocaleLowerCase().includes(q));
  if (url.searchParams.get('sortBy') === 'name' && url.searchParams.get('orderBy') === 'desc')
    items = [...items].reverse();
  const page = Number(url.searchParams.get('page') ?? 1);
  const size = Number(url.searchParams.get('itemsPerPage') ?? 10);
  return jsonResponse({ items: items.slice((page - 1) * size, page * size), total: items.length });
}

let requests: RecordedRequest[];

async function renderGuests(path = '/guests') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = await renderRoutes(
    [
      {
        path: '/guests',
        element: (
          <QueryClientProvider client={client}>
            <GuestsPage />
          </QueryClientProvider>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  return view;
}

const lastQuery = () => new URL(requests.at(-1)!.path, 'http://localhost').searchParams.toString();
const rowNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('gridcell')[0]!.textContent);

// MUI's first render compiles a lot; the machine is shared by several test runs.
vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => {
  resetBrowserState();
  requests = stubFetch(guestsServer);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('DataTable with useListParams', () => {
  it('asks for the first page of 10 and shows it with the total', async () => {
    await renderGuests();
    expect(await screen.findByRole('gridcell', { name: 'Guest 01' })).toBeInTheDocument();
    expect(lastQuery()).toBe('page=1&itemsPerPage=10');
    expect(rowNames()).toHaveLength(10);
    expect(screen.getByText('1–10 of 23')).toBeInTheDocument();
  });

  it('pages, sorts on sortable columns only, and a new order starts again at page 1', async () => {
    const { user, router } = await renderGuests();
    await screen.findByRole('gridcell', { name: 'Guest 01' });

    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await screen.findByRole('gridcell', { name: 'Guest 11' });
    expect(lastQuery()).toBe('page=2&itemsPerPage=10');
    expect(router.state.location.search).toBe('?page=2');

    await user.click(screen.getByRole('columnheader', { name: /Name/ }));
    await waitFor(() => expect(lastQuery()).toBe('page=1&itemsPerPage=10&sortBy=name&orderBy=asc'));
    await user.click(screen.getByRole('columnheader', { name: /Name/ }));
    await waitFor(() => expect(lastQuery()).toBe('page=1&itemsPerPage=10&sortBy=name&orderBy=desc'));
    await waitFor(() => expect(rowNames()[0]).toBe('Guest 23'));

    const count = requests.length;
    await user.click(screen.getByRole('columnheader', { name: /City/ }));
    expect(requests).toHaveLength(count);
    expect(screen.getByRole('columnheader', { name: /City/ })).not.toHaveAttribute('aria-sort', 'ascending');
  });

  it('searches once typing pauses, from page 1, and says when nothing matches', async () => {
    const { user } = await renderGuests('/guests?page=3');
    await screen.findByRole('gridcell', { name: 'Guest 21' });

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'guest 0');
    await waitFor(() => expect(lastQuery()).toBe('q=guest+0&page=1&itemsPerPage=10'));
    // Typing letter by letter did not send a request per letter.
    expect(requests.filter((r) => r.path.includes('q=')).length).toBe(1);
    await waitFor(() => expect(rowNames()).toHaveLength(9));

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'x');
    expect(await screen.findByText('Nothing matches “guest 0x”.')).toBeInTheDocument();
  });

  it('keeps the state in the address bar: a link opens the same page, sort and search', async () => {
    const { router } = await renderGuests('/guests?q=guest&page=2&itemsPerPage=25&sortBy=name&orderBy=desc');
    await screen.findByRole('grid', { name: 'Guests' });
    await waitFor(() => expect(lastQuery()).toBe('q=guest&page=2&itemsPerPage=25&sortBy=name&orderBy=desc'));
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('guest');

    // Back and forward move the search box with the list.
    await router.navigate('/guests?q=guest%201');
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('guest 1'));
    await waitFor(() => expect(lastQuery()).toBe('q=guest+1&page=1&itemsPerPage=10'));
  });

  it('goes back to the last page when the asked page is past the end', async () => {
    const { router } = await renderGuests('/guests?page=9');
    await screen.findByRole('gridcell', { name: 'Guest 21' });
    expect(lastQuery()).toBe('page=3&itemsPerPage=10');
    expect(router.state.location.search).toBe('?page=3');
  });

  it('shows the empty text, and a failed request with its message and a retry', async () => {
    const { user } = await renderGuests('/guests?q=nobody');
    expect(await screen.findByText('Nothing matches “nobody”.')).toBeInTheDocument();

    const search = screen.getByRole('searchbox', { name: 'Search' });
    await user.clear(search);
    await user.type(search, 'boom');
    expect(
      await screen.findByText('Something went wrong on our side. Please try again.'),
    ).toBeInTheDocument();
    const count = requests.length;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(requests.length).toBe(count + 1));
  });

  it('shows the page’s own text when the list is empty', async () => {
    stubFetch(() => jsonResponse({ items: [], total: 0 }));
    await renderGuests();
    expect(await screen.findByText('No guests yet.')).toBeInTheDocument();
  });
});
