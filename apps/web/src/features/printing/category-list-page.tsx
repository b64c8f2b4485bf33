// The print categories (/printing-workshop/categories, staff): name, how many designs, place in the
// catalogue, on or off; search by name, in the address bar.
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Link from '@mui/material/Link';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import type { PrintCategory } from '@hatira/shared/printing';
import { DataTable } from '../../components/data-table/data-table';
import { useListParams } from '../../components/data-table/list-params';
import type { RowAction } from '../../components/data-table/row-actions';
import { ListPage } from '../../components/list-page/list-page';
import { useCan } from '../../lib/ability';
import { categoriesQuery, CATEGORY_SORT_FIELDS, useDeleteCategory } from './printing.api';
import { ActiveChip } from './printing-parts';
import { printingPaths } from './printing-paths';

export function CategoryListPage() {
  const { t } = useTranslation('printing');
  const list = useListParams(CATEGORY_SORT_FIELDS);
  const query = useQuery(categoriesQuery(list.params));
  const { mutateAsync: remove } = useDeleteCategory();
  const canCreate = useCan('create', 'printCatalogue');
  const canDelete = useCan('delete', 'printCatalogue');

  const columns = useMemo<GridColDef<PrintCategory>[]>(
    () => [
      {
        field: 'name',
        headerName: t('categories.columns.name'),
        flex: 1,
        minWidth: 180,
        renderCell: ({ row }) => (
          <Link
            component={RouterLink}
            to={printingPaths.categoryEdit(row.id)}
            underline="hover"
            sx={{ fontWeight: 600 }}
          >
            {row.name}
          </Link>
        ),
      },
      { field: 'description', headerName: t('categories.columns.description'), flex: 2, minWidth: 200 },
      { field: 'designCount', headerName: t('categories.columns.designs'), width: 110, type: 'number' },
      { field: 'sortOrder', headerName: t('categories.columns.sortOrder'), width: 100, type: 'number' },
      {
        field: 'isActive',
        headerName: t('categories.columns.isActive'),
        width: 110,
        renderCell: ({ row }) => <ActiveChip isActive={row.isActive} />,
      },
    ],
    [t],
  );
  const rowActions = useCallback(
    (row: PrintCategory): RowAction[] => [
      {
        label: t('categories.actions.edit', { name: row.name }),
        icon: <EditOutlinedIcon />,
        to: printingPaths.categoryEdit(row.id),
      },
      ...(canDelete
        ? [
            {
              label: t('categories.actions.delete', { name: row.name }),
              icon: <DeleteOutlineIcon />,
              confirm: {
                title: t('categories.delete.title'),
                message: t('categories.delete.text', { name: row.name }),
                confirmLabel: t('categories.delete.confirm'),
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
      title={t('categories.list.title')}
      subtitle={t('categories.list.subtitle')}
      action={canCreate && { label: t('categories.list.add'), to: printingPaths.categoryAdd }}
    >
      <DataTable
        label={t('categories.list.title')}
        columns={columns}
        list={list}
        query={query}
        searchLabel={t('categories.list.search')}
        emptyText={t('categories.list.empty')}
        rowActions={rowActions}
      />
    </ListPage>
  );
}
