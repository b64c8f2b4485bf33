// A user's account as the admin edits it: name, username, email, role, status, account type (a
// subscriber's), corporate subscriber (a customer's), language, and a password — left empty on a
// new user, the server mails them a link to set one; on an existing user, empty keeps theirs.
// Checked with the shared schema; the server's field errors land on the fields.
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ZodType } from 'zod';
import { ACCOUNT_TYPES, USER_STATUSES, type AccountType, type UserStatus } from '@hatira/shared/auth';
import { LANGUAGES, type Language } from '@hatira/shared/languages';
import type { CreateUserBody, User } from '@hatira/shared/users';
import { ApiError } from '../../lib/api';
import { applyServerFieldErrors, translateApiError, useFieldErrorText } from '../../lib/form-errors';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver';
import { useRoleLabel } from '../../lib/role-label';
import { roleChoicesQuery, usersQuery } from './users.api';

export interface UserFormValues {
  fullName: string;
  username: string;
  email: string;
  password: string;
  role: string;
  status: UserStatus;
  accountType: AccountType;
  /** '' = none. */
  subscriberId: string;
  language: Language;
}

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

// The body's schema, with the two choices the form always holds a value for.
const userForm = lazyZodResolver<UserFormValues>(() =>
  Promise.all([import('@hatira/shared/users'), import('zod')]).then(
    ([m, { z }]) =>
      m.createUserBodySchema.extend({
        subscriberId: z.union([z.literal(''), m.createUserBodySchema.shape.subscriberId.unwrap().unwrap()]),
        accountType: z.enum(ACCOUNT_TYPES),
      }) as unknown as ZodType<UserFormValues, UserFormValues>,
  ),
);

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

export function toUserBody(values: UserFormValues): CreateUserBody {
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
  const fieldError = useFieldErrorText();
  const roleLabel = useRoleLabel();
  const roles = useQuery(roleChoicesQuery);
  const [alertText, setAlertText] = useState<string | null>(null);
  const [isSaved, setSaved] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<UserFormValues>({ resolver: userForm.resolver, defaultValues });
  const role = useWatch({ control, name: 'role' });
  const subscribers = useCorporateSubscribers(role === 'customer');

  const handleSave = handleSubmit(async (values) => {
    setAlertText(null);
    setSaved(false);
    try {
      await onSubmit(toUserBody(values));
    } catch (error) {
      const isOnFields =
        error instanceof ApiError && applyServerFieldErrors(setError, error.fields, FORM_FIELDS);
      if (!isOnFields) setAlertText(translateApiError(t, error));
      return;
    }
    reset({ ...values, password: '' });
    setSaved(true);
  });

  const text = (name: (typeof FORM_FIELDS)[number], extra: object = {}) => ({
    ...register(name),
    label: t(`form.${name}`),
    error: Boolean(errors[name]),
    helperText: fieldError(errors[name]?.message),
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
          error={Boolean(errors[name])}
          helperText={fieldError(errors[name]?.message)}
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
    <Card component="form" noValidate onSubmit={(event) => void handleSave(event)} onFocus={userForm.preload}>
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
                  fieldError(errors.password?.message) ??
                  t(isNew ? 'form.passwordHintNew' : 'form.passwordHintEdit'),
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
        <Stack spacing={2} sx={{ mt: 3 }}>
          {alertText && <Alert severity="error">{alertText}</Alert>}
          {isSaved && savedText && <Alert severity="success">{savedText}</Alert>}
          <div>
            <Button type="submit" variant="contained" disabled={isSubmitting}>
              {submitLabel}
            </Button>
          </div>
        </Stack>
      </CardContent>
    </Card>
  );
}
