// Account settings → account: picture, name, username, email (a new one asks for the current
// password), phone, company and language (saving it also switches the interface).
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ZodType } from 'zod';
import { LANGUAGES, type Language } from '@hatira/shared/languages';
import { COMPANY_MAX, EMAIL_MAX, FULL_NAME_MAX, PHONE_MAX, USERNAME_MAX } from '@hatira/shared/limits';
import type { Profile, UpdateProfileBody } from '@hatira/shared/profile';
import { ApiError } from '../../lib/api';
import { applyServerFieldErrors, translateApiError, useFieldErrorText } from '../../lib/form-errors';
import { changeLanguage } from '../../lib/i18n';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver';
import { AvatarCard } from './avatar-card';
import { profileQuery, useUpdateProfile } from './profile.api';

/** Each language named in itself. */
const ENDONYMS: Record<Language, string> = { tr: 'Türkçe', en: 'English', de: 'Deutsch', ru: 'Русский' };

interface AccountFormValues {
  fullName: string;
  username: string;
  email: string;
  phone: string;
  company: string;
  language: Language;
  currentPassword: string;
}

const FORM_FIELDS = [
  'fullName',
  'username',
  'email',
  'phone',
  'company',
  'language',
  'currentPassword',
] as const;

// The shared body schema; the current password is checked by the server only when the email changes.
const accountForm = lazyZodResolver<AccountFormValues>(() =>
  Promise.all([import('@hatira/shared/profile'), import('zod')]).then(
    ([m, { z }]) =>
      m.updateProfileBodySchema.extend({ currentPassword: z.string() }) as unknown as ZodType<
        AccountFormValues,
        AccountFormValues
      >,
  ),
);

const valuesOf = (profile: Profile): AccountFormValues => ({
  fullName: profile.fullName,
  username: profile.username,
  email: profile.email,
  phone: profile.phone ?? '',
  company: profile.company ?? '',
  language: profile.language,
  currentPassword: '',
});

function AccountForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('profile');
  const fieldError = useFieldErrorText();
  const update = useUpdateProfile();
  const [alertText, setAlertText] = useState<string | null>(null);
  const [isSaved, setSaved] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<AccountFormValues>({ resolver: accountForm.resolver, defaultValues: valuesOf(profile) });
  const email = useWatch({ control, name: 'email' });
  const isNewEmail = email.trim().toLowerCase() !== profile.email.toLowerCase();

  const handleSave = handleSubmit(async (values) => {
    setAlertText(null);
    setSaved(false);
    const body: UpdateProfileBody = {
      fullName: values.fullName.trim(),
      username: values.username.trim(),
      email: values.email.trim(),
      phone: values.phone.trim() || null,
      company: values.company.trim() || null,
      language: values.language,
      ...(isNewEmail && { currentPassword: values.currentPassword }),
    };
    try {
      const saved = await update.mutateAsync(body);
      if (saved.language !== profile.language) await changeLanguage(saved.language);
      reset(valuesOf(saved));
      setSaved(true);
    } catch (error) {
      const isOnFields =
        error instanceof ApiError && applyServerFieldErrors(setError, error.fields, FORM_FIELDS);
      if (!isOnFields) setAlertText(translateApiError(t, error));
    }
  });

  const field = (name: Exclude<(typeof FORM_FIELDS)[number], 'language'>, max: number) => ({
    ...register(name),
    label: t(`fields.${name}`),
    fullWidth: true,
    error: Boolean(errors[name]),
    helperText: fieldError(errors[name]?.message),
    slotProps: { htmlInput: { maxLength: max } },
  });

  return (
    <Stack
      component="form"
      noValidate
      spacing={3}
      onSubmit={handleSave}
      onFocus={accountForm.preload}
      onPointerDown={accountForm.preload}
    >
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...field('fullName', FULL_NAME_MAX)} required autoComplete="name" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...field('username', USERNAME_MAX)} required autoComplete="username" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...field('email', EMAIL_MAX)} type="email" required autoComplete="email" />
        </Grid>
        {isNewEmail && (
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              {...field('currentPassword', 128)}
              type="password"
              required
              autoComplete="current-password"
              helperText={fieldError(errors.currentPassword?.message) ?? t('fields.currentPasswordForEmail')}
            />
          </Grid>
        )}
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...field('phone', PHONE_MAX)} type="tel" autoComplete="tel" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...field('company', COMPANY_MAX)} autoComplete="organization" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Controller
            control={control}
            name="language"
            render={({ field: language }) => (
              <TextField
                select
                fullWidth
                label={t('fields.language')}
                name={language.name}
                value={language.value}
                onChange={(event) => language.onChange(event.target.value)}
                onBlur={language.onBlur}
                helperText={t('fields.languageHint')}
              >
                {LANGUAGES.map((code) => (
                  <MenuItem key={code} value={code} lang={code}>
                    {ENDONYMS[code]}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Grid>
      </Grid>
      {alertText && <Alert severity="error">{alertText}</Alert>}
      {isSaved && (
        <Alert severity="success" role="status">
          {t('account.saved')}
        </Alert>
      )}
      <Stack direction="row" spacing={2}>
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          {t('account.save')}
        </Button>
        <Button
          type="button"
          variant="outlined"
          color="secondary"
          disabled={!isDirty}
          onClick={() => reset()}
        >
          {t('account.reset')}
        </Button>
      </Stack>
    </Stack>
  );
}

export function AccountTab() {
  const { t } = useTranslation('profile');
  const profile = useQuery(profileQuery());
  if (profile.isPending)
    return (
      <Stack sx={{ alignItems: 'center', py: 6 }}>
        <CircularProgress aria-label={t('common:loading')} />
      </Stack>
    );
  if (profile.isError) return <Alert severity="error">{translateApiError(t, profile.error)}</Alert>;
  return (
    <Card>
      <CardContent>
        <AvatarCard profile={profile.data} />
      </CardContent>
      <Divider />
      <CardContent>
        <Box sx={{ pt: 1 }}>
          <AccountForm key={profile.data.id} profile={profile.data} />
        </Box>
      </CardContent>
    </Card>
  );
}
