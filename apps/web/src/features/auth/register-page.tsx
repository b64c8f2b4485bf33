import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { RegisterBody } from '@hatira/shared/auth';
import { PASSWORD_MIN } from '@hatira/shared/limits';
import { paths } from '@hatira/shared/paths';
import { ApiError } from '../../lib/api';
import { applyServerFieldErrors, translateApiError, useFieldErrorText } from '../../lib/form-errors';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver';
import { safeRedirectTarget } from '../../lib/redirect-target';
import { AccountTypePicker } from './account-type-picker';
import { registerAccount } from './auth.api';
import { AuthAlert } from './auth-alert';
import { SubmitButton } from './auth-button';
import { AuthCard, AuthNote } from './auth-card';
import { AuthForm, EmailField } from './auth-form';
import { AuthLink } from './auth-link';
import { AuthTextField } from './auth-text-field';
import { PasswordField } from './password-field';

const FORM_FIELDS = ['username', 'email', 'password', 'accountType'] as const;
const registerForm = lazyZodResolver(() => import('@hatira/shared/auth').then((m) => m.registerBodySchema));

export function RegisterPage() {
  const { t, i18n } = useTranslation('auth');
  const fieldError = useFieldErrorText();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const [alertText, setAlertText] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterBody>({
    resolver: registerForm.resolver,
    defaultValues: { username: '', email: '', password: '', accountType: 'individual' },
  });

  const handleRegister = handleSubmit(async (values) => {
    setAlertText(null);
    try {
      await registerAccount(values, i18n.language);
    } catch (error) {
      // Taken email or username, or a rule the server checks: shown on the field itself.
      const isOnFields =
        error instanceof ApiError && applyServerFieldErrors(setError, error.fields, FORM_FIELDS);
      if (!isOnFields) setAlertText(translateApiError(t, error));
      return;
    }
    // Without a (safe) `to`, the root route sends the user to their role's home.
    void navigate(safeRedirectTarget(searchParams.get('to')) ?? paths.home, { replace: true });
  });

  return (
    <AuthCard title={t('register.title')} subtitle={t('register.subtitle')}>
      {alertText && (
        <AuthAlert severity="error" sx={{ mb: 3 }}>
          {alertText}
        </AuthAlert>
      )}

      <AuthForm onSubmit={handleRegister} onPreload={registerForm.preload}>
        <AuthTextField
          {...register('username')}
          label={t('fields.username')}
          autoComplete="username"
          autoFocus
          error={Boolean(errors.username)}
          helperText={fieldError(errors.username?.message) ?? t('register.usernameHint')}
        />
        <EmailField
          {...register('email')}
          error={Boolean(errors.email)}
          helperText={fieldError(errors.email?.message)}
        />
        <PasswordField
          {...register('password')}
          label={t('fields.password')}
          autoComplete="new-password"
          error={Boolean(errors.password)}
          helperText={fieldError(errors.password?.message) ?? t('passwordHint', { min: PASSWORD_MIN })}
        />
        <AccountTypePicker {...register('accountType')} error={fieldError(errors.accountType?.message)} />
        <SubmitButton isLoading={isSubmitting}>{t('register.submit')}</SubmitButton>
      </AuthForm>

      <AuthNote>
        {t('register.haveAccount')}{' '}
        <AuthLink to={{ pathname: paths.login, search: location.search }}>{t('register.signIn')}</AuthLink>
      </AuthNote>
    </AuthCard>
  );
}
