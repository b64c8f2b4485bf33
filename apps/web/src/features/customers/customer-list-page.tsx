// A corporate subscriber's customers as a server-side list (SPEC §2: /customers); an admin sees
// every subscriber's, with the subscriber's name.
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Link from '@mui/material/Link';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { CUSTOMER_SORT_FIELDS, type Customer } from '@hatira/shared/customers';
import { paths } from '@hatira/shared/paths';
import { DataTable } from '../../components/data-table/data-table';
import { dateColumn } from '../../components/data-table/date-column';
import { useListParams } from '../../components/data-table/list-params';
import type { RowAction } from '../../components/data-table/row-actions';
import { ListPage } from '../../components/list-page/list-page';
import { useAbility } from '../../lib/ability';
import { CustomerStatusChip } from './customer-status-chip';
import { customersQuery, useDeleteCustomer } from './customers.api';

export function CustomerListPage() {
  const { t, i18n } = useTranslation('customers');
  const ability = useAbility();
  const seesAll = ability.can('manage', 'all');
  const list = useListParams(CUSTOMER_SORT_FIELDS);
  const query = useQuery(customersQuery(list.params));
  const { mutateAsync: remove } = useDeleteCustomer();

  const columns = useMemo<(GridColDef<Customer> | false)[]>(() => {
    return [
      {
        field: 'fullName',
        headerName: t('columns.fullName'),
        flex: 1,
        minWidth: 180,
        renderCell: ({ row }) => (
          <Link component={RouterLink} to={paths.customerEdit(row.id)} underline="hover" fontWeight={500}>
            {row.fullName}
          </Link>
        ),
      },
      { field: 'email', headerName: t('columns.email'), flex: 1, minWidth: 200 },
      {
        field: 'phone',
        headerName: t('columns.phone'),
        width: 150,
        valueFormatter: (value: string | null) => value ?? '—',
      },
      seesAll && { field: 'subscriberName', headerName: t('columns.subscriber'), width: 180 },
      {
        field: 'status',
        headerName: t('columns.status'),
        width: 130,
        renderCell: ({ row }) => <CustomerStatusChip status={row.status} />,
      },
      { field: 'eventCount', headerName: t('columns.eventCount'), type: 'number', width: 100 },
      dateColumn('createdAt', t('columns.createdAt'), i18n.language),
    ];
  }, [t, i18n.language, seesAll]);
  const rowActions = useCallback(
    (row: Customer): RowAction[] => [
      {
        label: t('actions.edit', { name: row.fullName }),
        icon: <EditOutlinedIcon />,
        to: paths.customerEdit(row.id),
      },
      {
        label: t('actions.delete', { name: row.fullName }),
        icon: <DeleteOutlineIcon />,
        confirm: {
          title: t('delete.title'),
          message: t('delete.text', { name: row.fullName }),
          confirmLabel: t('delete.confirm'),
          onConfirm: () => remove(row.id),
        },
      },
    ],
    [t, remove],
  );

  return (
    <ListPage
      title={t('list.title')}
      subtitle={t('list.subtitle')}
      action={{ label: t('list.add'), to: paths.customerAdd }}
    >
      <DataTable
        label={t('list.title')}
        columns={columns}
        list={list}
        query={query}
        searchLabel={t('list.search')}
        emptyText={t('list.empty')}
        rowActions={rowActions}
      />
    </ListPage>
  );
}
