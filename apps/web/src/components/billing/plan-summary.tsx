// The plan in force (or its absence), its limits, its end date and what is used of it: the
// account settings' billing tab and the subscription page show it (texts: the `billing` namespace).
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ProfilePlan } from '@hatira/shared/profile';
import { formatBytes } from './format';

const DAY_MS = 24 * 60 * 60 * 1000;

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

export function PlanSummary({ plan }: { plan: ProfilePlan }) {
  const { t, i18n } = useTranslation('billing');
  const language = i18n.language;
  const { subscription, usage } = plan;
  if (!subscription) return <Alert severity="warning">{t('plan.none')}</Alert>;
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
            <Chip size="small" color="primary" label={t(`plan.type.${subscription.planType}`)} />
          </Stack>
          <Typography>{t('plan.endsOn', { date: endsOn })}</Typography>
          {daysLeft <= 7 && <Alert severity="warning">{t('plan.endsSoon', { count: daysLeft })}</Alert>}
          <Typography variant="body2" color="text.secondary">
            {t('plan.limits', {
              albums: number(limits.maxAlbumsPerEvent),
              posts: number(limits.maxPostsPerAlbum),
            })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t(limits.videoAllowed ? 'plan.videoAllowed' : 'plan.videoNotAllowed')}
          </Typography>
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Stack spacing={3}>
          <Usage
            label={t('plan.events')}
            used={usage.events}
            limit={limits.maxEvents}
            text={t('plan.usedOf', { used: number(usage.events), limit: number(limits.maxEvents) })}
          />
          <Usage
            label={t('plan.storage')}
            used={usage.storageBytes}
            limit={limits.storageQuotaBytes}
            text={t('plan.usedOf', {
              used: formatBytes(usage.storageBytes, language),
              limit: formatBytes(limits.storageQuotaBytes, language),
            })}
          />
        </Stack>
      </Grid>
    </Grid>
  );
}
