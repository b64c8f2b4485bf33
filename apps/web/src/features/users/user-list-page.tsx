// The admin's users (/users): server-side search, sort and paging (the shared data table) and
// filters by role, status and account type, all kept in the address bar.
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { ACCOUNT_TYPES, USER_STATUSES, type AccountType, type UserStatus } from '@hatira/shared/auth';
import { USER_SORT_FIELDS, type User } from '@hatira/shared/users';
import { DataTable } from '../../components/data-table/data-table';
import { useListParams } from '../../components/data-table/list-params';
import { useCan } from '../../lib/ability';
import { roleChoicesQuery, usersQuery, type UserFilters } from './users.api';
import { useRoleLabel } from '../../lib/role-label';
import { paths } from '@hatira/shared/paths';

export const STATUS_COLORS: Record<UserStatus, 'success' | 'default' | 'warning'> = {
  active: 'success',
  inactive: 'default',
  pending: 'warning',
};

type FilterKey = 'role' | 'status' | 'accountType';

const isOneOf = <T extends string>(options: readonly T[], value: string | null): value is T =>
  options.includes(value as T);

/** The filters in the address bar; a new filter starts at page 1. */
function useUserFilters(): [UserFilters, (key: FilterKey, value: string) => void] {
  const [search, setSearch] = useSearchParams();
  const role = search.get('role');
  const status = search.get('status');
  const accountType = search.get('accountType');
  const filters = useMemo<UserFilters>(
    () => ({
      role: role || undefined,
      status: isOneOf<UserStatus>(USER_STATUSES, status) ? status : undefined,
      accountType: isOneOf<AccountType>(ACCOUNT_TYPES, accountType) ? accountType : undefined,
    }),
    [role, status, accountType],
  );
  const setFilter = useCallback(
    (key: FilterKey, value: string) =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(key, value);
          else next.delete(key);
          next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setSearch],
  );
  return [filters, setFilter];
}

function FilterSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string | undefined;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('users');
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: 160 }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{t('filters.all')}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function UserListPage() {
  const { t, i18n } = useTranslation('users');
  const navigate = useNavigate();
  const roleLabel = useRoleLabel();
  const list = useListParams(USER_SORT_FIELDS);
  const [filters, setFilter] = useUserFilters();
  const query = useQuery(usersQuery(list.params, filters));
  const roles = useQuery(roleChoicesQuery);
  const canCreate = useCan('create', 'users');
  const canUpdate = useCan('update', 'users');

  const columns = useMemo<GridColDef<User>[]>(() => {
    const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
    const all: (GridColDef<User> | false)[] = [
      {
        field: 'fullName',
        headerName: t('columns.user'),
        minWidth: 240,
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
      { field: 'email', headerName: t('columns.email'), minWidth: 200, flex: 2 },
      {
        field: 'role',
        headerName: t('columns.role'),
        minWidth: 140,
        flex: 1,
        valueFormatter: (value: string) => roleLabel(value),
      },
      {
        field: 'plan',
        headerName: t('columns.plan'),
        minWidth: 140,
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
      {
        field: 'createdAt',
        headerName: t('columns.createdAt'),
        width: 140,
        valueFormatter: (value: string) => date.format(new Date(value)),
      },
      canUpdate && {
        field: 'actions',
        type: 'actions',
        headerName: t('columns.actions'),
        width: 80,
        getActions: ({ row }) => [
          <GridActionsCellItem
            key="edit"
            icon={<EditOutlinedIcon />}
            label={t('actions.edit', { name: row.fullName })}
            onClick={() => void navigate(paths.userEdit(row.id))}
          />,
        ],
      },
    ];
    return all.filter((column): column is GridColDef<User> => column !== false);
  }, [t, i18n.language, roleLabel, canUpdate, navigate]);

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
            {canCreate && (
              <Button
                component={RouterLink}
                to={paths.userAdd}
                variant="contained"
                startIcon={<PersonAddAlt1OutlinedIcon />}
              >
                {t('list.add')}
              </Button>
            )}
          </>
        }
      />
    </Stack>
  );
}
