// The notifications bell. There is no notification source yet, so it shows a real empty state.
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import { useHeaderMenu } from './use-header-menu';

export function NotificationsMenu() {
  const { t } = useTranslation('layout');
  const menu = useHeaderMenu('dialog');

  return (
    <>
      <Tooltip title={t('notifications.title')}>
        <IconButton {...menu.buttonProps} aria-label={t('notifications.title')}>
          <NotificationsNoneOutlinedIcon />
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
        <Typography id={`${menu.id}-title`} variant="h6" component="h2" sx={{ px: 2.5, py: 1.75 }}>
          {t('notifications.title')}
        </Typography>
        <Divider />
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
          <Typography variant="subtitle1">{t('notifications.empty')}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('notifications.emptyHint')}
          </Typography>
        </Box>
      </Popover>
    </>
  );
}
