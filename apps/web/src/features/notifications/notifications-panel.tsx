// The bell's list, loaded with its texts when the bell is first opened (so neither reaches a
// page's first load): the newest entries, unread ones marked, each a link to what it is about
// that also marks it read; the empty state; and a note when the list cannot be loaded.
import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import type { Notification } from '@hatira/shared/notifications';
import { api } from '../../lib/api';
import { notificationText } from './notification-text';

export const NOTIFICATIONS_QUERY_KEY = ['notifications'] as const;

export interface NotificationsPanelProps {
  /** The count the bell knows (pushed): a change reloads the list. */
  unreadCount: number;
  onClose: () => void;
}

export default function NotificationsPanel({ unreadCount, onClose }: NotificationsPanelProps) {
  const { t, i18n } = useTranslation('notifications');
  const { t: tLayout } = useTranslation('layout');
  const client = useQueryClient();
  const list = useQuery({
    queryKey: NOTIFICATIONS_QUERY_KEY,
    queryFn: ({ signal }) => api.get('/api/notifications', { signal }),
  });
  useEffect(() => {
    void client.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY });
  }, [client, unreadCount]);

  const open = (item: Notification) => {
    if (!item.readAt)
      void api
        .post('/api/notifications/read', { body: { ids: [item.id] } })
        .then(() => client.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY }))
        .catch(() => {});
    onClose();
  };

  if (list.isPending)
    return (
      <Box sx={{ p: 4, display: 'grid', placeItems: 'center' }}>
        <CircularProgress size={24} aria-label={t('loading')} />
      </Box>
    );
  if (list.isError)
    return (
      <Typography color="error" sx={{ p: 3 }}>
        {t('loadFailed')}
      </Typography>
    );
  if (list.data.items.length === 0)
    return (
      <Box
        sx={{
          px: 3,
          py: 5,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          textAlign: 'center',
          gap: 1,
        }}
      >
        <Box
          aria-hidden
          sx={{
            width: 56,
            height: 56,
            mb: 1,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'action.hover',
            color: 'text.secondary',
          }}
        >
          <NotificationsNoneOutlinedIcon />
        </Box>
        <Typography variant="subtitle1">{tLayout('notifications.empty')}</Typography>
        <Typography variant="body2" color="text.secondary">
          {tLayout('notifications.emptyHint')}
        </Typography>
      </Box>
    );

  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <List dense disablePadding sx={{ maxHeight: 420, overflowY: 'auto' }}>
      {list.data.items.map((item) => {
        const isUnread = item.readAt === null;
        const content = (
          <ListItemText
            primary={notificationText(t, item, i18n.language)}
            secondary={`${when.format(new Date(item.createdAt))}${isUnread ? ` · ${t('unread')}` : ''}`}
            slotProps={{ primary: { sx: { fontWeight: isUnread ? 600 : 400 } } }}
          />
        );
        const sx = {
          alignItems: 'flex-start',
          borderLeft: 3,
          borderColor: isUnread ? 'primary.main' : 'transparent',
        };
        return item.link ? (
          <ListItemButton key={item.id} component={Link} to={item.link} onClick={() => open(item)} sx={sx}>
            {content}
          </ListItemButton>
        ) : (
          <ListItemButton key={item.id} onClick={() => open(item)} sx={sx}>
            {content}
          </ListItemButton>
        );
      })}
    </List>
  );
}
