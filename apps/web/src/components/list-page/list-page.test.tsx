// The list-page shell as a page wires it: header with the main action, a filter and the search in
// the address bar (a reload brings the same list back), row actions as buttons on a wide screen
// and a ⋮ menu on a phone (375 px), one confirm dialog for deleting, and the empty and failed states.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { keepPreviousData, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { GridColDef } from '@mui/x-data-grid';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import type { ListResponse } from '@hatira/shared/common';
import {
  jsonResponse,
  renderRoutes,
  resetBrowserState,
  stubFetch,
  type RecordedRequest,
} from '../../test-utils';
import { DataTable } from '../data-table/data-table';
import { oneOf, toListQuery, useListFilters, useListParams } from '../data-table/list-params';
import type { RowAction } from '../data-table/row-actions';
import { FilterSelect } from './filter-select';
import { ListPage } from './list-page';

interface Guest {
  id: string;
  name: string;
  city: string;
}

const CITIES = ['Ankara', 'İzmir'] as const;
const FILTERS = { city: oneOf(CITIES) };
const SORT_FIELDS = ['name'] as const;
const columns: GridColDef<Guest>[] = [
  { field: 'name', headerName: 'Name', minWidth: 180, flex: 1 },
  { field: 'city', headerName: 'City', width: 140 },
];

/** A list endpoint the contract does not have: the test's own small request. */
async function fetchGuests(query: Record<string, string | number | undefined>, signal: AbortSignal) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value));
  const response = await fetch(`/api/guests?${search.toString()}`, { signal });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return (await response.json()) as ListResponse<Guest>;
}

function GuestListPage() {
  const list = useListParams(SORT_FIELDS);
  const [filters, setFilter] = useListFilters(FILTERS);
  const query = useQuery({
    queryKey: ['guests', list.params, filters],
    queryFn: ({ signal }) => fetchGuests({ ...toListQuery(list.params), ...filters }, signal),
    placeholderData: keepPreviousData,
  });
  const rowActions = (row: Guest): RowAction[] => [
    { label: `Edit ${row.name}`, icon: <EditOutlinedIcon />, to: `/guests/edit/${row.id}` },
    {
      label: `Delete ${row.name}`,
      icon: <DeleteOutlineIcon />,
      confirm: {
        title: 'Delete guest',
        message: `${row.name} will be deleted.`,
        confirmLabel: 'Delete',
        onConfirm: async () => {
          await fetch(`/api/guests/${row.id}`, { method: 'DELETE' });
          await query.refetch();
        },
      },
    },
  ];
  return (
    <ListPage title="Guests" subtitle="Everyone invited" action={{ label: 'Add guest', to: '/guests/add' }}>
      <DataTable
        label="Guests"
        columns={columns}
        list={list}
        query={query}
        emptyText="No guests yet."
        emptyAction={<Link to="/guests/add">Invite the first guest</Link>}
        rowActions={rowActions}
        filters={
          <FilterSelect
            label="City"
            value={filters.city}
            options={CITIES.map((city) => ({ value: city, label: city }))}
            onChange={(value) => setFilter('city', value)}
          />
        }
      />
    </ListPage>
  );
}

let guests: Guest[];
let requests: RecordedRequest[];

/** A tiny server for /api/guests: filter by city, search, pages, delete — like the real list endpoints. */
function guestsServer(request: RecordedRequest): Response {
  const url = new URL(request.path, 'http://localhost');
  if (request.method === 'DELETE') {
    guests = guests.filter((guest) => `/api/guests/${guest.id}` !== url.pathname);
    return new Response(null, { status: 204 });
  }
  const q = url.searchParams.get('q')?.toLocaleLowerCase('tr');
  const city = url.searchParams.get('city');
  const items = guests.filter(
    (guest) => (!q || guest.name.toLocaleLowerCase('tr').includes(q)) && (!city || guest.city === city),
  );
  const page = Number(url.searchParams.get('page') ?? 1);
  const size = Number(url.searchParams.get('itemsPerPage') ?? 10);
  return jsonResponse({ items: items.slice((page - 1) * size, page * size), total: items.length });
}

async function openGuests(path = '/guests') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderRoutes(
    [
      {
        path: '/guests',
        element: (
          <QueryClientProvider client={client}>
            <GuestListPage />
          </QueryClientProvider>
        ),
      },
      { path: '/guests/edit/:id', element: <h1>Edit page</h1> },
      { path: '/guests/add', element: <h1>Add page</h1> },
    ],
    { initialEntries: [path] },
  );
}

/** The screen is `width` px wide, as far as CSS media queries (MUI's useMediaQuery) can tell. */
function stubScreenWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const matches = (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
    return { media: query, matches, addEventListener: () => {}, removeEventListener: () => {} };
  });
}

const guestRequests = () => requests.filter((r) => r.method === 'GET');
const lastQuery = () => new URL(guestRequests().at(-1)!.path, 'http://localhost').searchParams;
const rowOf = (name: string) => screen.getByRole('gridcell', { name }).closest<HTMLElement>('[role="row"]')!;

// MUI's first render compiles a lot; the machine is shared by several test runs.
vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => {
  resetBrowserState();
  guests = [
    { id: 'g1', name: 'Ayşe Kaya', city: 'Ankara' },
    { id: 'g2', name: 'Emre Demir', city: 'İzmir' },
    { id: 'g3', name: 'Zeynep Ak', city: 'İzmir' },
  ];
  requests = stubFetch(guestsServer);
});
afterEach(() => vi.unstubAllGlobals());

