// A corporate subscriber's customers as a server-side list (SPEC §2: /customers); an admin sees
// every subscriber's, with the subscriber's name.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { CUSTOMER_SORT_FIELDS, type Customer } from '@hatira/shared/customers';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog';
import { DataTable } from '../../components/data-table/data-table';
import { useListParams } from '../../components/data-table/list-params';
import { useAbility } from '../../lib/ability';
import { CustomerStatusChip } from './customer-status-chip';
import { customersQuery, useDeleteCustomer } from './customers.api';
import { paths } from '@hatira/shared/paths';

export function formatDate(iso: string | null, language: string): string {
  return iso ? new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso)) : '—';
}

export function CustomerListPage() {
  const { t, i18n } = useTranslation('customers');
  const navigate = useNavigate();
  const ability = useAbility();
  const seesAll = ability.can('manage', 'all');
  const list = useListParams(CUSTOMER_SORT_FIELDS);
  const query = useQuery(customersQuery(list.params));
  const remove = useDeleteCustomer();
  const [deleting, setDeleting] = useState<Customer | null>(null);
  const [isConfirming, setConfirming] = useState(false);

  const columns = useMemo<GridColDef<Customer>[]>(() => {
    const language = i18n.language;
    const all: (GridColDef<Customer> | false)[] = [
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
        sortable: false,
        valueFormatter: (value: string | null) => value ?? '—',
      },
      seesAll && {
        field: 'subscriberName',
        headerName: t('columns.subscriber'),
        width: 180,
        sortable: false,
      },
      {
        field: 'status',
        headerName: t('columns.status'),
        width: 130,
        renderCell: ({ row }) => <CustomerStatusChip status={row.status} />,
      },
      {
        field: 'eventCount',
        headerName: t('columns.eventCount'),
        type: 'number',
        width: 100,
        sortable: false,
      },
      {
        field: 'createdAt',
        headerName: t('columns.createdAt'),
        width: 140,
        valueFormatter: (value: string) => formatDate(value, language),
      },
      {
        field: 'actions',
        type: 'actions',
        headerName: t('columns.actions'),
        width: 100,
        getActions: ({ row }) => [
          <GridActionsCellItem
            key="edit"
            icon={<EditOutlinedIcon />}
            label={t('actions.edit', { name: row.fullName })}
            onClick={() => void navigate(paths.customerEdit(row.id))}
          />,
          <GridActionsCellItem
            key="delete"
            icon={<DeleteOutlineIcon />}
            label={t('actions.delete', { name: row.fullName })}
            onClick={() => {
              setDeleting(row);
              setConfirming(true);
            }}
          />,
        ],
      },
    ];
    return all.filter((column): column is GridColDef<Customer> => column !== false);
  }, [t, i18n.language, navigate, seesAll]);

  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
          {t('list.title')}
        </Typography>
        <Typography color="text.secondary">{t('list.subtitle')}</Typography>
      </div>
      <DataTable
        label={t('list.title')}
        columns={columns}
        list={list}
        query={query}
        searchLabel={t('list.search')}
        emptyText={t('list.empty')}
        toolbar={
          <Button component={RouterLink} to={paths.customerAdd} variant="contained" startIcon={<AddIcon />}>
            {t('list.add')}
          </Button>
        }
      />
      <ConfirmDialog
        open={isConfirming}
        title={t('delete.title')}
        message={t('delete.text', { name: deleting?.fullName ?? '' })}
        confirmLabel={t('delete.confirm')}
        onConfirm={() => (deleting ? remove.mutateAsync(deleting.id) : undefined)}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
