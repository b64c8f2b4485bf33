// The admin's one list table: MUI's DataGrid driven by the server (DESIGN.md §6 lists). Paging,
// sorting and search are the server's; the table only shows one page and asks for another. Its
// state lives in the address bar (useListParams), its data comes from a TanStack query.
//
//   const list = useListParams(QR_CODE_SORT_FIELDS);
//   const query = useQuery(qrCodesQuery(list.params));          // placeholderData: keepPreviousData
//   <DataTable label={t('list.title')} columns={columns} list={list} query={query}
//              emptyText={t('list.empty')} toolbar={<Button …>{t('add')}</Button>} />
import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import TablePagination from '@mui/material/TablePagination';
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
import { translateApiError } from '../../lib/form-errors';
import { PAGE_SIZES, type ListParamsState } from './list-params';

const GRID_TEXTS = {
  tr: trTR.components.MuiDataGrid.defaultProps.localeText,
  en: enUS.components.MuiDataGrid.defaultProps.localeText,
  de: deDE.components.MuiDataGrid.defaultProps.localeText,
  ru: ruRU.components.MuiDataGrid.defaultProps.localeText,
};

/** Waits for a pause in typing before asking the server. */
const SEARCH_DELAY_MS = 300;

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
   * The columns. A column is sortable exactly when its `field` is one of the list's sort fields
   * (useListParams), whatever the column says.
   */
  columns: readonly GridColDef<Row>[];
  /** The list state from useListParams (address bar). */
  list: ListParamsState<S>;
  /** The query that loads `list.params`; keep the previous page while the next loads. */
  query: DataTableQuery<Row>;
  /** Shown when the list is empty and nothing is searched for. */
  emptyText: string;
  /** Under the empty text: the way out of an empty list (e.g. "create your first event"). */
  emptyAction?: ReactNode;
  /** Beside the search box: the page's filters and main action. */
  toolbar?: ReactNode;
  /** The search box's label (default: "Search"). */
  searchLabel?: string;
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
  const { t } = useTranslation(['data-table', 'common']);
  const state = useContext(TableContext);
  if (!state) return null;
  let content: ReactNode;
  if (state.error)
    content = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={state.onRetry}>
            {t('common:retry')}
          </Button>
        }
      >
        {translateApiError(t, state.error)}
      </Alert>
    );
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

/** The search box: asks the server once typing pauses; follows the address bar (back button). */
function SearchField({
  value,
  onSearch,
  label,
}: {
  value: string;
  onSearch: (q: string) => void;
  label: string;
}) {
  const [text, setText] = useState(value);
  // The last search sent: its echo from the address bar must not overwrite what was typed since.
  const sent = useRef(value);
  useEffect(() => {
    if (value === sent.current) return;
    sent.current = value;
    setText(value);
  }, [value]);
  useEffect(() => {
    if (text === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = text;
      onSearch(text);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch]);
  return (
    <TextField
      type="search"
      size="small"
      label={label}
      value={text}
      onChange={(event) => setText(event.target.value)}
      sx={{ width: { xs: '100%', sm: 280 } }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

export function DataTable<Row extends GridValidRowModel, S extends string>({
  label,
  columns,
  list,
  query,
  emptyText,
  emptyAction,
  toolbar,
  searchLabel,
  getRowId,
}: DataTableProps<Row, S>) {
  const { t, i18n } = useTranslation('data-table');
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const { params, setParams, sortFields } = list;
  const total = query.data?.total ?? 0;
  const rows = query.data?.items ?? [];

  // After a delete on the last page, or a link to a page that no longer exists: go to the last one.
  const lastPage = Math.max(1, Math.ceil(total / params.itemsPerPage));
  const isPastEnd = !query.isFetching && query.data !== undefined && params.page > lastPage;
  useEffect(() => {
    if (isPastEnd) setParams({ page: lastPage });
  }, [isPastEnd, lastPage, setParams]);

  const gridColumns = useMemo(
    () => columns.map((column) => ({ ...column, sortable: sortFields.includes(column.field as S) })),
    [columns, sortFields],
  );
  const sortModel: GridSortModel = params.sortBy ? [{ field: params.sortBy, sort: params.orderBy }] : [];

  const handleSortModelChange = (model: GridSortModel) => {
    const [first] = model;
    setParams({ sortBy: first?.field as S | undefined, orderBy: first?.sort === 'desc' ? 'desc' : 'asc' });
  };
  const handleSearch = useMemo(() => (q: string) => setParams({ q }), [setParams]);

  const tableState = useMemo<TableState>(
    () => ({
      error: query.error,
      onRetry: () => void query.refetch(),
      search: params.q.trim(),
      emptyText,
      emptyAction,
      count: query.data ? total : -1,
      pageIndex: Math.min(params.page, lastPage) - 1,
      itemsPerPage: params.itemsPerPage,
      onPageChange: (pageIndex) => setParams({ page: pageIndex + 1 }),
      onItemsPerPageChange: (itemsPerPage) => setParams({ itemsPerPage }),
    }),
    [query, params, emptyText, emptyAction, total, lastPage, setParams],
  );

  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between' }}
      >
        <SearchField value={params.q} onSearch={handleSearch} label={searchLabel ?? t('search')} />
        {toolbar && (
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ alignItems: { xs: 'stretch', sm: 'center' }, flexWrap: 'wrap' }}
          >
            {toolbar}
          </Stack>
        )}
      </Stack>
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
    </Stack>
  );
}
