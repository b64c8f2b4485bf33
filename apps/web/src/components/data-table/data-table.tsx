// The admin's one list table: MUI's DataGrid driven by the server (DESIGN.md §6 lists). Paging,
// sorting and search are the server's; the table only shows one page and asks for another. Its
// state lives in the address bar (useListParams), its data comes from a TanStack query. A list
// that comes whole in one answer (an event's albums) leaves `list` out: no search, pages or sorting.
// Row actions are buttons in the last column, a ⋮ menu where that column would be out of sight
// (row-actions.tsx). Pages put the table in the list-page shell (components/list-page).
//
//   const list = useListParams(QR_CODE_SORT_FIELDS);
//   const query = useQuery(qrCodesQuery(list.params));          // placeholderData: keepPreviousData
//   <DataTable label={t('list.title')} columns={columns} list={list} query={query}
//              emptyText={t('list.empty')} rowActions={(row) => [{ label, icon, to }]} />
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import TablePagination from '@mui/material/TablePagination';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import {
  DataGrid,
  GridFooterContainer,
  type GridColDef,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { deDE, enUS, ruRU, trTR } from '@mui/x-data-grid/locales';
import type { ListResponse } from '@hatira/shared/common';
import { DEFAULT_LANGUAGE, isLanguage } from '@hatira/shared/languages';
import { useConfirm } from '../confirm-dialog/use-confirm';
import { LoadError } from '../list-page/load-error';
import { PAGE_SIZES, type ListParamsState } from './list-params';
import { widthWithButtons, withRowActions, type RowAction } from './row-actions';
import { SearchField } from './search-field';

const GRID_TEXTS = {
  tr: trTR.components.MuiDataGrid.defaultProps.localeText,
  en: enUS.components.MuiDataGrid.defaultProps.localeText,
  de: deDE.components.MuiDataGrid.defaultProps.localeText,
  ru: ruRU.components.MuiDataGrid.defaultProps.localeText,
};

/** What the table needs of a TanStack list query (`useQuery(...)` fits as it is). */
export interface DataTableQuery<Row> {
  data: ListResponse<Row> | undefined;
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface DataTableProps<Row extends GridValidRowModel, S extends string> {
  /** The table's accessible name. */
  label: string;
  /**
   * The columns (`false` leaves one out). A column is sortable exactly when its `field` is one of
   * the list's sort fields (useListParams), whatever the column says.
   */
  columns: readonly (GridColDef<Row> | false)[];
  /** The list state from useListParams (address bar); none for a list that comes whole. */
  list?: ListParamsState<S>;
  /** The query that loads `list.params`; keep the previous page while the next loads. */
  query: DataTableQuery<Row>;
  /** Shown when the list is empty and nothing is searched for. */
  emptyText: string;
  /** Under the empty text: the way out of an empty list (e.g. "create your first event"). */
  emptyAction?: ReactNode;
  /** Beside the search box: the page's filters (components/list-page/filter-select). */
  filters?: ReactNode;
  /** The search box's label (default: "Search"). */
  searchLabel?: string;
  /** What can be done with a row (edit, delete …); the page's permissions decide which. */
  rowActions?: (row: Row) => RowAction[];
  /** Rows are keyed by `id` unless told otherwise. */
  getRowId?: (row: Row) => string;
}

/** What the grid's overlay and footer slots show; given through context, so the slots stay stable. */
interface TableState {
  error: unknown;
  onRetry: () => void;
  search: string;
  emptyText: string;
  emptyAction: ReactNode;
  /** Rows in the whole list; -1 while unknown. */
  count: number;
  /** 0-based, as TablePagination counts. */
  pageIndex: number;
  itemsPerPage: number;
  onPageChange: (pageIndex: number) => void;
  onItemsPerPageChange: (itemsPerPage: number) => void;
}

const TableContext = createContext<TableState | null>(null);

/** The grid's "no rows" area: the request's error with a retry, a search without hits, or the empty list. */
function TableOverlay() {
  const { t } = useTranslation('data-table');
  const state = useContext(TableContext);
  if (!state) return null;
  let content: ReactNode;
  if (state.error) content = <LoadError error={state.error} onRetry={state.onRetry} />;
  else
    content = (
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <Typography color="text.secondary" role="status">
          {state.search ? t('noMatches', { q: state.search }) : state.emptyText}
        </Typography>
        {!state.search && state.emptyAction}
      </Stack>
    );
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', height: '100%', p: 2, textAlign: 'center' }}>
      {content}
    </Box>
  );
}

/**
 * The pages under the grid. The grid's own pagination is not used: it moves to the first page by
 * itself (on mount, on sorting, while the row count is unknown), which would overwrite the page
 * asked for in the address bar. Here only the user turns pages. Its texts come from the theme's
 * component locale (the admin frame's ComponentLocaleProvider).
 */
function TableFooter() {
  const state = useContext(TableContext);
  if (!state) return null;
  return (
    <GridFooterContainer sx={{ justifyContent: 'flex-end' }}>
      <TablePagination
        component="div"
        count={state.count}
        page={state.pageIndex}
        rowsPerPage={state.itemsPerPage}
        rowsPerPageOptions={[...PAGE_SIZES]}
        onPageChange={(_event, pageIndex) => state.onPageChange(pageIndex)}
        onRowsPerPageChange={(event) => state.onItemsPerPageChange(Number(event.target.value))}
        sx={{ border: 0, '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end' } }}
      />
    </GridFooterContainer>
  );
}

