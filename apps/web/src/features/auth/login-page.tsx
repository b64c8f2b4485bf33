import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import type { LoginBody } from '@hatira/shared/auth';
import { paths } from '@hatira/shared/paths';
import { translateApiError, useFieldErrorText } from '../../lib/form-errors';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver';
import { safeRedirectTarget } from '../../lib/redirect-target';
import { clearSessionExpiredFlag, isSessionExpiredFlagged } from '../../lib/session';
import { login } from './auth.api';
import { AuthAlert } from './auth-alert';
import { SubmitButton } from './auth-button';
import { AuthCard, AuthNote } from './auth-card';
import { AuthForm, EmailField } from './auth-form';
import { AuthLink } from './auth-link';
import { PasswordField } from './password-field';

const loginForm = lazyZodResolver(() => import('@hatira/shared/auth').then((m) => m.loginBodySchema));

/** Set by the reset-password page when it sends the user here (`passwordSet`: an invitation's first password). */
export interface LoginLocationState {
  notice?: 'passwordReset' | 'passwordSet';
}

export function LoginPage() {
  const { t } = useTranslation('auth');
  const fieldError = useFieldErrorText();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  // The notice shows on this visit of the page only (SPEC §3 session-expired flag): read when the
  // page first renders, cleared once it is on screen.
  const [isSessionExpired] = useState(isSessionExpiredFlagged);
  useEffect(() => {
    if (isSessionExpired) clearSessionExpiredFlag();
  }, [isSessionExpired]);
  const notice = (location.state as LoginLocationState | null)?.notice;
  const [requestError, setRequestError] = useState<unknown>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginBody>({ resolver: loginForm.resolver, defaultValues: { email: '', password: '' } });

  const handleLogin = handleSubmit(async (values) => {
    setRequestError(null);
    try {
      await login(values);
    } catch (error) {
      setRequestError(error);
      return;
    }
    // Without a (safe) `to`, the root route sends the user to their role's home.
    void navigate(safeRedirectTarget(searchParams.get('to')) ?? paths.home, { replace: true });
  });

  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')}>
      <Box sx={{ display: 'grid', gap: 2, mb: 3, '&:empty': { display: 'none' } }}>
        {isSessionExpired && <AuthAlert severity="warning">{t('login.sessionExpired')}</AuthAlert>}
        {notice && <AuthAlert severity="success">{t(`login.${notice}`)}</AuthAlert>}
        {requestError !== null && (
          <AuthAlert severity="error">{translateApiError(t, requestError)}</AuthAlert>
        )}
      </Box>

      <AuthForm onSubmit={handleLogin} onPreload={loginForm.preload}>
        <EmailField
          {...register('email')}
          autoFocus
          error={Boolean(errors.email)}
          helperText={fieldError(errors.email?.message)}
        />
        <Box>
          <PasswordField
            {...register('password')}
            label={t('fields.password')}
            autoComplete="current-password"
            error={Boolean(errors.password)}
            helperText={fieldError(errors.password?.message)}
          />
          <Box sx={{ typography: 'body2', display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
            <AuthLink to={paths.forgotPassword}>{t('login.forgotPassword')}</AuthLink>
          </Box>
        </Box>
        <SubmitButton isLoading={isSubmitting}>{t('login.submit')}</SubmitButton>
      </AuthForm>

      <AuthNote>
        {t('login.noAccount')}{' '}
        <AuthLink to={{ pathname: paths.register, search: location.search }}>
          {t('login.createAccount')}
        </AuthLink>
      </AuthNote>
    </AuthCard>
  );
}
