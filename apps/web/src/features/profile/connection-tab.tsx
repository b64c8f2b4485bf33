// Account settings → connection: the devices this account is signed in on, one line per device
// (browser and system) with its sessions and when it was last used. No social-network links: the
// product has none. Ending sessions is on the security tab.
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { Session } from '@hatira/shared/sessions';
import { translateApiError } from '../../lib/form-errors';
import { sessionsQuery } from './profile.api';
import { DEVICE_ICONS, deviceName, formatDateTime } from './sessions-card';
import { paths } from '@hatira/shared/paths';

interface Device {
  name: string;
  deviceType: Session['deviceType'];
  sessions: number;
  lastSeenAt: string;
  isCurrent: boolean;
}

export function devicesOf(sessions: readonly Session[], unknown: string): Device[] {
  const byName = new Map<string, Device>();
  for (const session of sessions) {
    const name = deviceName(session, unknown);
    const device = byName.get(name) ?? {
      name,
      deviceType: session.deviceType,
      sessions: 0,
      lastSeenAt: session.lastSeenAt,
      isCurrent: false,
    };
    device.sessions++;
    if (session.lastSeenAt > device.lastSeenAt) device.lastSeenAt = session.lastSeenAt;
    device.isCurrent ||= session.isCurrent;
    byName.set(name, device);
  }
  return [...byName.values()].sort((a, b) => b.lastSeenAt.localeCompare(a.lastSeenAt));
}

export function ConnectionTab() {
  const { t, i18n } = useTranslation('profile');
  const sessions = useQuery(sessionsQuery());
  const devices = devicesOf(sessions.data?.items ?? [], t('sessions.unknownDevice'));
  return (
    <Card component="section" aria-labelledby="connection-title">
      <CardContent>
        <Typography id="connection-title" variant="h6" component="h2">
          {t('connection.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('connection.subtitle')}
        </Typography>
        {sessions.isPending && <CircularProgress aria-label={t('common:loading')} />}
        {sessions.isError && <Alert severity="error">{translateApiError(t, sessions.error)}</Alert>}
        <List aria-label={t('connection.title')}>
          {devices.map((device) => {
            const Icon = DEVICE_ICONS[device.deviceType];
            return (
              <ListItem
                key={device.name}
                divider
                secondaryAction={
                  device.isCurrent && <Chip size="small" color="primary" label={t('connection.thisDevice')} />
                }
              >
                <ListItemIcon>
                  <Icon />
                </ListItemIcon>
                <ListItemText
                  primary={device.name}
                  secondary={t('connection.details', {
                    count: device.sessions,
                    lastSeen: formatDateTime(device.lastSeenAt, i18n.language),
                  })}
                />
              </ListItem>
            );
          })}
        </List>
        <Button component={RouterLink} to={paths.accountSettings('security')} sx={{ mt: 1 }}>
          {t('connection.manage')}
        </Button>
      </CardContent>
    </Card>
  );
}
