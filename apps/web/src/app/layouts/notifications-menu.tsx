// The notifications bell: the unread count, pushed by the server while the admin is open
// (features/notifications/unread-count.ts), and on opening the newest entries, loaded with their
// texts only then (notifications-panel.tsx), with "mark all read".
import { lazy, Suspense, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import { watchUnreadCount } from '../../features/notifications/unread-count';
import { api } from '../../lib/api';
import { loadNamespaces } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { useHeaderMenu } from './use-header-menu';

const NotificationsPanel = lazy(() =>
  Promise.all([
    import('../../features/notifications/notifications-panel'),
    loadNamespaces(['notifications']),
  ]).then(([module]) => module),
);

/** The signed-in user's unread count, followed for as long as the bell is shown. */
function useUnreadCount() {
  const token = useSession()?.accessToken;
  const [count, setCount] = useState(0);
  useEffect(() => (token ? watchUnreadCount(setCount) : undefined), [token]);
  return [count, setCount] as const;
}

export function NotificationsMenu() {
  const { t } = useTranslation('layout');
  const menu = useHeaderMenu('dialog');
  const [unreadCount, setUnreadCount] = useUnreadCount();
  const client = useQueryClient();
  const title = t('notifications.title');

  const markAllRead = async () => {
    await api.post('/api/notifications/read', { body: { all: true } }).catch(() => {});
    setUnreadCount(0);
    await client.invalidateQueries({ queryKey: ['notifications'] });
  };

  return (
    <>
      <Tooltip title={title}>
        <IconButton
          {...menu.buttonProps}
          aria-label={unreadCount > 0 ? t('notifications.titleWithCount', { count: unreadCount }) : title}
        >
          <Badge badgeContent={unreadCount} color="error" max={99}>
            <NotificationsNoneOutlinedIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        {...menu.popupProps}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': `${menu.id}-title`,
            sx: { mt: 0.5, width: 360, maxWidth: 'calc(100vw - 32px)' },
          },
        }}
      >
        <Box sx={{ px: 2.5, py: 1.25, display: 'flex', alignItems: 'center', gap: 1, minHeight: 56 }}>
          <Typography id={`${menu.id}-title`} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {title}
          </Typography>
          {unreadCount > 0 && (
            <Button size="small" onClick={() => void markAllRead()}>
              {t('notifications.markAllRead')}
            </Button>
          )}
        </Box>
        <Divider />
        <Suspense
          fallback={
            <Box sx={{ p: 4, display: 'grid', placeItems: 'center' }}>
              <CircularProgress size={24} />
            </Box>
          }
        >
          <NotificationsPanel unreadCount={unreadCount} onClose={menu.close} />
        </Suspense>
      </Popover>
    </>
  );
}