export function DataTable<Row extends GridValidRowModel, S extends string>({
  label,
  columns,
  list,
  query,
  emptyText,
  emptyAction,
  filters,
  searchLabel,
  rowActions,
  getRowId,
}: DataTableProps<Row, S>) {
  const { t, i18n } = useTranslation('data-table');
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const navigate = useNavigate();
  const { ask, dialog } = useConfirm();
  const isPhone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const total = query.data?.total ?? 0;
  const rows = useMemo(() => query.data?.items ?? [], [query.data]);
  const params = list?.params;
  const setParams = list?.setParams;
  const sortFields = list?.sortFields;

  // After a delete on the last page, or a link to a page that no longer exists: go to the last one.
  const lastPage = params ? Math.max(1, Math.ceil(total / params.itemsPerPage)) : 1;
  const isPastEnd = !query.isFetching && query.data !== undefined && (params?.page ?? 1) > lastPage;
  useEffect(() => {
    if (isPastEnd) setParams?.({ page: lastPage });
  }, [isPastEnd, lastPage, setParams]);

  const shownColumns = useMemo(
    () =>
      columns
        .filter((column) => column !== false)
        .map((column) => ({ ...column, sortable: sortFields?.includes(column.field as S) ?? false })),
    [columns, sortFields],
  );
  // The row actions stay on screen: a ⋮ menu beside the first column on a phone, and whenever the
  // grid (as wide as the page leaves it) cannot show every column with the buttons at the end.
  const [gridWidth, setGridWidth] = useState(0);
  const widest = rowActions ? Math.max(1, ...rows.map((row) => rowActions(row).length)) : 0;
  const asMenu = isPhone || (gridWidth > 0 && gridWidth < widthWithButtons(shownColumns, widest));
  const gridColumns = useMemo(() => {
    if (!rowActions) return shownColumns;
    const options = { rowActions, header: t('actions'), asMenu, widest, ask };
    return withRowActions(shownColumns, { ...options, navigate: (to) => void navigate(to) });
  }, [shownColumns, rowActions, t, asMenu, widest, navigate, ask]);
  const sortModel: GridSortModel = params?.sortBy ? [{ field: params.sortBy, sort: params.orderBy }] : [];

  const handleSortModelChange = (model: GridSortModel) => {
    const [first] = model;
    setParams?.({ sortBy: first?.field as S | undefined, orderBy: first?.sort === 'desc' ? 'desc' : 'asc' });
  };
  const handleSearch = useMemo(() => (q: string) => setParams?.({ q }), [setParams]);

  const tableState = useMemo<TableState>(
    () => ({
      error: query.error,
      onRetry: () => void query.refetch(),
      search: params?.q.trim() ?? '',
      emptyText,
      emptyAction,
      count: query.data ? total : -1,
      pageIndex: Math.min(params?.page ?? 1, lastPage) - 1,
      itemsPerPage: params?.itemsPerPage ?? total,
      onPageChange: (pageIndex) => setParams?.({ page: pageIndex + 1 }),
      onItemsPerPageChange: (itemsPerPage) => setParams?.({ itemsPerPage }),
    }),
    [query, params, emptyText, emptyAction, total, lastPage, setParams],
  );

  return (
    <Stack spacing={2}>
      {(list || filters) && (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between' }}
        >
          {list && (
            <SearchField value={list.params.q} onSearch={handleSearch} label={searchLabel ?? t('search')} />
          )}
          {filters && (
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              sx={{ alignItems: { xs: 'stretch', sm: 'center' }, flexWrap: 'wrap' }}
            >
              {filters}
            </Stack>
          )}
        </Stack>
      )}
      <TableContext.Provider value={tableState}>
        <DataGrid<Row>
          label={label}
          rows={query.error ? [] : rows}
          columns={gridColumns}
          getRowId={getRowId}
          loading={query.isFetching}
          // The rows are one page of the server's list: the grid shows them as they are.
          paginationMode="server"
          rowCount={rows.length}
          sortingMode="server"
          filterMode="server"
          sortModel={sortModel}
          onSortModelChange={handleSortModelChange}
          sortingOrder={['asc', 'desc', null]}
          disableColumnMenu
          disableColumnFilter
          disableRowSelectionOnClick
          // A page holds at most 100 rows: all of them in the page (screen readers, natural height).
          disableVirtualization
          autoHeight
          hideFooter={!list}
          onResize={({ width }) => setGridWidth(width)}
          localeText={GRID_TEXTS[language]}
          slots={{ noRowsOverlay: TableOverlay, noResultsOverlay: TableOverlay, footer: TableFooter }}
          sx={{
            minHeight: 240,
            // room for the empty text and its button (two rows' height by default), also on phones
            ...(emptyAction ? { '--DataGrid-overlayHeight': '200px' } : {}),
            '& .MuiDataGrid-cell:focus-within': { outline: 'none' },
          }}
        />
      </TableContext.Provider>
      {dialog}
    </Stack>
  );
}
