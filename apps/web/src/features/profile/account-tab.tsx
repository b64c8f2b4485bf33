// Account settings → account: picture, name, username, email (a new one asks for the current
// password), phone, company and language (saving it also switches the interface).
import { Controller, useWatch } from 'react-hook-form';
import i18next from 'i18next';
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
import type { z } from 'zod';
import { LANGUAGES, type Language } from '@hatira/shared/languages';
import { COMPANY_MAX, EMAIL_MAX, FULL_NAME_MAX, PHONE_MAX, USERNAME_MAX } from '@hatira/shared/limits';
import type { Profile } from '@hatira/shared/profile';
import { FormFooter } from '../../components/entity-form/form-footer';
import { useEntityForm } from '../../components/entity-form/use-entity-form';
import { translateApiError } from '../../lib/form-errors';
import { changeLanguage } from '../../lib/i18n';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver';
import type { accountFormSchema } from './account-form.schema';
import { AvatarCard } from './avatar-card';
import { profileQuery, useUpdateProfile } from './profile.api';

/** Each language named in itself. */
const ENDONYMS: Record<Language, string> = { tr: 'Türkçe', en: 'English', de: 'Deutsch', ru: 'Русский' };

type AccountFormValues = z.input<typeof accountFormSchema>;

const FORM_FIELDS = [
  'fullName',
  'username',
  'email',
  'phone',
  'company',
  'language',
  'currentPassword',
] as const;

const accountSchema = lazyZodResolver(() => import('./account-form.schema').then((m) => m.accountFormSchema));

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
  const update = useUpdateProfile();
  const form = useEntityForm({
    schema: accountSchema,
    defaultValues: valuesOf(profile),
    fields: FORM_FIELDS,
    onSubmit: async ({ currentPassword, ...values }) => {
      const saved = await update.mutateAsync({
        ...values,
        phone: values.phone || null,
        company: values.company || null,
        ...(isNewEmail && { currentPassword }),
      });
      if (saved.language !== profile.language) await changeLanguage(saved.language);
      return valuesOf(saved);
    },
    // Said in the language the save may just have switched to.
    savedText: () => i18next.t('profile:account.saved'),
  });
  const { register, control, reset, errorOf, formState } = form;
  const email = useWatch({ control, name: 'email' }) ?? '';
  const isNewEmail = email.trim().toLowerCase() !== profile.email.toLowerCase();

  const field = (name: Exclude<(typeof FORM_FIELDS)[number], 'language'>, max: number) => ({
    ...register(name),
    label: t(`fields.${name}`),
    fullWidth: true,
    error: Boolean(errorOf(name)),
    helperText: errorOf(name),
    slotProps: { htmlInput: { maxLength: max } },
  });

  return (
    <Stack component="form" spacing={3} {...form.formProps}>
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
              helperText={errorOf('currentPassword') ?? t('fields.currentPasswordForEmail')}
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
      <FormFooter form={form} submitLabel={t('account.save')}>
        <Button
          type="button"
          variant="outlined"
          color="secondary"
          disabled={!formState.isDirty}
          onClick={() => reset()}
        >
          {t('account.reset')}
        </Button>
      </FormFooter>
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
