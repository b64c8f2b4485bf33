import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LoginBody } from '@hatira/shared/auth';
import { paths } from '@hatira/shared/paths';
import { registerMui } from '../../lib/form-fields';
import { translateApiError, useFieldErrorText } from '../../lib/form-errors';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver';
import { safeRedirectTarget } from '../../lib/redirect-target';
import { takeSessionExpiredFlag } from '../../lib/session';
import { useLoginMutation } from './auth.api';
import { AuthCard } from './auth-card';
import { AuthTextField } from './auth-text-field';
import { PasswordField } from './password-field';

const loginForm = lazyZodResolver<LoginBody>(() =>
  import('@hatira/shared/auth').then((m) => m.loginBodySchema),
);

/** Set by the reset-password page when it sends the user here. */
export interface LoginLocationState {
  notice?: 'passwordReset';
}

export function LoginPage() {
  const { t } = useTranslation('auth');
  const fieldError = useFieldErrorText();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  // Read once: the notice shows on this visit of the page only (SPEC §3 session-expired flag).
  const [isSessionExpired] = useState(takeSessionExpiredFlag);
  const isPasswordReset = (location.state as LoginLocationState | null)?.notice === 'passwordReset';
  const loginMutation = useLoginMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginBody>({ resolver: loginForm.resolver, defaultValues: { email: '', password: '' } });

  const handleLogin = handleSubmit((values) =>
    loginMutation.mutate(values, {
      // Without a (safe) `to`, the root route sends the user to their role's home.
      onSuccess: () =>
        void navigate(safeRedirectTarget(searchParams.get('to')) ?? paths.home, { replace: true }),
    }),
  );

  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')}>
      <Stack spacing={2} sx={{ mb: 3, '&:empty': { display: 'none' } }}>
        {isSessionExpired && <Alert severity="warning">{t('login.sessionExpired')}</Alert>}
        {isPasswordReset && <Alert severity="success">{t('login.passwordReset')}</Alert>}
        {loginMutation.isError && (
          <Alert severity="error" role="alert">
            {translateApiError(t, loginMutation.error)}
          </Alert>
        )}
      </Stack>

      <Box
        component="form"
        noValidate
        onSubmit={handleLogin}
        onInput={loginForm.preload}
        onPointerDown={loginForm.preload}
      >
        <Stack spacing={2.5}>
          <AuthTextField
            {...registerMui(register, 'email')}
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            autoFocus
            error={Boolean(errors.email)}
            helperText={fieldError(errors.email?.message)}
            slotProps={{ input: { inputMode: 'email' } }}
          />
          <Box>
            <PasswordField
              {...registerMui(register, 'password')}
              label={t('fields.password')}
              autoComplete="current-password"
              error={Boolean(errors.password)}
              helperText={fieldError(errors.password?.message)}
            />
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
              <Link component={RouterLink} to={paths.forgotPassword} variant="body2" underline="hover">
                {t('login.forgotPassword')}
              </Link>
            </Box>
          </Box>
          <Button type="submit" variant="contained" size="large" fullWidth loading={loginMutation.isPending}>
            {t('login.submit')}
          </Button>
        </Stack>
      </Box>

      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
        {t('login.noAccount')}{' '}
        <Link
          component={RouterLink}
          to={{ pathname: paths.register, search: location.search }}
          underline="hover"
        >
          {t('login.createAccount')}
        </Link>
      </Typography>
    </AuthCard>
  );
}
