// A role's name, description and permission matrix. A ticked cell without a permission yet gets
// one on save (named "action subject"), then the role is saved with the permissions' ids.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Permission, Role, RoleBody } from '@hatira/shared/roles';
import { FormFooter } from '../../components/entity-form/form-footer';
import { useEntityForm } from '../../components/entity-form/use-entity-form';
import { translateApiError } from '../../lib/form-errors';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver';
import { cellKey, parseCellKey, PermissionMatrix } from './permission-matrix';
import { allPermissionsQuery, useCreatePermission } from './roles.api';

/** The fields of the role body the form edits; the permission ids come from the matrix. */
const roleSchema = lazyZodResolver(() =>
  import('@hatira/shared/roles').then((m) => m.roleBodySchema.pick({ name: true, description: true })),
);

/** The matrix shows platform-wide rules; a role's ownership rules (with conditions) are listed apart. */
export function cellsOf(role: Pick<Role, 'permissionIds'>, permissions: readonly Permission[]): Set<string> {
  return new Set(
    permissions
      .filter((p) => p.conditions === null && role.permissionIds.includes(p.id))
      .map((p) => cellKey(p.action, p.subject)),
  );
}

/** The role's ownership rules: kept as they are when the matrix is saved. */
export function ownershipRulesOf(role: Pick<Role, 'permissionIds'>, permissions: readonly Permission[]) {
  return permissions.filter((p) => p.conditions !== null && role.permissionIds.includes(p.id));
}

export interface RoleFormProps {
  role?: Role;
  submitLabel: string;
  onSubmit: (body: RoleBody) => Promise<unknown>;
  savedText?: string;
}

const sameCells = (a: ReadonlySet<string>, b: ReadonlySet<string>) =>
  a.size === b.size && [...a].every((key) => b.has(key));

export function RoleForm({ role, submitLabel, onSubmit, savedText }: RoleFormProps) {
  const { t } = useTranslation('roles');
  const permissions = useQuery(allPermissionsQuery);
  const { mutateAsync: createPermission } = useCreatePermission();
  // The ticked cells once the user has changed one (null: the role's own).
  const [cells, setCells] = useState<Set<string> | null>(null);
  const known = permissions.data?.items ?? [];
  const roleCells = cellsOf(role ?? { permissionIds: [] }, known);
  const ticked = cells ?? roleCells;
  const ownershipRules = ownershipRulesOf(role ?? { permissionIds: [] }, known);
  const isAdminRole = role?.name === 'admin';

  const form = useEntityForm({
    schema: roleSchema,
    defaultValues: { name: role?.name ?? '', description: role?.description ?? '' },
    fields: ['name', 'description'],
    onSubmit: async (values) => {
      const ids = ownershipRules.map((p) => p.id);
      for (const key of ticked) {
        const { action, subject } = parseCellKey(key);
        const existing = known.find(
          (p) => p.action === action && p.subject === subject && p.conditions === null,
        );
        ids.push(
          existing?.id ?? (await createPermission({ name: `${action} ${subject}`, action, subject })).id,
        );
      }
      await onSubmit({ ...values, permissionIds: ids });
      // The saved role (reloaded by the save) holds these cells now.
      setCells(null);
    },
    savedText,
  });
  const { register, errorOf } = form;

  return (
    <Card component="form" {...form.formProps}>
      <CardContent>
        <Stack spacing={2.5}>
          <TextField
            {...register('name')}
            label={t('form.name')}
            slotProps={{ htmlInput: { readOnly: role?.isBuiltIn } }}
            error={Boolean(errorOf('name'))}
            helperText={errorOf('name') ?? (role?.isBuiltIn ? t('form.builtInName') : undefined)}
            fullWidth
          />
          <TextField
            {...register('description')}
            label={t('form.description')}
            error={Boolean(errorOf('description'))}
            helperText={errorOf('description')}
            fullWidth
            multiline
            minRows={2}
          />
        </Stack>
      </CardContent>
      <CardHeader
        title={t('matrix.title')}
        subheader={isAdminRole ? t('matrix.adminNote') : t('matrix.subtitle')}
      />
      <CardContent>
        {permissions.isError ? (
          <Alert severity="error">{translateApiError(t, permissions.error)}</Alert>
        ) : (
          <PermissionMatrix
            value={ticked}
            onChange={setCells}
            disabled={isAdminRole || permissions.isPending}
          />
        )}
        {ownershipRules.length > 0 && (
          <Box component="section" aria-labelledby="ownership-rules-title" sx={{ mt: 3 }}>
            <Typography id="ownership-rules-title" variant="subtitle1" component="h2">
              {t('matrix.ownTitle')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {t('matrix.ownNote')}
            </Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              {ownershipRules.map((p) => (
                <Chip key={p.id} label={p.name} size="small" variant="outlined" />
              ))}
            </Stack>
          </Box>
        )}
        <Box sx={{ mt: 3 }}>
          <FormFooter
            form={form}
            submitLabel={submitLabel}
            hasOtherChanges={cells !== null && !sameCells(cells, roleCells)}
            disabled={permissions.isPending}
          />
        </Box>
      </CardContent>
    </Card>
  );
}
