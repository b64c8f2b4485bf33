import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import type { ForgotPasswordBody } from '@hatira/shared/auth';
import { PASSWORD_RESET_TTL_MS } from '@hatira/shared/limits';
import { paths } from '@hatira/shared/paths';
import { translateApiError, useFieldErrorText } from '../../lib/form-errors';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver';
import { forgotPassword } from './auth.api';
import { AuthAlert } from './auth-alert';
import { SubmitButton } from './auth-button';
import { AuthCard } from './auth-card';
import { AuthForm, EmailField } from './auth-form';
import { AuthLink } from './auth-link';

const forgotForm = lazyZodResolver(() =>
  import('@hatira/shared/auth').then((m) => m.forgotPasswordBodySchema),
);

/** "1 hour", "1 Stunde", "1 час" …: Intl gets each language's plural forms right. */
function linkValidity(language: string): string {
  const minutes = Math.round(PASSWORD_RESET_TTL_MS / 60_000);
  const [value, unit] = minutes % 60 === 0 ? [minutes / 60, 'hour'] : [minutes, 'minute'];
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}

function BackToLogin() {
  const { t } = useTranslation('auth');
  return (
    <Box sx={{ mt: 3, textAlign: 'center' }}>
      <AuthLink to={paths.login} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
        <ChevronLeft fontSize="small" aria-hidden />
        {t('forgot.backToLogin')}
      </AuthLink>
    </Box>
  );
}

export function ForgotPasswordPage() {
  const { t, i18n } = useTranslation('auth');
  const fieldError = useFieldErrorText();
  const [requestError, setRequestError] = useState<unknown>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordBody>({ resolver: forgotForm.resolver, defaultValues: { email: '' } });

  const handleSend = handleSubmit(async (values) => {
    setRequestError(null);
    try {
      await forgotPassword(values, i18n.language);
      setSentTo(values.email);
    } catch (error) {
      setRequestError(error);
    }
  });

  if (sentTo !== null) {
    // The same answer whether or not the address has an account (no account enumeration).
    return (
      <AuthCard title={t('forgot.sentTitle')}>
        <AuthAlert severity="success" role="status" title={sentTo}>
          {t('forgot.sent')} {t('forgot.linkValidity', { duration: linkValidity(i18n.language) })}
        </AuthAlert>
        <BackToLogin />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
      {requestError !== null && (
        <AuthAlert severity="error" sx={{ mb: 3 }}>
          {translateApiError(t, requestError)}
        </AuthAlert>
      )}
      <AuthForm onSubmit={handleSend} onPreload={forgotForm.preload}>
        <EmailField
          {...register('email')}
          autoFocus
          error={Boolean(errors.email)}
          helperText={fieldError(errors.email?.message)}
        />
        <SubmitButton isLoading={isSubmitting}>{t('forgot.submit')}</SubmitButton>
      </AuthForm>
      <BackToLogin />
    </AuthCard>
  );
}