describe('list-page shell', () => {
  it('shows the header with the page’s main action', async () => {
    await openGuests();
    expect(screen.getByRole('heading', { level: 1, name: 'Guests' })).toBeInTheDocument();
    expect(screen.getByText('Everyone invited')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add guest' })).toHaveAttribute('href', '/guests/add');
    expect(await screen.findByRole('gridcell', { name: 'Ayşe Kaya' })).toBeInTheDocument();
  });

  it('keeps the filter and the search in the address bar, so a reload shows the same list', async () => {
    const first = await openGuests('/guests?page=2');
    await waitFor(() => expect(lastQuery().get('page')).toBe('1')); // past the end: back to the last page
    await first.user.click(screen.getByRole('combobox', { name: 'City' }));
    await first.user.click(await screen.findByRole('option', { name: 'İzmir' }));
    await waitFor(() => expect(lastQuery().get('city')).toBe('İzmir'));
    await first.user.type(screen.getByRole('searchbox', { name: 'Search' }), 'zey');
    await waitFor(() => expect(lastQuery().get('q')).toBe('zey'));
    await waitFor(() =>
      expect(screen.queryByRole('gridcell', { name: 'Emre Demir' })).not.toBeInTheDocument(),
    );
    const address = first.router.state.location.pathname + first.router.state.location.search;
    expect(address).toBe('/guests?city=%C4%B0zmir&q=zey');
    first.unmount();

    // The same address in a fresh app, as after a reload.
    requests.length = 0;
    await openGuests(address);
    expect(await screen.findByRole('gridcell', { name: 'Zeynep Ak' })).toBeInTheDocument();
    expect(Object.fromEntries(lastQuery())).toEqual({
      q: 'zey',
      page: '1',
      itemsPerPage: '10',
      city: 'İzmir',
    });
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveTextContent('İzmir');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('zey');
    expect(screen.queryByRole('gridcell', { name: 'Ayşe Kaya' })).not.toBeInTheDocument();
  });

  it('starts again at page 1 when a filter changes, and "All" removes it', async () => {
    guests = Array.from({ length: 12 }, (_, i) => ({
      id: `g${i}`,
      name: `Guest ${i}`,
      city: CITIES[i % 2]!,
    }));
    const { user, router } = await openGuests('/guests?page=2');
    await screen.findByRole('gridcell', { name: 'Guest 10' });
    await user.click(screen.getByRole('combobox', { name: 'City' }));
    await user.click(await screen.findByRole('option', { name: 'Ankara' }));
    await waitFor(() => expect(router.state.location.search).toBe('?city=Ankara'));
    await user.click(screen.getByRole('combobox', { name: 'City' }));
    await user.click(await screen.findByRole('option', { name: 'All' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(lastQuery().has('city')).toBe(false));
  });

  it('puts the row actions as buttons in the last column on a wide screen', async () => {
    stubScreenWidth(1280);
    const { user, router } = await openGuests();
    await screen.findByRole('gridcell', { name: 'Ayşe Kaya' });
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Name', 'City', 'Actions']);
    expect(within(rowOf('Ayşe Kaya')).queryByRole('menuitem', { name: 'more' })).not.toBeInTheDocument();
    await user.click(within(rowOf('Ayşe Kaya')).getByRole('menuitem', { name: 'Edit Ayşe Kaya' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/guests/edit/g1'));
  });

  it('keeps the row actions within reach on a 375 px phone: a ⋮ menu beside the first column', async () => {
    stubScreenWidth(375);
    const { user } = await openGuests();
    await screen.findByRole('gridcell', { name: 'Emre Demir' });
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['Name', 'Actions', 'City']);

    const row = rowOf('Emre Demir');
    expect(within(row).queryByRole('menuitem', { name: 'Delete Emre Demir' })).not.toBeInTheDocument();
    await user.click(within(row).getByRole('menuitem', { name: 'more' }));
    const menu = await screen.findByRole('menu', { name: 'more' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Edit Emre Demir', 'Delete Emre Demir']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Delete Emre Demir' }));

    const dialog = await screen.findByRole('dialog', { name: 'Delete guest' });
    expect(dialog).toHaveTextContent('Emre Demir will be deleted.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.queryByRole('gridcell', { name: 'Emre Demir' })).not.toBeInTheDocument(),
    );
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual(['/api/guests/g2']);
    expect(screen.getByRole('gridcell', { name: 'Ayşe Kaya' })).toBeInTheDocument();
  });

  it('leads out of an empty list', async () => {
    guests = [];
    const { user } = await openGuests();
    expect(await screen.findByText('No guests yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Invite the first guest' }));
    expect(await screen.findByRole('heading', { name: 'Add page' })).toBeInTheDocument();
  });
});

describe('list-page shell without the table', () => {
  /** Cards rather than a table (the roles page): the frame shows their loading and error states. */
  function RoleCards() {
    const query = useQuery({
      queryKey: ['roles'],
      queryFn: async () => {
        const response = await fetch('/api/roles');
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return (await response.json()) as ListResponse<{ id: string; name: string }>;
      },
    });
    return (
      <ListPage title="Roles" query={query}>
        {query.data?.items.map((role) => (
          <article key={role.id}>{role.name}</article>
        ))}
      </ListPage>
    );
  }

  it('shows a spinner while the list loads, and a failure with a retry', async () => {
    let isDown = true;
    stubFetch(() =>
      isDown
        ? jsonResponse({ error: { code: 'INTERNAL', message: 'x' } }, 500)
        : jsonResponse({ items: [{ id: 'r1', name: 'Destek' }], total: 1 }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { user } = await renderRoutes([
      {
        path: '/',
        element: (
          <QueryClientProvider client={client}>
            <RoleCards />
          </QueryClientProvider>
        ),
      },
    ]);
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
    expect(screen.getByRole('heading', { level: 1, name: 'Roles' })).toBeInTheDocument();

    isDown = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article')).toHaveTextContent('Destek');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
