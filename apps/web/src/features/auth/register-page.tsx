import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RegisterBody } from '@hatira/shared/auth';
import { PASSWORD_MIN } from '@hatira/shared/limits';
import { paths } from '@hatira/shared/paths';
import { ApiError } from '../../lib/api';
import { registerMui } from '../../lib/form-fields';
import { applyServerFieldErrors, translateApiError, useFieldErrorText } from '../../lib/form-errors';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver';
import { safeRedirectTarget } from '../../lib/redirect-target';
import { AccountTypePicker } from './account-type-picker';
import { useRegisterMutation } from './auth.api';
import { AuthCard } from './auth-card';
import { AuthTextField } from './auth-text-field';
import { PasswordField } from './password-field';

const FORM_FIELDS = ['username', 'email', 'password', 'accountType'] as const;
const registerForm = lazyZodResolver<RegisterBody>(() =>
  import('@hatira/shared/auth').then((m) => m.registerBodySchema),
);

export function RegisterPage() {
  const { t } = useTranslation('auth');
  const fieldError = useFieldErrorText();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const registerMutation = useRegisterMutation();
  const [alertText, setAlertText] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RegisterBody>({
    resolver: registerForm.resolver,
    defaultValues: { username: '', email: '', password: '', accountType: 'individual' },
  });

  const handleRegister = handleSubmit((values) => {
    setAlertText(null);
    registerMutation.mutate(values, {
      // Without a (safe) `to`, the root route sends the user to their role's home.
      onSuccess: () =>
        void navigate(safeRedirectTarget(searchParams.get('to')) ?? paths.home, { replace: true }),
      onError: (error) => {
        // Taken email or username, or a rule the server checks: shown on the field itself.
        const isOnFields =
          error instanceof ApiError && applyServerFieldErrors(setError, error.fields, FORM_FIELDS);
        if (!isOnFields) setAlertText(translateApiError(t, error));
      },
    });
  });

  return (
    <AuthCard title={t('register.title')} subtitle={t('register.subtitle')}>
      {alertText && (
        <Alert severity="error" role="alert" sx={{ mb: 3 }}>
          {alertText}
        </Alert>
      )}

      <Box
        component="form"
        noValidate
        onSubmit={handleRegister}
        onInput={registerForm.preload}
        onPointerDown={registerForm.preload}
      >
        <Stack spacing={2.5}>
          <AuthTextField
            {...registerMui(register, 'username')}
            label={t('fields.username')}
            autoComplete="username"
            autoFocus
            error={Boolean(errors.username)}
            helperText={fieldError(errors.username?.message) ?? t('register.usernameHint')}
          />
          <AuthTextField
            {...registerMui(register, 'email')}
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            error={Boolean(errors.email)}
            helperText={fieldError(errors.email?.message)}
            slotProps={{ input: { inputMode: 'email' } }}
          />
          <PasswordField
            {...registerMui(register, 'password')}
            label={t('fields.password')}
            autoComplete="new-password"
            error={Boolean(errors.password)}
            helperText={fieldError(errors.password?.message) ?? t('passwordHint', { min: PASSWORD_MIN })}
          />
          <Controller
            control={control}
            name="accountType"
            render={({ field, fieldState }) => (
              <AccountTypePicker
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldError(fieldState.error?.message)}
              />
            )}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            loading={registerMutation.isPending}
          >
            {t('register.submit')}
          </Button>
        </Stack>
      </Box>

      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
        {t('register.haveAccount')}{' '}
        <Link
          component={RouterLink}
          to={{ pathname: paths.login, search: location.search }}
          underline="hover"
        >
          {t('register.signIn')}
        </Link>
      </Typography>
    </AuthCard>
  );
}
