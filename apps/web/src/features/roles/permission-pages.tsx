// Permissions (/permissions, /permissions/add, /permissions/edit/{id}): the list shows each one's
// name, the roles holding it as chips and its creation date (SPEC §3's Permission); the form is a
// name, an action and a subject. A built-in rule only takes a new name (the server says so too).
import { useCallback, useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { ACTIONS, SUBJECTS } from '@hatira/shared/abilities';
import { paths } from '@hatira/shared/paths';
import { PERMISSION_SORT_FIELDS, type Permission, type PermissionBody } from '@hatira/shared/roles';
import { DataTable } from '../../components/data-table/data-table';
import { dateColumn } from '../../components/data-table/date-column';
import { useListParams } from '../../components/data-table/list-params';
import type { RowAction } from '../../components/data-table/row-actions';
import { FormFooter } from '../../components/entity-form/form-footer';
import { useEntityForm } from '../../components/entity-form/use-entity-form';
import { ListPage } from '../../components/list-page/list-page';
import { PageHeader, PageLoading } from '../../components/page-header/page-header';
import { useCan } from '../../lib/ability';
import { translateApiError } from '../../lib/form-errors';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver';
import { useRoleLabel } from '../../lib/role-label';
import { usePermissionName } from './permission-name';
import {
  permissionQuery,
  permissionsQuery,
  useCreatePermission,
  useDeletePermission,
  useUpdatePermission,
} from './roles.api';

export function PermissionListPage() {
  const { t, i18n } = useTranslation('roles');
  const roleLabel = useRoleLabel();
  const nameOf = usePermissionName();
  const list = useListParams(PERMISSION_SORT_FIELDS);
  const query = useQuery(permissionsQuery(list.params));
  const { mutateAsync: remove } = useDeletePermission();
  const canCreate = useCan('create', 'permissions');

  const columns = useMemo<GridColDef<Permission>[]>(
    () => [
      {
        field: 'name',
        headerName: t('permissions.columns.name'),
        minWidth: 200,
        flex: 2,
        valueGetter: (_value, row) => nameOf(row),
      },
      {
        field: 'subject',
        headerName: t('permissions.columns.rule'),
        minWidth: 180,
        flex: 1,
        renderCell: ({ row }) => `${t(`actions.${row.action}`)} · ${t(`subjects.${row.subject}`)}`,
      },
      {
        field: 'assignedTo',
        headerName: t('permissions.columns.assignedTo'),
        minWidth: 160,
        flex: 1,
        renderCell: ({ row }) => (
          <Stack
            direction="row"
            spacing={0.5}
            sx={{ alignItems: 'center', height: '100%', flexWrap: 'wrap' }}
          >
            {row.assignedTo.map((name) => (
              <Chip key={name} size="small" color="primary" variant="outlined" label={roleLabel(name)} />
            ))}
          </Stack>
        ),
      },
      { ...dateColumn('createdAt', t('permissions.columns.createdAt'), i18n.language), width: 150 },
    ],
    [t, i18n.language, roleLabel, nameOf],
  );
  const rowActions = useCallback(
    (row: Permission): RowAction[] => [
      {
        label: t('permissions.edit', { name: nameOf(row) }),
        icon: <EditOutlinedIcon />,
        to: paths.permissionEdit(row.id),
      },
      {
        label: t('permissions.delete', { name: nameOf(row) }),
        icon: <DeleteOutlineIcon />,
        disabled: row.isBuiltIn,
        confirm: {
          title: t('permissions.deleteTitle'),
          message: t('permissions.deleteText', { name: nameOf(row) }),
          confirmLabel: t('permissions.deleteConfirm'),
          onConfirm: () => remove(row.id),
        },
      },
    ],
    [t, nameOf, remove],
  );

  return (
    <ListPage
      title={t('permissions.title')}
      subtitle={t('permissions.subtitle')}
      action={canCreate && { label: t('permissions.add'), to: paths.permissionAdd }}
    >
      <DataTable
        label={t('permissions.title')}
        columns={columns}
        list={list}
        query={query}
        searchLabel={t('permissions.search')}
        emptyText={t('permissions.empty')}
        rowActions={rowActions}
      />
    </ListPage>
  );
}

const permissionSchema = lazyZodResolver(() =>
  import('@hatira/shared/roles').then((m) => m.permissionBodySchema),
);

function PermissionForm({
  permission,
  submitLabel,
  onSubmit,
}: {
  permission?: Permission;
  submitLabel: string;
  onSubmit: (body: PermissionBody) => Promise<unknown>;
}) {
  const { t } = useTranslation('roles');
  const form = useEntityForm({
    schema: permissionSchema,
    defaultValues: {
      name: permission?.name ?? '',
      action: permission?.action ?? 'read',
      subject: permission?.subject ?? 'users',
    },
    fields: ['name', 'action', 'subject'],
    onSubmit: async (values) => void (await onSubmit(values)),
  });
  const { register, control, errorOf } = form;
  const isRuleFixed = permission?.isBuiltIn ?? false;
  const select = (name: 'action' | 'subject', options: readonly string[]) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextField
          {...field}
          select
          fullWidth
          label={t(`permissions.form.${name}`)}
          slotProps={{ htmlInput: { readOnly: isRuleFixed } }}
          helperText={errorOf(name) ?? (isRuleFixed ? t('permissions.form.builtIn') : undefined)}
          error={Boolean(errorOf(name))}
        >
          {options.map((option) => (
            <MenuItem key={option} value={option}>
              {t(`${name === 'action' ? 'actions' : 'subjects'}.${option}`)}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
  return (
    <Card component="form" {...form.formProps}>
      <CardContent>
        <Stack spacing={2.5} sx={{ maxWidth: 560 }}>
          <TextField
            {...register('name')}
            label={t('permissions.form.name')}
            error={Boolean(errorOf('name'))}
            helperText={errorOf('name')}
            fullWidth
          />
          {select('action', ACTIONS)}
          {select('subject', SUBJECTS)}
          <FormFooter form={form} submitLabel={submitLabel} />
        </Stack>
      </CardContent>
    </Card>
  );
}

export function PermissionAddPage() {
  const { t } = useTranslation('roles');
  const navigate = useNavigate();
  const create = useCreatePermission();
  return (
    <Stack spacing={3}>
      <PageHeader
        title={t('permissions.addTitle')}
        back={{ to: paths.permissions, label: t('permissions.backToList') }}
      />
      <PermissionForm
        submitLabel={t('permissions.addSubmit')}
        onSubmit={async (body) => {
          await create.mutateAsync(body);
          void navigate(paths.permissions, { replace: true });
        }}
      />
    </Stack>
  );
}

export function PermissionEditPage() {
  const { t } = useTranslation('roles');
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const permission = useQuery(permissionQuery(id));
  const update = useUpdatePermission(id);
  const nameOf = usePermissionName();
  const back = { to: paths.permissions, label: t('permissions.backToList') };
  if (permission.isPending) return <PageLoading />;
  if (permission.isError)
    return (
      <Stack spacing={3}>
        <PageHeader title={t('permissions.editTitle')} back={back} />
        <Alert severity="warning">{translateApiError(t, permission.error)}</Alert>
      </Stack>
    );
  return (
    <Stack spacing={3}>
      <PageHeader title={nameOf(permission.data)} subtitle={t('permissions.editTitle')} back={back} />
      <PermissionForm
        key={permission.data.id}
        permission={permission.data}
        submitLabel={t('permissions.editSubmit')}
        onSubmit={async (body) => {
          await update.mutateAsync(body);
          void navigate(paths.permissions, { replace: true });
        }}
      />
    </Stack>
  );
}
