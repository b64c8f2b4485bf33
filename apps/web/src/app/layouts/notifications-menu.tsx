// The notifications bell. There is no notification source yet, so it shows a real empty state.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';

export function NotificationsMenu() {
  const { t } = useTranslation('layout');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();

  return (
    <>
      <Tooltip title={t('notifications.title')}>
        <IconButton
          aria-label={t('notifications.title')}
          aria-haspopup="dialog"
          aria-expanded={anchor ? 'true' : undefined}
          aria-controls={anchor ? `${id}-panel` : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <NotificationsNoneOutlinedIcon />
        </IconButton>
      </Tooltip>
      <Popover
        id={`${id}-panel`}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': `${id}-title`,
            sx: { mt: 0.5, width: 360, maxWidth: 'calc(100vw - 32px)' },
          },
        }}
      >
        <Typography id={`${id}-title`} variant="h6" component="h2" sx={{ px: 2.5, py: 1.75 }}>
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
