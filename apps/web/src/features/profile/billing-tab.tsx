// Account settings → billing-plans: the subscription in force, its limits and what is used of
// them, its end date, and the way to the subscription flow (purchase and bills come with billing).
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ProfilePlan } from '@hatira/shared/profile';
import { useSession } from '../../lib/session';
import { translateApiError } from '../../lib/form-errors';
import { planQuery } from './profile.api';

const DAY_MS = 24 * 60 * 60 * 1000;

function formatBytes(bytes: number, language: string): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${new Intl.NumberFormat(language, { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value)} ${units[unit]}`;
}

function Usage({ label, used, limit, text }: { label: string; used: number; limit: number; text: string }) {
  const percent = limit > 0 ? Math.min(100, (used / limit) * 100) : 0;
  return (
    <Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 0.5 }}>
        <Typography variant="body2" fontWeight={500}>
          {label}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {text}
        </Typography>
      </Stack>
      <LinearProgress
        variant="determinate"
        value={percent}
        color={percent >= 90 ? 'error' : percent >= 75 ? 'warning' : 'primary'}
        aria-label={label}
      />
    </Box>
  );
}

function CurrentPlan({ plan }: { plan: ProfilePlan }) {
  const { t, i18n } = useTranslation('profile');
  const language = i18n.language;
  const { subscription, usage } = plan;
  if (!subscription) return <Alert severity="warning">{t('billing.none')}</Alert>;
  const daysLeft = Math.max(0, Math.ceil((Date.parse(subscription.endsAt) - Date.now()) / DAY_MS));
  const endsOn = new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(
    new Date(subscription.endsAt),
  );
  const number = (n: number) => new Intl.NumberFormat(language).format(n);
  const { limits } = subscription;
  return (
    <Grid container spacing={4}>
      <Grid size={{ xs: 12, md: 6 }}>
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="h5" component="p">
              {subscription.planName}
            </Typography>
            <Chip size="small" color="primary" label={t(`billing.type.${subscription.planType}`)} />
          </Stack>
          <Typography>{t('billing.endsOn', { date: endsOn })}</Typography>
          {daysLeft <= 7 && <Alert severity="warning">{t('billing.endsSoon', { count: daysLeft })}</Alert>}
          <Typography variant="body2" color="text.secondary">
            {t('billing.limits', {
              albums: number(limits.maxAlbumsPerEvent),
              posts: number(limits.maxPostsPerAlbum),
            })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t(limits.videoAllowed ? 'billing.videoAllowed' : 'billing.videoNotAllowed')}
          </Typography>
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Stack spacing={3}>
          <Usage
            label={t('billing.events')}
            used={usage.events}
            limit={limits.maxEvents}
            text={t('billing.usedOf', { used: number(usage.events), limit: number(limits.maxEvents) })}
          />
          <Usage
            label={t('billing.storage')}
            used={usage.storageBytes}
            limit={limits.storageQuotaBytes}
            text={t('billing.usedOf', {
              used: formatBytes(usage.storageBytes, language),
              limit: formatBytes(limits.storageQuotaBytes, language),
            })}
          />
        </Stack>
      </Grid>
    </Grid>
  );
}

export function BillingTab() {
  const { t } = useTranslation('profile');
  const role = useSession()?.userData.role;
  const plan = useQuery({ ...planQuery(), enabled: role === 'subscriber' });
  return (
    <Card component="section" aria-labelledby="billing-title">
      <CardContent>
        <Typography id="billing-title" variant="h6" component="h2" sx={{ mb: 3 }}>
          {t('billing.title')}
        </Typography>
        {role !== 'subscriber' ? (
          <Typography color="text.secondary">
            {t(role === 'customer' ? 'billing.customer' : 'billing.notSubscriber')}
          </Typography>
        ) : plan.isPending ? (
          <CircularProgress aria-label={t('common:loading')} />
        ) : plan.isError ? (
          <Alert severity="error">{translateApiError(t, plan.error)}</Alert>
        ) : (
          <Stack spacing={3}>
            <CurrentPlan plan={plan.data} />
            <Box>
              <Button component={RouterLink} to="/subscription" variant="contained">
                {t(plan.data.subscription ? 'billing.change' : 'billing.choose')}
              </Button>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {t('billing.comingSoon')}
              </Typography>
            </Box>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
