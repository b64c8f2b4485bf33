// The heading of an add/edit page: an optional way back to its list, the title and a line under
// it, and the page's own actions on the right (below on a phone). Also the spinner such a page
// shows while its record loads.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';

export interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** The list this page belongs to, and the button's text ("Back to the list"). */
  back?: { to: string; label: string };
  actions?: ReactNode;
}

export function PageHeader({ title, subtitle, back, actions }: PageHeaderProps) {
  return (
    <Stack spacing={1}>
      {back && (
        <div>
          <Button component={RouterLink} to={back.to} size="small" startIcon={<ArrowBackIcon />}>
            {back.label}
          </Button>
        </div>
      )}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'flex-start' } }}
      >
        <div>
          <Typography variant="h4" component="h1" sx={{ wordBreak: 'break-word' }}>
            {title}
          </Typography>
          {subtitle && <Typography color="text.secondary">{subtitle}</Typography>}
        </div>
        {actions}
      </Stack>
    </Stack>
  );
}

export function PageLoading() {
  const { t } = useTranslation('common');
  return (
    <Stack sx={{ alignItems: 'center', py: 8 }}>
      <CircularProgress aria-label={t('loading')} />
    </Stack>
  );
}
