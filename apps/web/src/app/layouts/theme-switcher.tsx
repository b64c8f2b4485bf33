import { useId, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import Tooltip from '@mui/material/Tooltip';
import DarkModeOutlinedIcon from '@mui/icons-material/DarkModeOutlined';
import DesktopWindowsOutlinedIcon from '@mui/icons-material/DesktopWindowsOutlined';
import LightModeOutlinedIcon from '@mui/icons-material/LightModeOutlined';
import { THEME_MODES, updatePreferences, usePreferences, type ThemeMode } from '../../lib/preferences';

export const THEME_ICONS: Record<ThemeMode, ComponentType<SvgIconProps>> = {
  light: LightModeOutlinedIcon,
  dark: DarkModeOutlinedIcon,
  system: DesktopWindowsOutlinedIcon,
};

export function ThemeSwitcher() {
  const { t } = useTranslation('layout');
  const { theme } = usePreferences();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const CurrentIcon = THEME_ICONS[theme];

  function handleSelect(mode: ThemeMode) {
    setAnchor(null);
    updatePreferences({ theme: mode });
  }

  return (
    <>
      <Tooltip title={t('theme')}>
        <IconButton
          id={`${id}-button`}
          aria-label={t('theme')}
          aria-haspopup="menu"
          aria-expanded={anchor ? 'true' : undefined}
          aria-controls={anchor ? `${id}-menu` : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <CurrentIcon />
        </IconButton>
      </Tooltip>
      <Menu
        id={`${id}-menu`}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': `${id}-button` }, paper: { sx: { minWidth: 160 } } }}
      >
        {THEME_MODES.map((mode) => {
          const Icon = THEME_ICONS[mode];
          return (
            <MenuItem key={mode} selected={theme === mode} onClick={() => handleSelect(mode)}>
              <ListItemIcon>
                <Icon fontSize="small" />
              </ListItemIcon>
              <ListItemText>{t(`themes.${mode}`)}</ListItemText>
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
