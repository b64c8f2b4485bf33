// The events a customer sees (SPEC: qr_codes.customerId): listed with a link to each, one can be
// taken back, and one of the subscriber's other events can be given to them.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import type { CustomerDetail } from '@hatira/shared/customers';
import { useCan } from '../../lib/ability';
import { translateApiError } from '../../lib/form-errors';
import { ownEventsQuery, useAssignEvent } from './customers.api';

function formatDate(iso: string | null, language: string): string {
  return iso ? new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso)) : '—';
}

export function CustomerEventsCard({ customer }: { customer: CustomerDetail }) {
  const { t, i18n } = useTranslation('customers');
  // An admin opens events under /qr-management; only the subscriber assigns their own.
  const isAdmin = useCan('manage', 'all');
  const eventPath = isAdmin ? '/qr-management/edit' : '/qr/edit';
  const events = useQuery({ ...ownEventsQuery(), enabled: !isAdmin });
  const assign = useAssignEvent(customer.id);
  const [picked, setPicked] = useState('');
  const assignedIds = new Set(customer.events.map((e) => e.id));
  const choices = (events.data?.items ?? []).filter((e) => !assignedIds.has(e.id));

  return (
    <Card component="section" aria-labelledby="customer-events-title">
      <CardContent>
        <Typography id="customer-events-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('events.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('events.subtitle')}
        </Typography>
        {customer.events.length === 0 ? (
          <Typography color="text.secondary">{t('events.empty')}</Typography>
        ) : (
          <List dense disablePadding aria-label={t('events.title')}>
            {customer.events.map((event) => (
              <ListItem
                key={event.id}
                disableGutters
                secondaryAction={
                  !isAdmin && (
                    <IconButton
                      edge="end"
                      aria-label={t('events.unassign', { title: event.title })}
                      disabled={assign.isPending}
                      onClick={() => assign.mutate({ eventId: event.id, assign: false })}
                    >
                      <LinkOffIcon />
                    </IconButton>
                  )
                }
              >
                <ListItemText
                  primary={
                    <Link component={RouterLink} to={`${eventPath}/${event.id}`} underline="hover">
                      {event.title}
                    </Link>
                  }
                  secondary={formatDate(event.eventDate, i18n.language)}
                />
              </ListItem>
            ))}
          </List>
        )}
        {!isAdmin && (
          <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'flex-start' }}>
            <TextField
              select
              size="small"
              label={t('events.pick')}
              value={picked}
              onChange={(event) => setPicked(event.target.value)}
              sx={{ flex: 1 }}
              disabled={choices.length === 0}
              helperText={choices.length === 0 && events.isSuccess ? t('events.noChoices') : undefined}
            >
              {choices.map((event) => (
                <MenuItem key={event.id} value={event.id}>
                  {event.title}
                </MenuItem>
              ))}
            </TextField>
            <Button
              variant="outlined"
              disabled={!picked || assign.isPending}
              onClick={() =>
                assign.mutate({ eventId: picked, assign: true }, { onSuccess: () => setPicked('') })
              }
            >
              {t('events.assign')}
            </Button>
          </Stack>
        )}
        {assign.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {translateApiError(t, assign.error)}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
