// The store's products (/store/product/list, `read product`): the printing workshop's designs as
// products — picture, name, category, price, Published or Inactive (DESIGN.md §6.4). Search, sort,
// pages and the status and category filters are the server's, kept in the address bar.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import { formatMoney } from '@hatira/shared/money';
import { PRODUCT_STATUSES, type Product } from '@hatira/shared/printing';
import { DataTable } from '../../components/data-table/data-table';
import { anyText, oneOf, useListFilters, useListParams } from '../../components/data-table/list-params';
import { FilterSelect } from '../../components/list-page/filter-select';
import { ListPage } from '../../components/list-page/list-page';
import { allCategoriesQuery, PRODUCT_SORT_FIELDS, productsQuery } from './printing.api';
import { DesignThumb } from './printing-parts';

const FILTERS = { status: oneOf(PRODUCT_STATUSES), categoryId: anyText };

export function ProductListPage() {
  const { t, i18n } = useTranslation('printing');
  const list = useListParams(PRODUCT_SORT_FIELDS);
  const [filters, setFilter] = useListFilters(FILTERS);
  const query = useQuery(productsQuery(list.params, filters));
  const categories = useQuery(allCategoriesQuery());
  const language = i18n.language;

  const columns = useMemo<GridColDef<Product>[]>(
    () => [
      {
        field: 'name',
        headerName: t('products.columns.name'),
        flex: 1,
        minWidth: 220,
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', height: '100%' }}>
            <DesignThumb url={row.image} alt="" />
            <span>{row.name}</span>
          </Stack>
        ),
      },
      { field: 'category', headerName: t('products.columns.category'), flex: 1, minWidth: 140 },
      {
        field: 'price',
        headerName: t('products.columns.price'),
        width: 130,
        valueFormatter: (value: number) => formatMoney(value, 'TRY', language),
      },
      {
        field: 'status',
        headerName: t('products.columns.status'),
        width: 130,
        renderCell: ({ row }) => (
          <Chip
            size="small"
            variant="outlined"
            color={row.status === 'Published' ? 'success' : 'default'}
            label={t(`products.status.${row.status}`)}
          />
        ),
      },
    ],
    [t, language],
  );

  return (
    <ListPage title={t('products.title')} subtitle={t('products.subtitle')}>
      <DataTable
        label={t('products.title')}
        columns={columns}
        list={list}
        query={query}
        searchLabel={t('products.search')}
        emptyText={t('products.empty')}
        filters={
          <>
            <FilterSelect
              label={t('products.filters.category')}
              value={filters.categoryId}
              options={(categories.data?.items ?? []).map((c) => ({ value: c.id, label: c.name }))}
              onChange={(value) => setFilter('categoryId', value)}
            />
            <FilterSelect
              label={t('products.filters.status')}
              value={filters.status}
              options={PRODUCT_STATUSES.map((status) => ({
                value: status,
                label: t(`products.status.${status}`),
              }))}
              onChange={(value) => setFilter('status', value)}
            />
          </>
        }
      />
    </ListPage>
  );
}
