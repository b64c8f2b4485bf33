// The frame of every sign-in page: a centred card with the Hatıra mark, and the language choice.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { LANGUAGES, type Language } from '@hatira/shared/languages';
import { changeLanguage } from '../../lib/i18n';

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
    <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center', justifyContent: 'center', mb: 4 }}>
      <HatiraMark />
      <Typography component="span" sx={{ fontSize: '1.625rem', fontWeight: 700, letterSpacing: '-0.01em' }}>
        {t('appName')}
      </Typography>
    </Stack>
  );
}

function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <Stack
      component="nav"
      aria-label={t('language')}
      direction="row"
      spacing={0.5}
      sx={{ justifyContent: 'center', flexWrap: 'wrap', mt: 2 }}
    >
      {LANGUAGES.map((language: Language) => {
        const isCurrent = i18n.language === language;
        return (
          <Button
            key={language}
            size="small"
            lang={language}
            aria-pressed={isCurrent}
            color={isCurrent ? 'primary' : 'inherit'}
            sx={{ fontWeight: isCurrent ? 600 : 400, color: isCurrent ? undefined : 'text.secondary' }}
            onClick={() => void changeLanguage(language)}
          >
            {t(`languages.${language}`)}
          </Button>
        );
      })}
    </Stack>
  );
}

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}

export function AuthCard({ title, subtitle, children }: AuthCardProps) {
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
      <Card sx={{ position: 'relative', width: '100%', maxWidth: 460, p: { xs: 3, sm: 5 }, boxShadow: 6 }}>
        <Wordmark />
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600, mb: 1 }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {subtitle}
          </Typography>
        )}
        {children}
      </Card>
      <Box sx={{ position: 'relative' }}>
        <LanguageSwitch />
      </Box>
    </Box>
  );
}
