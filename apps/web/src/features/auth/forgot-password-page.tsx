import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import type { ForgotPasswordBody } from '@hatira/shared/auth';
import { PASSWORD_RESET_TTL_MS } from '@hatira/shared/limits';
import { paths } from '@hatira/shared/paths';
import { registerMui } from '../../lib/form-fields';
import { translateApiError, useFieldErrorText } from '../../lib/form-errors';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver';
import { useForgotPasswordMutation } from './auth.api';
import { AuthCard } from './auth-card';
import { AuthTextField } from './auth-text-field';

const forgotForm = lazyZodResolver<ForgotPasswordBody>(() =>
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
      <Link
        component={RouterLink}
        to={paths.login}
        underline="hover"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
      >
        <ChevronLeft fontSize="small" aria-hidden />
        {t('forgot.backToLogin')}
      </Link>
    </Box>
  );
}

export function ForgotPasswordPage() {
  const { t, i18n } = useTranslation('auth');
  const fieldError = useFieldErrorText();
  const forgotMutation = useForgotPasswordMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPasswordBody>({ resolver: forgotForm.resolver, defaultValues: { email: '' } });

  const handleSend = handleSubmit((values) => forgotMutation.mutate(values));

  if (forgotMutation.isSuccess) {
    // The same answer whether or not the address has an account (no account enumeration).
    return (
      <AuthCard title={t('forgot.sentTitle')}>
        <Alert severity="success" role="status">
          <AlertTitle>{forgotMutation.variables.email}</AlertTitle>
          {t('forgot.sent')} {t('forgot.linkValidity', { duration: linkValidity(i18n.language) })}
        </Alert>
        <BackToLogin />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
      {forgotMutation.isError && (
        <Alert severity="error" role="alert" sx={{ mb: 3 }}>
          {translateApiError(t, forgotMutation.error)}
        </Alert>
      )}
      <Box
        component="form"
        noValidate
        onSubmit={handleSend}
        onInput={forgotForm.preload}
        onPointerDown={forgotForm.preload}
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
          <Button type="submit" variant="contained" size="large" fullWidth loading={forgotMutation.isPending}>
            {t('forgot.submit')}
          </Button>
        </Stack>
      </Box>
      <BackToLogin />
    </AuthCard>
  );
}
