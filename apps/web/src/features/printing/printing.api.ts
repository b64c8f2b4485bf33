// What the printing workshop's screens ask the server (DESIGN.md §6.4): the catalogue (categories,
// designs and their backgrounds), proofs and print files (PDF bytes, fetched with the Bearer token
// as blobs: lib/file-download.ts), print orders and their moves, and the store's products.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CreatePrintOrderBody,
  ListPrintCategoriesQuery,
  ListPrintDesignsQuery,
  ListPrintOrdersQuery,
  ListProductsQuery,
  PrintCategoryBody,
  PrintOrder,
  PrintDesignBody,
  PrintTexts,
  UpdatePrintCategoryBody,
  UpdatePrintDesignBody,
  UpdatePrintOrderBody,
} from '@hatira/shared/printing';
import { toListQuery, type ListParams } from '../../components/data-table/list-params';
import { api } from '../../lib/api';
import { fetchFile, saveFile } from '../../lib/file-download';

type SortOf<Q extends { sortBy?: string | undefined }> = NonNullable<Q['sortBy']>;
export type CategorySortField = SortOf<ListPrintCategoriesQuery>;
export type DesignSortField = SortOf<ListPrintDesignsQuery>;
export type OrderSortField = SortOf<ListPrintOrdersQuery>;
export type ProductSortField = SortOf<ListProductsQuery>;

/** The sortable columns of each list (the API's sortBy values; the shared schemas hold them). */
export const CATEGORY_SORT_FIELDS = ['name', 'sortOrder', 'createdAt'] as const satisfies CategorySortField[];
export const DESIGN_SORT_FIELDS = ['name', 'unitPrice', 'createdAt'] as const satisfies DesignSortField[];
export const ORDER_SORT_FIELDS = ['createdAt', 'status', 'total'] as const satisfies OrderSortField[];
export const PRODUCT_SORT_FIELDS = [
  'name',
  'category',
  'price',
  'status',
] as const satisfies ProductSortField[];
export type OrderFilters = Pick<ListPrintOrdersQuery, 'status'>;
export type ProductFilters = Pick<ListProductsQuery, 'status' | 'categoryId'>;
export interface DesignFilters {
  categoryId?: string | undefined;
}

/** The API's largest page: a catalogue is small enough to come whole. */
const WHOLE = { page: 1, itemsPerPage: 100 } as const;

export const printingKeys = {
  all: ['printing'] as const,
  categories: () => [...printingKeys.all, 'categories'] as const,
  categoryList: (params: ListParams<CategorySortField> | 'all') =>
    [...printingKeys.categories(), 'list', params] as const,
  category: (id: string) => [...printingKeys.categories(), 'one', id] as const,
  designs: () => [...printingKeys.all, 'designs'] as const,
  designList: (params: ListParams<DesignSortField> | 'all', filters: DesignFilters) =>
    [...printingKeys.designs(), 'list', params, filters] as const,
  design: (id: string) => [...printingKeys.designs(), 'one', id] as const,
  orders: () => [...printingKeys.all, 'orders'] as const,
  orderList: (params: ListParams<OrderSortField>, filters: OrderFilters) =>
    [...printingKeys.orders(), 'list', params, filters] as const,
  order: (id: string) => [...printingKeys.orders(), 'one', id] as const,
  products: (params: ListParams<ProductSortField>, filters: ProductFilters) =>
    [...printingKeys.all, 'products', params, filters] as const,
};

// ---- Catalogue ---------------------------------------------------------------------------------

export function categoriesQuery(params: ListParams<CategorySortField>) {
  return queryOptions({
    queryKey: printingKeys.categoryList(params),
    queryFn: ({ signal }) => api.get('/api/printing/categories', { query: toListQuery(params), signal }),
    placeholderData: keepPreviousData,
  });
}

/** Every category (a select's options, the catalogue's sections), in catalogue order. */
export function allCategoriesQuery() {
  return queryOptions({
    queryKey: printingKeys.categoryList('all'),
    queryFn: ({ signal }) =>
      api.get('/api/printing/categories', { query: { ...WHOLE, sortBy: 'sortOrder' }, signal }),
  });
}

export function categoryQuery(id: string) {
  return queryOptions({
    queryKey: printingKeys.category(id),
    queryFn: ({ signal }) => api.get('/api/printing/categories/:id', { params: { id }, signal }),
  });
}

