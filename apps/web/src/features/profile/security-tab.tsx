// Account settings → security: a new password (the current one first; every other session ends)
// and the list of signed-in sessions.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ZodType } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from '@hatira/shared/limits';
import { ApiError } from '../../lib/api';
import { applyServerFieldErrors, translateApiError, useFieldErrorText } from '../../lib/form-errors';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver';
import type { ChangePasswordForm } from './change-password.schema';
import { useChangePassword } from './profile.api';
import { SessionsCard } from './sessions-card';

const FORM_FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
const EMPTY: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

const passwordForm = lazyZodResolver<ChangePasswordForm>(() =>
  import('./change-password.schema').then(
    (m) => m.changePasswordFormSchema as unknown as ZodType<ChangePasswordForm, ChangePasswordForm>,
  ),
);

function ChangePasswordCard() {
  const { t } = useTranslation('profile');
  const fieldError = useFieldErrorText();
  const change = useChangePassword();
  const [alertText, setAlertText] = useState<string | null>(null);
  const [isSaved, setSaved] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordForm>({ resolver: passwordForm.resolver, defaultValues: EMPTY });

  const handleSave = handleSubmit(async ({ currentPassword, newPassword }) => {
    setAlertText(null);
    setSaved(false);
    try {
      await change.mutateAsync({ currentPassword, newPassword });
      reset(EMPTY);
      setSaved(true);
    } catch (error) {
      const isOnFields =
        error instanceof ApiError && applyServerFieldErrors(setError, error.fields, FORM_FIELDS);
      if (!isOnFields) setAlertText(translateApiError(t, error));
    }
  });

  const field = (name: (typeof FORM_FIELDS)[number], autoComplete: string) => ({
    ...register(name),
    type: 'password',
    label: t(`password.${name}`),
    fullWidth: true,
    required: true,
    autoComplete,
    error: Boolean(errors[name]),
    helperText: fieldError(errors[name]?.message),
    slotProps: { htmlInput: { maxLength: PASSWORD_MAX } },
  });

  return (
    <Card component="section" aria-labelledby="password-title">
      <CardContent>
        <Typography id="password-title" variant="h6" component="h2" sx={{ mb: 3 }}>
          {t('password.title')}
        </Typography>
        <Stack
          component="form"
          noValidate
          spacing={3}
          onSubmit={handleSave}
          onFocus={passwordForm.preload}
          onPointerDown={passwordForm.preload}
        >
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField {...field('currentPassword', 'current-password')} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }} sx={{ display: { xs: 'none', sm: 'block' } }} />
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                {...field('newPassword', 'new-password')}
                helperText={
                  fieldError(errors.newPassword?.message) ?? t('password.hint', { min: PASSWORD_MIN })
                }
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField {...field('confirmPassword', 'new-password')} />
            </Grid>
          </Grid>
          {alertText && <Alert severity="error">{alertText}</Alert>}
          {isSaved && (
            <Alert severity="success" role="status">
              {t('password.saved')}
            </Alert>
          )}
          <Box>
            <Button type="submit" variant="contained" disabled={isSubmitting}>
              {t('password.submit')}
            </Button>
          </Box>
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
