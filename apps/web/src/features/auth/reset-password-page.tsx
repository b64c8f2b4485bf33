import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { PASSWORD_MIN } from '@hatira/shared/limits';
import { paths } from '@hatira/shared/paths';
import { ApiError } from '../../lib/api';
import { applyServerFieldErrors, translateApiError, useFieldErrorText } from '../../lib/form-errors';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver';
import { resetPassword } from './auth.api';
import { AuthAlert } from './auth-alert';
import { SubmitButton, TextButtonLink } from './auth-button';
import { AuthCard, AuthNote } from './auth-card';
import { AuthForm } from './auth-form';
import { AuthLink } from './auth-link';
import type { LoginLocationState } from './login-page';
import { PasswordField } from './password-field';
import type { ResetForm } from './reset-password.schema';

const resetForm = lazyZodResolver(() => import('./reset-password.schema').then((m) => m.resetFormSchema));

export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const fieldError = useFieldErrorText();
  const navigate = useNavigate();
  const { token = '' } = useParams();
  // An invitation link (paths.invitation) opens the same page, worded as a welcome.
  const isInvitation = useSearchParams()[0].get('invitation') === '1';
  const [requestError, setRequestError] = useState<unknown>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetForm>({
    resolver: resetForm.resolver,
    defaultValues: { password: '', confirmPassword: '' },
  });

  const handleReset = handleSubmit(async ({ password }) => {
    setRequestError(null);
    try {
      await resetPassword({ token, password });
    } catch (error) {
      setRequestError(error);
      if (error instanceof ApiError) applyServerFieldErrors(setError, error.fields, ['password']);
      return;
    }
    const state: LoginLocationState = { notice: isInvitation ? 'passwordSet' : 'passwordReset' };
    void navigate(paths.login, { replace: true, state });
  });

  const isTokenInvalid = requestError instanceof ApiError && requestError.code === 'RESET_TOKEN_INVALID';
  const hasFieldErrors = requestError instanceof ApiError && Object.keys(requestError.fields).length > 0;

  return (
    <AuthCard
      title={t(isInvitation ? 'reset.invitationTitle' : 'reset.title')}
      subtitle={t(isInvitation ? 'reset.invitationSubtitle' : 'reset.subtitle')}
    >
      {requestError !== null && !hasFieldErrors && (
        <AuthAlert
          severity="error"
          sx={{ mb: 3 }}
          action={
            isTokenInvalid ? (
              <TextButtonLink to={paths.forgotPassword}>{t('reset.requestNew')}</TextButtonLink>
            ) : undefined
          }
        >
          {translateApiError(t, requestError)}
        </AuthAlert>
      )}
      <AuthForm onSubmit={handleReset} onPreload={resetForm.preload}>
        <PasswordField
          {...register('password')}
          label={t('fields.password')}
          autoComplete="new-password"
          autoFocus
          error={Boolean(errors.password)}
          helperText={fieldError(errors.password?.message) ?? t('passwordHint', { min: PASSWORD_MIN })}
        />
        <PasswordField
          {...register('confirmPassword')}
          label={t('fields.confirmPassword')}
          autoComplete="new-password"
          error={Boolean(errors.confirmPassword)}
          helperText={fieldError(errors.confirmPassword?.message)}
        />
        <SubmitButton isLoading={isSubmitting}>
          {t(isInvitation ? 'reset.invitationSubmit' : 'reset.submit')}
        </SubmitButton>
      </AuthForm>
      <AuthNote>
        <AuthLink to={paths.login}>{t('forgot.backToLogin')}</AuthLink>
      </AuthNote>
    </AuthCard>
  );
}
