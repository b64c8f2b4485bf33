// A grid of the pages the user may open (the same ability-filtered targets as the menus).
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import GridViewOutlinedIcon from '@mui/icons-material/GridViewOutlined';
import { useNavigationTargets } from '../navigation';

export function ShortcutsMenu() {
  const { t } = useTranslation(['layout', 'navigation']);
  const targets = useNavigationTargets();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();

  return (
    <>
      <Tooltip title={t('layout:shortcuts.title')}>
        <IconButton
          id={`${id}-button`}
          aria-label={t('layout:shortcuts.title')}
          aria-haspopup="menu"
          aria-expanded={anchor ? 'true' : undefined}
          aria-controls={anchor ? `${id}-menu` : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <GridViewOutlinedIcon />
        </IconButton>
      </Tooltip>
      <Menu
        id={`${id}-menu`}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          list: {
            'aria-labelledby': `${id}-title`,
            sx: {
              display: 'grid',
              gridTemplateColumns: targets.length > 1 ? '1fr 1fr' : '1fr',
              gap: 0.5,
              p: 1,
            },
          },
          paper: { sx: { width: 340, maxWidth: 'calc(100vw - 32px)' } },
        }}
      >
        <ListSubheader
          id={`${id}-title`}
          disableSticky
          sx={{
            gridColumn: '1 / -1',
            bgcolor: 'transparent',
            color: 'text.primary',
            typography: 'h6',
            lineHeight: 2.5,
          }}
        >
          {t('layout:shortcuts.title')}
        </ListSubheader>
        <Divider sx={{ gridColumn: '1 / -1', mb: 0.5 }} />
        {targets.map((target) => {
          const Icon = target.icon;
          return (
            <MenuItem
              key={target.key}
              component={RouterLink}
              to={target.to}
              onClick={() => setAnchor(null)}
              sx={{ flexDirection: 'column', gap: 1, py: 2, whiteSpace: 'normal', textAlign: 'center' }}
            >
              <Box
                aria-hidden
                sx={{
                  width: 46,
                  height: 46,
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  bgcolor: 'action.selected',
                  color: 'primary.main',
                }}
              >
                <Icon />
              </Box>
              <Typography variant="body2" sx={{ fontWeight: 500 }}>
                {t(`navigation:${target.key}`)}
              </Typography>
            </MenuItem>
          );
        })}
        {targets.length === 0 && (
          <ListSubheader
            disableSticky
            sx={{ bgcolor: 'transparent', typography: 'body2', py: 2, textAlign: 'center' }}
          >
            {t('layout:shortcuts.empty')}
          </ListSubheader>
        )}
      </Menu>
    </>
  );
}