export function designsQuery(params: ListParams<DesignSortField>, filters: DesignFilters) {
  return queryOptions({
    queryKey: printingKeys.designList(params, filters),
    queryFn: ({ signal }) =>
      api.get('/api/printing/designs', { query: { ...toListQuery(params), ...filters }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Every design the caller may see (buyers: those on sale), by name. */
export function allDesignsQuery() {
  return queryOptions({
    queryKey: printingKeys.designList('all', {}),
    queryFn: ({ signal }) =>
      api.get('/api/printing/designs', { query: { ...WHOLE, sortBy: 'name' }, signal }),
  });
}

export function designQuery(id: string) {
  return queryOptions({
    queryKey: printingKeys.design(id),
    queryFn: ({ signal }) => api.get('/api/printing/designs/:id', { params: { id }, signal }),
  });
}

/** A change to the catalogue shows in every list of it (the store's products are its designs). */
function useRefreshCatalogue() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: printingKeys.all });
}

export function useSaveCategory(id?: string) {
  const refresh = useRefreshCatalogue();
  return useMutation({
    mutationFn: (body: PrintCategoryBody | UpdatePrintCategoryBody) =>
      id
        ? api.patch('/api/printing/categories/:id', { params: { id }, body })
        : api.post('/api/printing/categories', { body: body as PrintCategoryBody }),
    onSuccess: refresh,
  });
}

export function useDeleteCategory() {
  const refresh = useRefreshCatalogue();
  return useMutation({
    mutationFn: (id: string) => api.delete('/api/printing/categories/:id', { params: { id } }),
    onSuccess: refresh,
  });
}

export function useSaveDesign(id?: string) {
  const refresh = useRefreshCatalogue();
  return useMutation({
    mutationFn: (body: PrintDesignBody | UpdatePrintDesignBody) =>
      id
        ? api.patch('/api/printing/designs/:id', { params: { id }, body })
        : api.post('/api/printing/designs', { body: body as PrintDesignBody }),
    onSuccess: refresh,
  });
}

/** A design's new background (its own request: the design must exist first). */
export function useUploadBackground() {
  const refresh = useRefreshCatalogue();
  return useMutation({
    mutationFn: ({ id, file }: { id: string; file: File }) => {
      const form = new FormData();
      form.append('file', file);
      return api.post('/api/printing/designs/:id/background', { params: { id }, body: form });
    },
    onSuccess: refresh,
  });
}

export function useDeleteDesign() {
  const refresh = useRefreshCatalogue();
  return useMutation({
    mutationFn: (id: string) => api.delete('/api/printing/designs/:id', { params: { id } }),
    onSuccess: refresh,
  });
}

// ---- Proofs and print files ---------------------------------------------------------------------

export interface ProofRequest {
  designId: string;
  qrCodeId: string;
  texts: PrintTexts;
}

/** A design's proof for one event with these texts: the PDF, cached by its inputs. */
export function proofQuery({ designId, qrCodeId, texts }: ProofRequest) {
  const search = new URLSearchParams({ qrCodeId, texts: JSON.stringify(texts) });
  return queryOptions({
    queryKey: [...printingKeys.design(designId), 'proof', qrCodeId, texts] as const,
    queryFn: ({ signal }) =>
      fetchFile(
        `/api/printing/designs/${encodeURIComponent(designId)}/proof.pdf?${search}`,
        'proof.pdf',
        signal,
      ),
    // The last proof stays on screen while the next one is made.
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    enabled: qrCodeId !== '',
  });
}

const orderFileUrl = (id: string) => `/api/printing/orders/${encodeURIComponent(id)}/print.pdf`;

/** An order's file: the print-ready PDF for staff, the proof for its buyer. */
export function orderFileQuery(id: string) {
  return queryOptions({
    queryKey: [...printingKeys.order(id), 'file'] as const,
    queryFn: ({ signal }) => fetchFile(orderFileUrl(id), 'print.pdf', signal),
    staleTime: Infinity,
  });
}

export async function downloadOrderFile(id: string): Promise<void> {
  saveFile(await fetchFile(orderFileUrl(id), 'print.pdf'));
}

/**
 * The caller's events, to print for (a buyer has few; the API's largest page). Under the event
 * pages' list key, so a change there shows here (the key is the contract; features do not import
 * each other).
 */
export function myEventsQuery() {
  return queryOptions({
    queryKey: ['qr-codes', 'list', 'printing'] as const,
    queryFn: ({ signal }) => api.get('/api/qr-codes', { query: WHOLE, signal }),
  });
}

// ---- Orders ------------------------------------------------------------------------------------

export function ordersQuery(params: ListParams<OrderSortField>, filters: OrderFilters) {
  return queryOptions({
    queryKey: printingKeys.orderList(params, filters),
    queryFn: ({ signal }) =>
      api.get('/api/printing/orders', { query: { ...toListQuery(params), ...filters }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function orderQuery(id: string) {
  return queryOptions({
    queryKey: printingKeys.order(id),
    queryFn: ({ signal }) => api.get('/api/printing/orders/:id', { params: { id }, signal }),
  });
}

/** The bills feature keeps its lists under this key; a new order adds a bill (the key is the contract). */
const BILLS_KEY = ['bills'] as const;

export function usePlaceOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePrintOrderBody) => api.post('/api/printing/orders', { body }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: printingKeys.orders() }),
        client.invalidateQueries({ queryKey: BILLS_KEY }),
      ]),
  });
}

function useOrderChange<A>(id: string, change: (arg: A) => Promise<PrintOrder>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (order) => {
      client.setQueryData(printingKeys.order(id), order);
      return Promise.all([
        client.invalidateQueries({ queryKey: [...printingKeys.orders(), 'list'] }),
        client.invalidateQueries({ queryKey: BILLS_KEY }),
      ]);
    },
  });
}

/** The staff's move of an order to its next status. */
export function useMoveOrder(id: string) {
  return useOrderChange(id, (body: UpdatePrintOrderBody) =>
    api.patch('/api/printing/orders/:id', { params: { id }, body }),
  );
}

/** The buyer's cancel while the order is pending (its unpaid bill is cancelled with it). */
export function useCancelOrder(id: string) {
  return useOrderChange(id, () => api.post('/api/printing/orders/:id/cancel', { params: { id } }));
}

// ---- Store -------------------------------------------------------------------------------------

export function productsQuery(params: ListParams<ProductSortField>, filters: ProductFilters) {
  return queryOptions({
    queryKey: printingKeys.products(params, filters),
    queryFn: ({ signal }) =>
      api.get('/api/store/products', { query: { ...toListQuery(params), ...filters }, signal }),
    placeholderData: keepPreviousData,
  });
}
