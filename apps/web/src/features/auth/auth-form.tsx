// The form frame shared by the sign-in pages: no browser validation (the shared zod schema
// speaks, translated), and the first keystroke or tap starts loading that schema.
import type { FormEventHandler, ReactNode } from 'react';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { AuthTextField, type AuthTextFieldProps } from './auth-text-field';

export function AuthForm({
  onSubmit,
  onPreload,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  onPreload: () => void;
  children: ReactNode;
}) {
  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      onInput={onPreload}
      onPointerDown={onPreload}
      sx={{ display: 'grid', gap: 2.5 }}
    >
      {children}
    </Box>
  );
}

/** The email field of every sign-in form. */
export function EmailField(props: Omit<AuthTextFieldProps, 'label' | 'type' | 'inputMode' | 'autoComplete'>) {
  const { t } = useTranslation('auth');
  return (
    <AuthTextField {...props} label={t('fields.email')} type="email" inputMode="email" autoComplete="email" />
  );
}
