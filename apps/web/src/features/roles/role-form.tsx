// A role's name, description and permission matrix. A ticked cell without a permission yet gets
// one on save (named "action subject"), then the role is saved with the permissions' ids.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ZodType } from 'zod';
import type { Permission, Role, RoleBody } from '@hatira/shared/roles';
import { ApiError } from '../../lib/api';
import { applyServerFieldErrors, translateApiError, useFieldErrorText } from '../../lib/form-errors';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver';
import { cellKey, parseCellKey, PermissionMatrix } from './permission-matrix';
import { allPermissionsQuery, useCreatePermission } from './roles.api';

interface RoleFormValues {
  name: string;
  description: string;
}

const roleForm = lazyZodResolver<RoleFormValues>(() =>
  import('@hatira/shared/roles').then(
    (m) =>
      m.roleBodySchema.pick({ name: true, description: true }) as unknown as ZodType<
        RoleFormValues,
        RoleFormValues
      >,
  ),
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

export function RoleForm({ role, submitLabel, onSubmit, savedText }: RoleFormProps) {
  const { t } = useTranslation('roles');
  const fieldError = useFieldErrorText();
  const permissions = useQuery(allPermissionsQuery);
  const createPermission = useCreatePermission();
  const [cells, setCells] = useState<Set<string> | null>(null);
  const [alertText, setAlertText] = useState<string | null>(null);
  const [isSaved, setSaved] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RoleFormValues>({
    resolver: roleForm.resolver,
    defaultValues: { name: role?.name ?? '', description: role?.description ?? '' },
  });
  const known = permissions.data?.items ?? [];
  const ticked = cells ?? cellsOf(role ?? { permissionIds: [] }, known);
  const ownershipRules = ownershipRulesOf(role ?? { permissionIds: [] }, known);
  const isAdminRole = role?.name === 'admin';

  const handleSave = handleSubmit(async (values) => {
    setAlertText(null);
    setSaved(false);
    try {
      const ids = ownershipRules.map((p) => p.id);
      for (const key of ticked) {
        const { action, subject } = parseCellKey(key);
        const existing = known.find(
          (p) => p.action === action && p.subject === subject && p.conditions === null,
        );
        ids.push(
          existing?.id ??
            (await createPermission.mutateAsync({ name: `${action} ${subject}`, action, subject })).id,
        );
      }
      const body: RoleBody = { description: values.description, permissionIds: ids, name: values.name };
      await onSubmit(body);
    } catch (error) {
      const isOnFields =
        error instanceof ApiError && applyServerFieldErrors(setError, error.fields, ['name', 'description']);
      if (!isOnFields) setAlertText(translateApiError(t, error));
      return;
    }
    setSaved(true);
  });

  return (
    <Card component="form" noValidate onSubmit={(event) => void handleSave(event)} onFocus={roleForm.preload}>
      <CardContent>
        <Stack spacing={2.5}>
          <TextField
            {...register('name')}
            label={t('form.name')}
            slotProps={{ htmlInput: { readOnly: role?.isBuiltIn } }}
            error={Boolean(errors.name)}
            helperText={
              fieldError(errors.name?.message) ?? (role?.isBuiltIn ? t('form.builtInName') : undefined)
            }
            fullWidth
          />
          <TextField
            {...register('description')}
            label={t('form.description')}
            error={Boolean(errors.description)}
            helperText={fieldError(errors.description?.message)}
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
        <Stack spacing={2} sx={{ mt: 3 }}>
          {alertText && <Alert severity="error">{alertText}</Alert>}
          {isSaved && savedText && <Alert severity="success">{savedText}</Alert>}
          <div>
            <Button type="submit" variant="contained" disabled={isSubmitting || permissions.isPending}>
              {submitLabel}
            </Button>
          </div>
        </Stack>
      </CardContent>
    </Card>
  );
}
