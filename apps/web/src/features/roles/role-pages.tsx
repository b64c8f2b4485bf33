// Roles (/roles, /roles/add, /roles/edit/{id}): a card per role with its member count and a few
// members (stacked on a phone, their buttons at hand); a role's name, description and permission matrix.
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { BUILT_IN_ROLES } from '@hatira/shared/abilities';
import type { Role } from '@hatira/shared/roles';
import { useConfirm } from '../../components/confirm-dialog/use-confirm';
import { ListPage } from '../../components/list-page/list-page';
import { useCan } from '../../lib/ability';
import { translateApiError } from '../../lib/form-errors';
import { useRoleLabel } from '../../lib/role-label';
import { RoleForm } from './role-form';
import { roleQuery, rolesQuery, useCreateRole, useDeleteRole, useUpdateRole } from './roles.api';
import { PageHeader, PageLoading } from '../../components/page-header/page-header';
import { paths } from '@hatira/shared/paths';

/** A built-in role's seeded description in the UI language; any other description as written. */
function describeRole(role: Role, t: TFunction): string {
  const seeded = (BUILT_IN_ROLES as Record<string, { description: string } | undefined>)[role.name];
  return role.isBuiltIn && seeded?.description === role.description
    ? t(`builtInDescriptions.${role.name}`)
    : role.description;
}

function RoleCard({ role, onDelete }: { role: Role; onDelete: (role: Role) => void }) {
  const { t } = useTranslation('roles');
  const roleLabel = useRoleLabel();
  const canUpdate = useCan('update', 'roles');
  const canDelete = useCan('delete', 'roles');
  const name = roleLabel(role.name);
  return (
    <Card
      component="article"
      aria-label={name}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'center', minHeight: 36, mb: 2 }}
        >
          <Typography color="text.secondary">{t('list.members', { count: role.memberCount })}</Typography>
          <AvatarGroup
            max={4}
            total={role.memberCount}
            sx={{ '& .MuiAvatar-root': { width: 32, height: 32 } }}
          >
            {role.members.map((member) => (
              <Avatar
                key={member.id}
                alt={member.fullName}
                src={member.avatar ?? undefined}
                title={member.fullName}
              >
                {member.fullName.slice(0, 1).toUpperCase()}
              </Avatar>
            ))}
          </AvatarGroup>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="h5" component="h2">
            {name}
          </Typography>
          {role.isBuiltIn && <Chip size="small" label={t('list.builtIn')} />}
        </Stack>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {describeRole(role, t)}
        </Typography>
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('list.permissions', { count: role.permissionIds.length })}
        </Typography>
      </CardContent>
      <CardActions>
        {canUpdate && (
          <Button component={RouterLink} to={paths.roleEdit(role.id)} size="small">
            {t('list.edit')}
          </Button>
        )}
        {canDelete && !role.isBuiltIn && (
          <Button size="small" color="error" onClick={() => onDelete(role)}>
            {t('list.delete')}
          </Button>
        )}
      </CardActions>
    </Card>
  );
}

export function RoleListPage() {
  const { t } = useTranslation('roles');
  const roles = useQuery(rolesQuery);
  const { mutateAsync: remove } = useDeleteRole();
  const canCreate = useCan('create', 'roles');
  const { ask, dialog } = useConfirm();
  const handleDelete = (role: Role) =>
    ask({
      title: t('delete.title'),
      message: t('delete.text', { name: role.name }),
      confirmLabel: t('delete.confirm'),
      onConfirm: () => remove(role.id),
    });
  return (
    <ListPage
      title={t('list.title')}
      subtitle={t('list.subtitle')}
      action={canCreate && { label: t('list.add'), to: paths.roleAdd }}
      query={roles}
    >
      <Grid container spacing={3}>
        {roles.data?.items.map((role) => (
          <Grid key={role.id} size={{ xs: 12, sm: 6, lg: 4 }}>
            <RoleCard role={role} onDelete={handleDelete} />
          </Grid>
        ))}
      </Grid>
      {dialog}
    </ListPage>
  );
}

export function RoleAddPage() {
  const { t } = useTranslation('roles');
  const navigate = useNavigate();
  const create = useCreateRole();
  return (
    <Stack spacing={3}>
      <PageHeader
        title={t('add.title')}
        subtitle={t('add.subtitle')}
        back={{ to: paths.roles, label: t('backToList') }}
      />
      <RoleForm
        submitLabel={t('add.submit')}
        onSubmit={async (body) => {
          await create.mutateAsync(body);
          void navigate(paths.roles, { replace: true });
        }}
      />
    </Stack>
  );
}

export function RoleEditPage() {
  const { t } = useTranslation('roles');
  const roleLabel = useRoleLabel();
  const { id = '' } = useParams();
  const role = useQuery(roleQuery(id));
  const update = useUpdateRole(id);
  const back = { to: paths.roles, label: t('backToList') };
  if (role.isPending) return <PageLoading />;
  if (role.isError)
    return (
      <Stack spacing={3}>
        <PageHeader title={t('edit.title')} back={back} />
        <Alert severity="warning">{translateApiError(t, role.error)}</Alert>
      </Stack>
    );
  return (
    <Stack spacing={3}>
      <PageHeader title={roleLabel(role.data.name)} subtitle={t('edit.subtitle')} back={back} />
      <RoleForm
        key={role.data.id}
        role={role.data}
        submitLabel={t('edit.submit')}
        savedText={t('edit.saved')}
        onSubmit={(body) => update.mutateAsync(body)}
      />
    </Stack>
  );
}
