// Account settings → notification: which mails the user wants. Each switch saves at once.
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { NotificationSettings } from '@hatira/shared/profile';
import { translateApiError } from '../../lib/form-errors';
import { notificationsQuery, useUpdateNotifications } from './profile.api';

const SETTINGS = [
  'notifyPendingPosts',
  'notifySubscriptionExpiry',
  'notifyBills',
  'notifyPrintingOrders',
  'notifyInvitationReplies',
] as const;

export function NotificationTab() {
  const { t } = useTranslation('profile');
  const settings = useQuery(notificationsQuery());
  const update = useUpdateNotifications();

  return (
    <Card component="section" aria-labelledby="notification-title">
      <CardContent>
        <Typography id="notification-title" variant="h6" component="h2">
          {t('notification.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
          {t('notification.subtitle')}
        </Typography>
        {settings.isPending && <CircularProgress aria-label={t('common:loading')} />}
        {settings.isError && <Alert severity="error">{translateApiError(t, settings.error)}</Alert>}
        {settings.data && (
          <Stack spacing={2}>
            {SETTINGS.map((name) => (
              <div key={name}>
                <FormControlLabel
                  control={
                    <Switch
                      checked={settings.data[name]}
                      disabled={update.isPending}
                      onChange={(event) =>
                        update.mutate({ [name]: event.target.checked } as Partial<NotificationSettings>)
                      }
                      slotProps={{ input: { 'aria-describedby': `${name}-hint` } }}
                    />
                  }
                  label={t(`notification.${name}`)}
                />
                <FormHelperText id={`${name}-hint`} sx={{ mt: 0, ml: 6 }}>
                  {t(`notification.${name}Hint`)}
                </FormHelperText>
              </div>
            ))}
          </Stack>
        )}
        {update.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {translateApiError(t, update.error)}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
