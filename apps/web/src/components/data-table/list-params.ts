// The state of a server-side list (DESIGN.md §6: q, sortBy, orderBy, page, itemsPerPage) and the
// page's own filters (role, status …), kept in the address bar so a reload, a shared link or the
// back button brings the same page of the same list. The names are the API's own, so the state
// goes to the server as it is.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE } from '@hatira/shared/limits';

export type SortOrder = 'asc' | 'desc';

export interface ListParams<S extends string = string> {
  /** The search text ('' = none). */
  q: string;
  /** 1-based, as the API counts. */
  page: number;
  itemsPerPage: number;
  /** undefined = the server's default order (newest first). */
  sortBy: S | undefined;
  orderBy: SortOrder;
}

/** The page sizes offered; the API allows at most 100 (MAX_PAGE_SIZE). */
export const PAGE_SIZES = [10, 25, 50, 100] as const;

const LIST_KEYS = ['q', 'page', 'itemsPerPage', 'sortBy', 'orderBy'] as const;

function positiveInt(text: string | null): number | undefined {
  if (text === null || !/^\d+$/.test(text)) return undefined;
  const value = Number(text);
  return value >= 1 ? value : undefined;
}

/** Reads the list state from a query string; anything unknown or malformed falls back to the default. */
export function parseListParams<S extends string>(
  search: URLSearchParams,
  sortFields: readonly S[],
): ListParams<S> {
  const size = positiveInt(search.get('itemsPerPage'));
  const sortBy = search.get('sortBy');
  const isSortField = (value: string | null): value is S => sortFields.includes(value as S);
  return {
    q: search.get('q') ?? '',
    page: positiveInt(search.get('page')) ?? 1,
    itemsPerPage: PAGE_SIZES.find((option) => option === size) ?? DEFAULT_PAGE_SIZE,
    sortBy: isSortField(sortBy) ? sortBy : undefined,
    orderBy: search.get('orderBy') === 'desc' ? 'desc' : 'asc',
  };
}

/**
 * The list state merged with a change. A new search, order or page size starts again at page 1
 * (page 7 of the old order means nothing in the new one).
 */
export function nextListParams<S extends string>(
  current: ListParams<S>,
  patch: Partial<ListParams<S>>,
): ListParams<S> {
  const restarts =
    (patch.q !== undefined && patch.q !== current.q) ||
    ('sortBy' in patch && patch.sortBy !== current.sortBy) ||
    (patch.orderBy !== undefined && patch.orderBy !== current.orderBy) ||
    (patch.itemsPerPage !== undefined && patch.itemsPerPage !== current.itemsPerPage);
  const next = { ...current, ...patch };
  return restarts && patch.page === undefined ? { ...next, page: 1 } : next;
}

/** The list state as the API's query string values (defaults left out). */
export function toListQuery(params: ListParams): Record<string, string | number | undefined> {
  return {
    q: params.q.trim() || undefined,
    page: params.page,
    itemsPerPage: params.itemsPerPage,
    sortBy: params.sortBy,
    orderBy: params.sortBy ? params.orderBy : undefined,
  };
}

function writeListParams(search: URLSearchParams, params: ListParams): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const key of LIST_KEYS) next.delete(key);
  if (params.q) next.set('q', params.q);
  if (params.page !== 1) next.set('page', String(params.page));
  if (params.itemsPerPage !== DEFAULT_PAGE_SIZE) next.set('itemsPerPage', String(params.itemsPerPage));
  if (params.sortBy) {
    next.set('sortBy', params.sortBy);
    next.set('orderBy', params.orderBy);
  }
  return next;
}

export interface ListParamsState<S extends string> {
  params: ListParams<S>;
  setParams: (patch: Partial<ListParams<S>>) => void;
  /** The API's sortBy values: the sortable columns. */
  sortFields: readonly S[];
}

/**
 * The list state of the current page, in its query string. Other query parameters (a page's own
 * filters, e.g. `scope`) are kept as they are. `sortFields` are the API's sortBy values.
 */
export function useListParams<S extends string>(sortFields: readonly S[]): ListParamsState<S> {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => parseListParams(search, sortFields), [search, sortFields]);
  const setParams = useCallback(
    (patch: Partial<ListParams<S>>) =>
      setSearch(
        (current) => writeListParams(current, nextListParams(parseListParams(current, sortFields), patch)),
        {
          replace: true,
        },
      ),
    [setSearch, sortFields],
  );
  return { params, setParams, sortFields };
}

/** Reads one filter's value from the query string: undefined when absent or not allowed. */
export type FilterParser<T extends string = string> = (raw: string) => T | undefined;

/** A filter that takes one of `options` (a status, a scope …). */
export const oneOf =
  <T extends string>(options: readonly T[]): FilterParser<T> =>
  (raw) =>
    options.includes(raw as T) ? (raw as T) : undefined;

/** A filter that takes any text (a role's name, an event's id). */
export const anyText: FilterParser = (raw) => raw || undefined;

export type ListFilters<P extends Record<string, FilterParser>> = {
  [K in keyof P]: ReturnType<P[K]>;
};

/**
 * A page's own filters (role, status, scope …), in the query string beside the list state, so a
 * reload or a link keeps them. `parsers` (a module constant) says each filter's name and values;
 * setting one to undefined removes it, and any change starts again at page 1.
 */
export function useListFilters<P extends Record<string, FilterParser>>(
  parsers: P,
): [ListFilters<P>, (name: keyof P & string, value: string | undefined) => void] {
  const [search, setSearch] = useSearchParams();
  // The raw values as one string: a change of the list state (page, search) keeps the same filters.
  const raw = JSON.stringify(Object.keys(parsers).map((name) => search.get(name) ?? ''));
  const filters = useMemo(() => {
    const values = JSON.parse(raw) as string[];
    return Object.fromEntries(
      Object.entries(parsers).map(([name, parse], index) => [name, parse(values[index] ?? '')]),
    ) as ListFilters<P>;
  }, [raw, parsers]);
  const setFilter = useCallback(
    (name: keyof P & string, value: string | undefined) =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(name, value);
          else next.delete(name);
          next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setSearch],
  );
  return [filters, setFilter];
}
