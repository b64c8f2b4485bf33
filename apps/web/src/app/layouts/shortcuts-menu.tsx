// A grid of the pages the user may open (the same ability-filtered targets as the menus).
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
import { useHeaderMenu } from './use-header-menu';

export function ShortcutsMenu() {
  const { t } = useTranslation(['layout', 'navigation']);
  const targets = useNavigationTargets();
  const menu = useHeaderMenu();

  return (
    <>
      <Tooltip title={t('layout:shortcuts.title')}>
        <IconButton {...menu.buttonProps} aria-label={t('layout:shortcuts.title')}>
          <GridViewOutlinedIcon />
        </IconButton>
      </Tooltip>
      <Menu
        {...menu.popupProps}
        slotProps={{
          list: {
            'aria-labelledby': `${menu.id}-title`,
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
          id={`${menu.id}-title`}
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
              onClick={() => menu.close()}
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
                {t(`navigation:${target.titleKey}`)}
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
