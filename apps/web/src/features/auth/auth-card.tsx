// The frame of every sign-in page: a centred card with the Hatıra mark, and the language choice.
// Built from Box, styled elements and the theme only (see auth-button.tsx for why).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import { alpha, styled } from '@mui/material/styles';
import { LANGUAGES, type Language } from '@hatira/shared/languages';
import { changeLanguage } from '../../lib/i18n';
import { usePreferences } from '../../lib/preferences';
import { TextButton } from './auth-button';

function HatiraMark() {
  return (
    <Box
      component="svg"
      viewBox="0 0 40 40"
      aria-hidden
      sx={{ width: 40, height: 40, color: 'primary.main', flexShrink: 0 }}
    >
      <rect width="40" height="40" rx="11" fill="currentColor" />
      <g transform="rotate(-8 20 20)">
        <rect x="10.5" y="8.5" width="19" height="23" rx="2.5" fill="#fff" />
        <rect x="13" y="11" width="14" height="13" rx="1.5" fill="currentColor" opacity=".28" />
        <path
          d="M20 21.6c-2.4-1.7-4-3.1-4-4.8 0-1.2.9-2.1 2-2.1.8 0 1.6.4 2 1.1.4-.7 1.2-1.1 2-1.1 1.1 0 2 .9 2 2.1 0 1.7-1.6 3.1-4 4.8z"
          fill="currentColor"
        />
      </g>
    </Box>
  );
}

function Wordmark() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', gap: 1.25, alignItems: 'center', justifyContent: 'center', mb: 4 }}>
      <HatiraMark />
      <Box
        component="span"
        sx={{ typography: 'body1', fontSize: '1.625rem', fontWeight: 700, letterSpacing: '-0.01em' }}
      >
        {t('appName')}
      </Box>
    </Box>
  );
}

function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <Box
      component="nav"
      aria-label={t('language')}
      sx={{ display: 'flex', gap: 0.5, justifyContent: 'center', flexWrap: 'wrap', mt: 2 }}
    >
      {LANGUAGES.map((language: Language) => {
        const isCurrent = i18n.language === language;
        return (
          <TextButton
            key={language}
            type="button"
            lang={language}
            aria-pressed={isCurrent}
            sx={{
              fontWeight: isCurrent ? 600 : 400,
              color: isCurrent ? 'primary.main' : 'text.secondary',
            }}
            onClick={() => void changeLanguage(language)}
          >
            {t(`languages.${language}`)}
          </TextButton>
        );
      })}
    </Box>
  );
}

/** A line of small text under a sign-in form ("No account yet? Create one"). */
export const AuthNote = styled('p')(({ theme }) => ({
  ...theme.typography.body2,
  margin: theme.spacing(3, 0, 0),
  textAlign: 'center',
}));

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}

export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  // The bordered skin outlines cards (app/theme/theme.ts); the card keeps its lift in both.
  const isBordered = usePreferences().skin === 'bordered';
  return (
    <Box
      sx={{
        width: '100%',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        py: { xs: 2, sm: 4 },
      }}
    >
      {/* A soft wash of the primary colour behind the card, over the whole window. */}
      <Box
        aria-hidden
        sx={(theme) => ({
          position: 'fixed',
          inset: 0,
          pointerEvents: 'none',
          backgroundImage: `radial-gradient(circle at 12% 18%, ${alpha(theme.palette.primary.main, 0.16)} 0, transparent 38%),
            radial-gradient(circle at 88% 82%, ${alpha(theme.palette.primary.main, 0.12)} 0, transparent 40%)`,
        })}
      />
      <Box
        sx={{
          position: 'relative',
          boxSizing: 'border-box',
          width: '100%',
          maxWidth: 460,
          p: { xs: 3, sm: 5 },
          color: 'text.primary',
          bgcolor: 'background.paper',
          borderRadius: '10px',
          border: isBordered ? 1 : 0,
          borderColor: 'divider',
          boxShadow: 6,
        }}
      >
        <Wordmark />
        <Box component="h1" sx={{ typography: 'h5', fontWeight: 600, mt: 0, mb: 1 }}>
          {title}
        </Box>
        {subtitle && (
          <Box component="p" sx={{ typography: 'body1', color: 'text.secondary', mt: 0, mb: 3 }}>
            {subtitle}
          </Box>
        )}
        {children}
      </Box>
      <Box sx={{ position: 'relative' }}>
        <LanguageSwitch />
      </Box>
    </Box>
  );
}
