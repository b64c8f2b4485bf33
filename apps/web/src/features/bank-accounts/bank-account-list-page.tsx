// The accounts buyers transfer to (/bank-accounts, staff): bank, holder, the IBAN in groups of
// four, branch, currency and whether the pay page lists it. Search (an IBAN with or without its
// spaces) and the on/off filter stay in the address bar.
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { BANK_ACCOUNT_SORT_FIELDS, type BankAccount } from '@hatira/shared/bank-accounts';
import { formatIban } from '@hatira/shared/identity-numbers';
import { paths } from '@hatira/shared/paths';
import { DataTable } from '../../components/data-table/data-table';
import { oneOf, useListFilters, useListParams } from '../../components/data-table/list-params';
import type { RowAction } from '../../components/data-table/row-actions';
import { FilterSelect } from '../../components/list-page/filter-select';
import { ListPage } from '../../components/list-page/list-page';
import { useCan } from '../../lib/ability';
import { bankAccountsQuery, useDeleteBankAccount } from './bank-accounts.api';

const FILTERS = { isActive: oneOf(['true', 'false'] as const) };

export function BankAccountListPage() {
  const { t } = useTranslation('bank-accounts');
  const list = useListParams(BANK_ACCOUNT_SORT_FIELDS);
  const [filters, setFilter] = useListFilters(FILTERS);
  const query = useQuery(bankAccountsQuery(list.params, filters));
  const { mutateAsync: remove } = useDeleteBankAccount();
  const canCreate = useCan('create', 'bankAccounts');
  const canDelete = useCan('delete', 'bankAccounts');

  const columns = useMemo<GridColDef<BankAccount>[]>(
    () => [
      {
        field: 'bankName',
        headerName: t('columns.bankName'),
        flex: 1,
        minWidth: 130,
        renderCell: ({ row }) => (
          <Link component={RouterLink} to={paths.bankAccountEdit(row.id)} underline="hover" fontWeight={500}>
            {row.bankName}
          </Link>
        ),
      },
      { field: 'accountHolder', headerName: t('columns.accountHolder'), flex: 1, minWidth: 140 },
      {
        field: 'iban',
        headerName: t('columns.iban'),
        width: 290,
        renderCell: ({ row }) => (
          <span style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
            {formatIban(row.iban)}
          </span>
        ),
      },
      {
        field: 'branch',
        headerName: t('columns.branch'),
        width: 120,
        valueFormatter: (value: string) => value || '—',
      },
      { field: 'currency', headerName: t('columns.currency'), width: 96 },
      {
        field: 'isActive',
        headerName: t('columns.isActive'),
        width: 124,
        renderCell: ({ row }) => (
          <Chip
            size="small"
            variant="outlined"
            color={row.isActive ? 'success' : 'default'}
            label={t(row.isActive ? 'state.on' : 'state.off')}
          />
        ),
      },
    ],
    [t],
  );
  const rowActions = useCallback(
    (row: BankAccount): RowAction[] => [
      {
        label: t('actions.edit', { name: row.bankName }),
        icon: <EditOutlinedIcon />,
        to: paths.bankAccountEdit(row.id),
      },
      ...(canDelete
        ? [
            {
              label: t('actions.delete', { name: row.bankName }),
              icon: <DeleteOutlineIcon />,
              confirm: {
                title: t('delete.title'),
                message: t('delete.text', { name: row.bankName, iban: formatIban(row.iban) }),
                confirmLabel: t('delete.confirm'),
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
      title={t('list.title')}
      subtitle={t('list.subtitle')}
      action={canCreate && { label: t('list.add'), to: paths.bankAccountAdd }}
    >
      <DataTable
        label={t('list.title')}
        columns={columns}
        list={list}
        query={query}
        searchLabel={t('list.search')}
        emptyText={t('list.empty')}
        rowActions={rowActions}
        filters={
          <FilterSelect
            label={t('filters.isActive')}
            value={filters.isActive}
            options={[
              { value: 'true', label: t('state.on') },
              { value: 'false', label: t('state.off') },
            ]}
            onChange={(value) => setFilter('isActive', value)}
          />
        }
      />
    </ListPage>
  );
}
