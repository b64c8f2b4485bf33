import type { ComponentType } from 'react';
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
import { useHeaderMenu } from './use-header-menu';
import { THEME_MODES, updatePreferences, usePreferences, type ThemeMode } from '../../lib/preferences';

export const THEME_ICONS: Record<ThemeMode, ComponentType<SvgIconProps>> = {
  light: LightModeOutlinedIcon,
  dark: DarkModeOutlinedIcon,
  system: DesktopWindowsOutlinedIcon,
};

export function ThemeSwitcher() {
  const { t } = useTranslation('layout');
  const { theme } = usePreferences();
  const menu = useHeaderMenu();
  const CurrentIcon = THEME_ICONS[theme];

  function handleSelect(mode: ThemeMode) {
    menu.close();
    updatePreferences({ theme: mode });
  }

  return (
    <>
      <Tooltip title={t('theme')}>
        <IconButton {...menu.buttonProps} aria-label={t('theme')}>
          <CurrentIcon />
        </IconButton>
      </Tooltip>
      <Menu
        {...menu.popupProps}
        slotProps={{ list: { 'aria-labelledby': menu.buttonProps.id }, paper: { sx: { minWidth: 160 } } }}
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
