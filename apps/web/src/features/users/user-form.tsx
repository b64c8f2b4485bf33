// A user's account as the admin edits it: name, username, email, role, status, account type (a
// subscriber's), corporate subscriber (a customer's), language, and a password — left empty on a
// new user, the server mails them a link to set one; on an existing user, empty keeps theirs.
// Checked with the shared schema; the server's field errors land on the fields.
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { z } from 'zod';
import { ACCOUNT_TYPES, USER_STATUSES } from '@hatira/shared/auth';
import { LANGUAGES, type Language } from '@hatira/shared/languages';
import type { CreateUserBody, User } from '@hatira/shared/users';
import { FormFooter } from '../../components/entity-form/form-footer';
import { useEntityForm } from '../../components/entity-form/use-entity-form';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver';
import { useRoleLabel } from '../../lib/role-label';
import type { userFormSchema } from './user-form.schema';
import { roleChoicesQuery, usersQuery } from './users.api';

export type UserFormValues = z.input<typeof userFormSchema>;

const FORM_FIELDS = [
  'fullName',
  'username',
  'email',
  'password',
  'role',
  'status',
  'accountType',
  'subscriberId',
  'language',
] as const;

const userSchema = lazyZodResolver(() => import('./user-form.schema').then((m) => m.userFormSchema));

export function newUserValues(language: Language): UserFormValues {
  return {
    fullName: '',
    username: '',
    email: '',
    password: '',
    role: 'subscriber',
    status: 'active',
    accountType: 'individual',
    subscriberId: '',
    language,
  };
}

export function userValuesOf(user: User): UserFormValues {
  return {
    fullName: user.fullName,
    username: user.username,
    email: user.email,
    password: '',
    role: user.role,
    status: user.status,
    accountType: user.accountType ?? 'individual',
    subscriberId: user.subscriberId ?? '',
    language: user.language,
  };
}

export function toUserBody(values: z.output<typeof userFormSchema>): CreateUserBody {
  return {
    ...values,
    password: values.password || undefined,
    accountType: values.role === 'subscriber' ? values.accountType : null,
    subscriberId: values.role === 'customer' && values.subscriberId ? values.subscriberId : null,
  };
}

export interface UserFormProps {
  defaultValues: UserFormValues;
  isNew: boolean;
  submitLabel: string;
  onSubmit: (body: CreateUserBody) => Promise<unknown>;
  /** The toast after a save (default "Saved."). */
  savedText?: string;
}

/** The corporate subscribers a customer may belong to. */
function useCorporateSubscribers(enabled: boolean) {
  return useQuery({
    ...usersQuery(
      { q: '', page: 1, itemsPerPage: 100, sortBy: 'fullName', orderBy: 'asc' },
      { role: 'subscriber', accountType: 'corporate' },
    ),
    enabled,
  });
}

export function UserForm({ defaultValues, isNew, submitLabel, onSubmit, savedText }: UserFormProps) {
  const { t } = useTranslation('users');
  const roleLabel = useRoleLabel();
  const roles = useQuery(roleChoicesQuery);
  const form = useEntityForm({
    schema: userSchema,
    defaultValues,
    fields: FORM_FIELDS,
    onSubmit: async (values, edited) => {
      await onSubmit(toUserBody(values));
      // A password typed here was set; the form does not keep it.
      return { ...edited, password: '' };
    },
    savedText,
  });
  const { register, control, errorOf } = form;
  const role = useWatch({ control, name: 'role' });
  const subscribers = useCorporateSubscribers(role === 'customer');

  const text = (name: (typeof FORM_FIELDS)[number], extra: object = {}) => ({
    ...register(name),
    label: t(`form.${name}`),
    error: Boolean(errorOf(name)),
    helperText: errorOf(name),
    fullWidth: true,
    ...extra,
  });

  const choice = (
    name: 'role' | 'status' | 'accountType' | 'subscriberId' | 'language',
    options: { value: string; label: string }[],
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextField
          {...field}
          select
          fullWidth
          label={t(`form.${name}`)}
          error={Boolean(errorOf(name))}
          helperText={errorOf(name)}
        >
          {options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );

  const roleNames = roles.data ?? [defaultValues.role];
  return (
    <Card component="form" {...form.formProps}>
      <CardContent>
        <Grid container spacing={2.5}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField {...text('fullName', { autoComplete: 'off' })} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField {...text('username', { autoComplete: 'off' })} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField {...text('email', { type: 'email', autoComplete: 'off' })} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              {...text('password', {
                type: 'password',
                autoComplete: 'new-password',
                helperText:
                  errorOf('password') ?? t(isNew ? 'form.passwordHintNew' : 'form.passwordHintEdit'),
              })}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            {choice(
              'role',
              (roleNames.includes(defaultValues.role) ? roleNames : [defaultValues.role, ...roleNames]).map(
                (name) => ({
                  value: name,
                  label: roleLabel(name),
                }),
              ),
            )}
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            {choice(
              'status',
              USER_STATUSES.map((value) => ({ value, label: t(`status.${value}`) })),
            )}
          </Grid>
          {role === 'subscriber' && (
            <Grid size={{ xs: 12, sm: 6 }}>
              {choice(
                'accountType',
                ACCOUNT_TYPES.map((value) => ({ value, label: t(`common:accountTypes.${value}`) })),
              )}
            </Grid>
          )}
          {role === 'customer' && (
            <Grid size={{ xs: 12, sm: 6 }}>
              {choice('subscriberId', [
                { value: '', label: t('form.noSubscriber') },
                ...(subscribers.data?.items ?? []).map((s) => ({ value: s.id, label: s.fullName })),
              ])}
            </Grid>
          )}
          <Grid size={{ xs: 12, sm: 6 }}>
            {choice(
              'language',
              LANGUAGES.map((value) => ({ value, label: t(`common:languages.${value}`) })),
            )}
          </Grid>
        </Grid>
        <Box sx={{ mt: 3 }}>
          <FormFooter form={form} submitLabel={submitLabel} />
        </Box>
      </CardContent>
    </Card>
  );
}
