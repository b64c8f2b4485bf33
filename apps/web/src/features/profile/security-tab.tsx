// Account settings → security: a new password (the current one first; every other session ends)
// and the list of signed-in sessions.
import { useTranslation } from 'react-i18next';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PASSWORD_MAX, PASSWORD_MIN } from '@hatira/shared/limits';
import { FormFooter } from '../../components/entity-form/form-footer';
import { useEntityForm } from '../../components/entity-form/use-entity-form';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver';
import type { ChangePasswordForm } from './change-password.schema';
import { useChangePassword } from './profile.api';
import { SessionsCard } from './sessions-card';

const FORM_FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
const EMPTY: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

const passwordSchema = lazyZodResolver(() =>
  import('./change-password.schema').then((m) => m.changePasswordFormSchema),
);

function ChangePasswordCard() {
  const { t } = useTranslation('profile');
  const change = useChangePassword();
  const form = useEntityForm({
    schema: passwordSchema,
    defaultValues: EMPTY,
    fields: FORM_FIELDS,
    onSubmit: async ({ currentPassword, newPassword }) => {
      await change.mutateAsync({ currentPassword, newPassword });
      return EMPTY;
    },
    savedText: t('password.saved'),
  });
  const { register, errorOf } = form;

  const field = (name: (typeof FORM_FIELDS)[number], autoComplete: string) => ({
    ...register(name),
    type: 'password',
    label: t(`password.${name}`),
    fullWidth: true,
    required: true,
    autoComplete,
    error: Boolean(errorOf(name)),
    helperText: errorOf(name),
    slotProps: { htmlInput: { maxLength: PASSWORD_MAX } },
  });

  return (
    <Card component="section" aria-labelledby="password-title">
      <CardContent>
        <Typography id="password-title" variant="h6" component="h2" sx={{ mb: 3 }}>
          {t('password.title')}
        </Typography>
        <Stack component="form" spacing={3} {...form.formProps}>
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField {...field('currentPassword', 'current-password')} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }} sx={{ display: { xs: 'none', sm: 'block' } }} />
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                {...field('newPassword', 'new-password')}
                helperText={errorOf('newPassword') ?? t('password.hint', { min: PASSWORD_MIN })}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField {...field('confirmPassword', 'new-password')} />
            </Grid>
          </Grid>
          <FormFooter form={form} submitLabel={t('password.submit')} />
        </Stack>
      </CardContent>
    </Card>
  );
}

export function SecurityTab() {
  return (
    <Stack spacing={3}>
      <ChangePasswordCard />
      <SessionsCard />
    </Stack>
  );
}
