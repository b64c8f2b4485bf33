// The admin's users (/users): server-side search, sort and paging (the shared data table) and
// filters by role, status and account type, all kept in the address bar.
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { ACCOUNT_TYPES, USER_STATUSES, type UserStatus } from '@hatira/shared/auth';
import { paths } from '@hatira/shared/paths';
import { USER_SORT_FIELDS, type User } from '@hatira/shared/users';
import { DataTable } from '../../components/data-table/data-table';
import { dateColumn } from '../../components/data-table/date-column';
import { anyText, oneOf, useListFilters, useListParams } from '../../components/data-table/list-params';
import { FilterSelect } from '../../components/list-page/filter-select';
import { ListPage } from '../../components/list-page/list-page';
import { useCan } from '../../lib/ability';
import { useRoleLabel } from '../../lib/role-label';
import { roleChoicesQuery, usersQuery } from './users.api';

export const STATUS_COLORS: Record<UserStatus, 'success' | 'default' | 'warning'> = {
  active: 'success',
  inactive: 'default',
  pending: 'warning',
};

const FILTERS = { role: anyText, status: oneOf(USER_STATUSES), accountType: oneOf(ACCOUNT_TYPES) };

export function UserListPage() {
  const { t, i18n } = useTranslation('users');
  const roleLabel = useRoleLabel();
  const list = useListParams(USER_SORT_FIELDS);
  const [filters, setFilter] = useListFilters(FILTERS);
  const query = useQuery(usersQuery(list.params, filters));
  const roles = useQuery(roleChoicesQuery);
  const canCreate = useCan('create', 'users');
  const canUpdate = useCan('update', 'users');

  const columns = useMemo<GridColDef<User>[]>(() => {
    return [
      {
        field: 'fullName',
        headerName: t('columns.user'),
        minWidth: 220,
        flex: 2,
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', height: '100%' }}>
            <Avatar src={row.avatar ?? undefined} alt="" sx={{ width: 34, height: 34 }}>
              {row.fullName.slice(0, 1).toUpperCase()}
            </Avatar>
            <Stack sx={{ minWidth: 0 }}>
              <Typography variant="body2" noWrap sx={{ fontWeight: 500 }}>
                {row.fullName}
              </Typography>
              <Typography variant="caption" color="text.secondary" noWrap>
                @{row.username}
              </Typography>
            </Stack>
          </Stack>
        ),
      },
      { field: 'email', headerName: t('columns.email'), minWidth: 180, flex: 2 },
      {
        field: 'role',
        headerName: t('columns.role'),
        minWidth: 120,
        flex: 1,
        valueFormatter: (value: string) => roleLabel(value),
      },
      {
        field: 'plan',
        headerName: t('columns.plan'),
        minWidth: 120,
        flex: 1,
        valueFormatter: (value: string | null) => value ?? '—',
      },
      {
        field: 'status',
        headerName: t('columns.status'),
        width: 120,
        renderCell: ({ row }) => (
          <Chip size="small" color={STATUS_COLORS[row.status]} label={t(`status.${row.status}`)} />
        ),
      },
      dateColumn('createdAt', t('columns.createdAt'), i18n.language),
    ];
  }, [t, i18n.language, roleLabel]);
  const rowActions = useCallback(
    (row: User) => [
      {
        label: t('actions.edit', { name: row.fullName }),
        icon: <EditOutlinedIcon />,
        to: paths.userEdit(row.id),
      },
    ],
    [t],
  );

  return (
    <ListPage
      title={t('list.title')}
      subtitle={t('list.subtitle')}
      action={canCreate && { label: t('list.add'), to: paths.userAdd, icon: <PersonAddAlt1OutlinedIcon /> }}
    >
      <DataTable
        label={t('list.title')}
        columns={columns}
        list={list}
        query={query}
        searchLabel={t('list.search')}
        emptyText={t('list.empty')}
        rowActions={canUpdate ? rowActions : undefined}
        filters={
          <>
            <FilterSelect
              label={t('filters.role')}
              value={filters.role}
              options={(roles.data ?? []).map((name) => ({ value: name, label: roleLabel(name) }))}
              onChange={(value) => setFilter('role', value)}
            />
            <FilterSelect
              label={t('filters.status')}
              value={filters.status}
              options={USER_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
              onChange={(value) => setFilter('status', value)}
            />
            <FilterSelect
              label={t('filters.accountType')}
              value={filters.accountType}
              options={ACCOUNT_TYPES.map((value) => ({ value, label: t(`common:accountTypes.${value}`) }))}
              onChange={(value) => setFilter('accountType', value)}
            />
          </>
        }
      />
    </ListPage>
  );
}
