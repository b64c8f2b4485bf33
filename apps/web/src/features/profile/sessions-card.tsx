// The user's signed-in sessions: device, address, last seen; each other one can be ended, or all
// of them at once ("sign out everywhere else"). The current one is marked and ends by signing out.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ComputerOutlinedIcon from '@mui/icons-material/ComputerOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import DevicesOtherOutlinedIcon from '@mui/icons-material/DevicesOtherOutlined';
import PhoneIphoneOutlinedIcon from '@mui/icons-material/PhoneIphoneOutlined';
import TabletMacOutlinedIcon from '@mui/icons-material/TabletMacOutlined';
import type { Session } from '@hatira/shared/sessions';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog';
import { translateApiError } from '../../lib/form-errors';
import { sessionsQuery, useRevokeOtherSessions, useRevokeSession } from './profile.api';

export const DEVICE_ICONS = {
  desktop: ComputerOutlinedIcon,
  mobile: PhoneIphoneOutlinedIcon,
  tablet: TabletMacOutlinedIcon,
  unknown: DevicesOtherOutlinedIcon,
} as const;

export function formatDateTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

export function deviceName(session: Pick<Session, 'browser' | 'os'>, unknown: string): string {
  return [session.browser, session.os].filter(Boolean).join(' · ') || unknown;
}

export function SessionsCard() {
  const { t, i18n } = useTranslation('profile');
  const sessions = useQuery(sessionsQuery());
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const [isConfirming, setConfirming] = useState(false);
  const items = sessions.data?.items ?? [];
  const others = items.filter((s) => !s.isCurrent);
  const error = revoke.error ?? revokeOthers.error;

  return (
    <Card component="section" aria-labelledby="sessions-title">
      <CardContent>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
        >
          <div>
            <Typography id="sessions-title" variant="h6" component="h2">
              {t('sessions.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('sessions.subtitle')}
            </Typography>
          </div>
          <Button
            variant="outlined"
            color="error"
            disabled={others.length === 0 || revokeOthers.isPending}
            onClick={() => setConfirming(true)}
          >
            {t('sessions.signOutOthers')}
          </Button>
        </Stack>
        {sessions.isPending && <CircularProgress aria-label={t('common:loading')} />}
        {sessions.isError && <Alert severity="error">{translateApiError(t, sessions.error)}</Alert>}
        {error && <Alert severity="error">{translateApiError(t, error)}</Alert>}
        <List aria-label={t('sessions.title')}>
          {items.map((session) => {
            const Icon = DEVICE_ICONS[session.deviceType];
            const name = deviceName(session, t('sessions.unknownDevice'));
            return (
              <ListItem
                key={session.id}
                divider
                secondaryAction={
                  session.isCurrent ? (
                    <Chip size="small" color="primary" label={t('sessions.current')} />
                  ) : (
                    <Tooltip title={t('sessions.revoke')}>
                      <IconButton
                        edge="end"
                        aria-label={t('sessions.revokeNamed', { device: name })}
                        disabled={revoke.isPending}
                        onClick={() => revoke.mutate(session.id)}
                      >
                        <DeleteOutlineIcon />
                      </IconButton>
                    </Tooltip>
                  )
                }
              >
                <ListItemIcon>
                  <Icon />
                </ListItemIcon>
                <ListItemText
                  primary={name}
                  secondary={t('sessions.details', {
                    ip: session.ip ?? t('sessions.unknownIp'),
                    lastSeen: formatDateTime(session.lastSeenAt, i18n.language),
                  })}
                />
              </ListItem>
            );
          })}
        </List>
      </CardContent>
      <ConfirmDialog
        open={isConfirming}
        title={t('sessions.confirmTitle')}
        message={t('sessions.confirmText', { count: others.length })}
        confirmLabel={t('sessions.signOutOthers')}
        onConfirm={() => revokeOthers.mutateAsync()}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
}
