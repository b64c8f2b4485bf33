import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { PASSWORD_MIN } from '@hatira/shared/limits';
import { paths } from '@hatira/shared/paths';
import { ApiError } from '../../lib/api';
import { registerMui } from '../../lib/form-fields';
import { applyServerFieldErrors, translateApiError, useFieldErrorText } from '../../lib/form-errors';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver';
import { useResetPasswordMutation } from './auth.api';
import { AuthCard } from './auth-card';
import type { LoginLocationState } from './login-page';
import { PasswordField } from './password-field';
import type { ResetForm } from './reset-password.schema';

const resetForm = lazyZodResolver<ResetForm>(() =>
  import('./reset-password.schema').then((m) => m.resetFormSchema),
);

export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const fieldError = useFieldErrorText();
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const resetMutation = useResetPasswordMutation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ResetForm>({
    resolver: resetForm.resolver,
    defaultValues: { password: '', confirmPassword: '' },
  });

  const handleReset = handleSubmit(({ password }) =>
    resetMutation.mutate(
      { token, password },
      {
        onSuccess: () => {
          const state: LoginLocationState = { notice: 'passwordReset' };
          void navigate(paths.login, { replace: true, state });
        },
        onError: (error) => {
          if (error instanceof ApiError) applyServerFieldErrors(setError, error.fields, ['password']);
        },
      },
    ),
  );

  const isTokenInvalid =
    resetMutation.error instanceof ApiError && resetMutation.error.code === 'RESET_TOKEN_INVALID';
  const hasFieldErrors =
    resetMutation.error instanceof ApiError && Object.keys(resetMutation.error.fields).length > 0;

  return (
    <AuthCard title={t('reset.title')} subtitle={t('reset.subtitle')}>
      {resetMutation.isError && !hasFieldErrors && (
        <Alert
          severity="error"
          role="alert"
          sx={{ mb: 3 }}
          action={
            isTokenInvalid ? (
              <Button component={RouterLink} to={paths.forgotPassword} color="inherit" size="small">
                {t('reset.requestNew')}
              </Button>
            ) : undefined
          }
        >
          {translateApiError(t, resetMutation.error)}
        </Alert>
      )}
      <Box
        component="form"
        noValidate
        onSubmit={handleReset}
        onInput={resetForm.preload}
        onPointerDown={resetForm.preload}
      >
        <Stack spacing={2.5}>
          <PasswordField
            {...registerMui(register, 'password')}
            label={t('fields.password')}
            autoComplete="new-password"
            autoFocus
            error={Boolean(errors.password)}
            helperText={fieldError(errors.password?.message) ?? t('passwordHint', { min: PASSWORD_MIN })}
          />
          <PasswordField
            {...registerMui(register, 'confirmPassword')}
            label={t('fields.confirmPassword')}
            autoComplete="new-password"
            error={Boolean(errors.confirmPassword)}
            helperText={fieldError(errors.confirmPassword?.message)}
          />
          <Button type="submit" variant="contained" size="large" fullWidth loading={resetMutation.isPending}>
            {t('reset.submit')}
          </Button>
        </Stack>
      </Box>
      <Box sx={{ mt: 3, textAlign: 'center' }}>
        <Link component={RouterLink} to={paths.login} underline="hover" variant="body2">
          {t('forgot.backToLogin')}
        </Link>
      </Box>
    </AuthCard>
  );
}
