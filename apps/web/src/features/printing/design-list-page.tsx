// The designs (/printing-workshop/desings, staff): picture and name, category, paper size, price
// per piece, least quantity, on or off; search by name, filter by category, in the address bar.
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { formatMoney } from '@hatira/shared/money';
import type { PrintDesign } from '@hatira/shared/printing';
import { DataTable } from '../../components/data-table/data-table';
import { anyText, useListFilters, useListParams } from '../../components/data-table/list-params';
import type { RowAction } from '../../components/data-table/row-actions';
import { FilterSelect } from '../../components/list-page/filter-select';
import { ListPage } from '../../components/list-page/list-page';
import { useCan } from '../../lib/ability';
import { allCategoriesQuery, DESIGN_SORT_FIELDS, designsQuery, useDeleteDesign } from './printing.api';
import { ActiveChip, DesignThumb, formatPaperSize } from './printing-parts';
import { printingPaths } from './printing-paths';

const FILTERS = { categoryId: anyText };

export function DesignListPage() {
  const { t, i18n } = useTranslation('printing');
  const list = useListParams(DESIGN_SORT_FIELDS);
  const [filters, setFilter] = useListFilters(FILTERS);
  const query = useQuery(designsQuery(list.params, filters));
  const categories = useQuery(allCategoriesQuery());
  const { mutateAsync: remove } = useDeleteDesign();
  const canCreate = useCan('create', 'printCatalogue');
  const canDelete = useCan('delete', 'printCatalogue');
  const language = i18n.language;

  const columns = useMemo<GridColDef<PrintDesign>[]>(
    () => [
      {
        field: 'name',
        headerName: t('designs.columns.name'),
        flex: 1,
        minWidth: 220,
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', height: '100%' }}>
            <DesignThumb url={row.previewUrl} alt="" />
            <Link
              component={RouterLink}
              to={printingPaths.designEdit(row.id)}
              underline="hover"
              sx={{ fontWeight: 600 }}
            >
              {row.name}
            </Link>
          </Stack>
        ),
      },
      { field: 'categoryName', headerName: t('designs.columns.category'), flex: 1, minWidth: 140 },
      {
        field: 'widthMm',
        headerName: t('designs.columns.size'),
        width: 150,
        valueFormatter: (_value, row) => formatPaperSize(row.widthMm, row.heightMm, language),
      },
      {
        field: 'unitPrice',
        headerName: t('designs.columns.unitPrice'),
        width: 120,
        valueFormatter: (value: number) => formatMoney(value, 'TRY', language),
      },
      { field: 'minQuantity', headerName: t('designs.columns.minQuantity'), width: 110, type: 'number' },
      {
        field: 'isActive',
        headerName: t('designs.columns.isActive'),
        width: 110,
        renderCell: ({ row }) => <ActiveChip isActive={row.isActive} />,
      },
    ],
    [t, language],
  );
  const rowActions = useCallback(
    (row: PrintDesign): RowAction[] => [
      {
        label: t('designs.actions.edit', { name: row.name }),
        icon: <EditOutlinedIcon />,
        to: printingPaths.designEdit(row.id),
      },
      ...(canDelete
        ? [
            {
              label: t('designs.actions.delete', { name: row.name }),
              icon: <DeleteOutlineIcon />,
              confirm: {
                title: t('designs.delete.title'),
                message: t('designs.delete.text', { name: row.name }),
                confirmLabel: t('designs.delete.confirm'),
                onConfirm: () => remove(row.id),
              },
            },
          ]
        : []),
    ],
    [t, canDelete, remove],
  );

  return (
    <ListPage
      title={t('designs.list.title')}
      subtitle={t('designs.list.subtitle')}
      action={canCreate && { label: t('designs.list.add'), to: printingPaths.designAdd }}
    >
      <DataTable
        label={t('designs.list.title')}
        columns={columns}
        list={list}
        query={query}
        searchLabel={t('designs.list.search')}
        emptyText={t('designs.list.empty')}
        rowActions={rowActions}
        filters={
          <FilterSelect
            label={t('designs.filters.category')}
            value={filters.categoryId}
            options={(categories.data?.items ?? []).map((c) => ({ value: c.id, label: c.name }))}
            onChange={(value) => setFilter('categoryId', value)}
          />
        }
      />
    </ListPage>
  );
}
