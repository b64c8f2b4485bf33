// A subscriber's or customer's dashboard: their events with upload and pending counts, what waits
// for approval, storage against the plan's quota, and when the subscription ends.
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import EventOutlined from '@mui/icons-material/EventOutlined';
import HourglassBottomOutlined from '@mui/icons-material/HourglassBottomOutlined';
import PendingActionsOutlined from '@mui/icons-material/PendingActionsOutlined';
import StorageOutlined from '@mui/icons-material/StorageOutlined';
import AddIcon from '@mui/icons-material/Add';
import type { OwnerDashboard as OwnerData } from '@hatira/shared/dashboard';
import { PlanWarning } from '../../components/plan-warning/plan-warning';
import { useCan } from '../../lib/ability';
import { daysUntil, formatDay, formatStorage } from './format';
import { StatCard, StatGrid } from './stat-card';

/** Under this many days left, the expiry card turns to the warning colour. */
export const EXPIRY_WARNING_DAYS = 14;

const moderateLink = (data: OwnerData, eventId?: string) =>
  eventId ? `${data.moderationPath}?event=${encodeURIComponent(eventId)}` : data.moderationPath;

function StorageCard({ storage }: { storage: OwnerData['storage'] }) {
  const { t, i18n } = useTranslation('dashboard');
  const used = formatStorage(storage.usedBytes, i18n.language);
  const quota = storage.quotaBytes;
  const percent = quota ? Math.min(100, (storage.usedBytes / quota) * 100) : 0;
  const color = percent >= 90 ? 'error' : percent >= 75 ? 'warning' : 'primary';
  return (
    <StatCard label={t('stats.storageUsed')} value={used} icon={StorageOutlined}>
      {quota ? (
        <>
          <LinearProgress
            variant="determinate"
            value={percent}
            color={color}
            aria-label={t('storage.progress')}
            sx={{ my: 1, height: 8, borderRadius: 4 }}
          />
          <Typography variant="body2" color="text.secondary">
            {t('storage.ofQuota', {
              quota: formatStorage(quota, i18n.language),
              percent: Math.round(percent),
            })}
          </Typography>
        </>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('storage.noQuota')}
        </Typography>
      )}
    </StatCard>
  );
}

function ExpiryCard({ subscription }: { subscription: OwnerData['subscription'] }) {
  const { t, i18n } = useTranslation('dashboard');
  if (!subscription)
    return (
      <StatCard
        label={t('subscription.title')}
        value={t('subscription.none')}
        icon={HourglassBottomOutlined}
        color="error"
      />
    );
  const days = daysUntil(subscription.endsAt);
  return (
    <StatCard
      label={t('subscription.title')}
      value={formatDay(subscription.endsAt, i18n.language, { dateStyle: 'medium' })}
      icon={HourglassBottomOutlined}
      color={days < EXPIRY_WARNING_DAYS ? 'warning' : 'success'}
    >
      <Typography variant="body2" color="text.secondary">
        {subscription.planName} · {t('subscription.daysLeft', { count: days })}
      </Typography>
    </StatCard>
  );
}

/** "No events yet", and the way to the first one for those who may create events. */
function NoEvents() {
  const { t } = useTranslation('dashboard');
  const canCreate = useCan('create', 'subscriber');
  return (
    <Stack spacing={2} sx={{ mt: 1, alignItems: 'flex-start' }}>
      <Typography color="text.secondary">{t('events.empty')}</Typography>
      {canCreate && (
        <Button component={RouterLink} to="/qr/add" variant="contained" startIcon={<AddIcon />}>
          {t('events.createFirst')}
        </Button>
      )}
    </Stack>
  );
}

function EventsTable({ data }: { data: OwnerData }) {
  const { t, i18n } = useTranslation('dashboard');
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <Card component="section" aria-labelledby="dashboard-events">
      <CardContent>
        <Typography id="dashboard-events" variant="h6" component="h2">
          {t('events.title')}
        </Typography>
        {data.events.length === 0 ? (
          <NoEvents />
        ) : (
          <TableContainer>
            <Table size="small" aria-labelledby="dashboard-events">
              <TableHead>
                <TableRow>
                  <TableCell>{t('events.event')}</TableCell>
                  <TableCell>{t('events.date')}</TableCell>
                  <TableCell align="right">{t('events.posts')}</TableCell>
                  <TableCell align="right">{t('events.media')}</TableCell>
                  <TableCell align="right">{t('events.pending')}</TableCell>
                  <TableCell align="right">
                    <Box component="span" sx={{ visibility: 'hidden' }}>
                      {t('events.actions')}
                    </Box>
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.events.map((event) => (
                  <TableRow key={event.id}>
                    <TableCell component="th" scope="row">
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                        <span>{event.title}</span>
                        {!event.isActive && <Chip size="small" label={t('events.inactive')} />}
                      </Stack>
                    </TableCell>
                    <TableCell>
                      {event.eventDate
                        ? formatDay(event.eventDate, i18n.language, { dateStyle: 'medium' })
                        : '—'}
                    </TableCell>
                    <TableCell align="right">{number.format(event.postCount)}</TableCell>
                    <TableCell align="right">{number.format(event.mediaCount)}</TableCell>
                    <TableCell align="right">
                      {event.pendingCount > 0 ? (
                        <Chip size="small" color="warning" label={number.format(event.pendingCount)} />
                      ) : (
                        number.format(0)
                      )}
                    </TableCell>
                    <TableCell align="right">
                      <Button
                        component={RouterLink}
                        to={moderateLink(data, event.id)}
                        size="small"
                        aria-label={t('events.moderateEvent', { title: event.title })}
                      >
                        {t('events.moderate')}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        {data.eventsTotal > data.events.length && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('events.showing', { shown: data.events.length, total: data.eventsTotal })}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

export function OwnerDashboard({ data }: { data: OwnerData }) {
  const { t, i18n } = useTranslation('dashboard');
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <Stack spacing={3}>
      <PlanWarning />
      <StatGrid>
        <StatCard label={t('stats.events')} value={number.format(data.eventsTotal)} icon={EventOutlined} />
        <StatCard
          label={t('stats.pendingPosts')}
          value={number.format(data.pendingPosts)}
          icon={PendingActionsOutlined}
          color={data.pendingPosts > 0 ? 'warning' : 'success'}
        >
          <Link component={RouterLink} to={moderateLink(data)} variant="body2">
            {t('stats.moderate')}
          </Link>
        </StatCard>
        <StorageCard storage={data.storage} />
        <ExpiryCard subscription={data.subscription} />
      </StatGrid>
      <EventsTable data={data} />
    </Stack>
  );
}
