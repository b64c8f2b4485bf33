import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import LogoutOutlinedIcon from '@mui/icons-material/LogoutOutlined';
import PersonOutlineOutlinedIcon from '@mui/icons-material/PersonOutlineOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import TuneOutlinedIcon from '@mui/icons-material/TuneOutlined';
import { useSignOut } from '../../features/auth/auth-session';
import { useSession } from '../../lib/session';
import { useHeaderMenu } from './use-header-menu';
import { paths } from '@hatira/shared/paths';

/** "Ayşe Nur Yılmaz" → "AY": first and last word, upper-cased in the UI language. */
export function initialsOf(fullName: string, locale: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toLocaleUpperCase(locale);
}

function UserAvatar({
  name,
  src,
  locale,
  size,
}: {
  name: string;
  src: string | null;
  locale: string;
  size: number;
}) {
  return (
    <Avatar
      src={src ?? undefined}
      alt=""
      sx={{
        width: size,
        height: size,
        bgcolor: 'action.selected',
        color: 'primary.main',
        fontSize: size * 0.4,
      }}
    >
      {initialsOf(name, locale)}
    </Avatar>
  );
}

/** The user's name over their role; on the icon rail it fades out (the avatar stays). */
function NameAndRole({
  name,
  roleName,
  isHidden = false,
}: {
  name: string;
  roleName: string;
  isHidden?: boolean;
}) {
  return (
    <Box sx={{ minWidth: 0, opacity: isHidden ? 0 : 1, transition: 'opacity 150ms' }}>
      <Typography variant="subtitle1" color="text.primary" noWrap sx={{ fontWeight: 600 }}>
        {name}
      </Typography>
      <Typography variant="body2" color="text.secondary" noWrap>
        {roleName}
      </Typography>
    </Box>
  );
}

// In the navigation the block sits at the bottom-left edge: its menu opens upwards and to the right.
const ABOVE_START = {
  anchorOrigin: { vertical: 'top', horizontal: 'left' },
  transformOrigin: { vertical: 'bottom', horizontal: 'left' },
} as const;

interface UserMenuProps {
  onOpenCustomizer: () => void;
  /**
   * `header`: the avatar button of the navbar. `navigation`: a block at the bottom of the vertical
   * navigation (avatar, name and role; the avatar alone on the icon rail), for when the navbar is hidden.
   */
  placement?: 'header' | 'navigation';
  isCompact?: boolean;
}

export function UserMenu({ onOpenCustomizer, placement = 'header', isCompact = false }: UserMenuProps) {
  const { t, i18n } = useTranslation('layout');
  const session = useSession();
  const signOut = useSignOut();
  const menu = useHeaderMenu();
  const [isSigningOut, setSigningOut] = useState(false);

  if (!session) return null;
  const { fullName, username, role, avatar } = session.userData;
  const name = fullName || username;
  const roleName = t(`roles.${role}`, { defaultValue: role });

  async function handleSignOut() {
    setSigningOut(true);
    try {
      await signOut();
    } finally {
      setSigningOut(false);
      menu.close();
    }
  }

  const label = t('userMenu.label', { name });
  return (
    <>
      {placement === 'header' ? (
        <IconButton {...menu.buttonProps} aria-label={label} sx={{ p: 0.5, ml: 0.5, borderRadius: '50%' }}>
          <Badge
            overlap="circular"
            variant="dot"
            color="success"
            anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
            sx={{
              '& .MuiBadge-badge': { boxShadow: (theme) => `0 0 0 2px ${theme.palette.background.paper}` },
            }}
          >
            <UserAvatar name={name} src={avatar} locale={i18n.language} size={36} />
          </Badge>
        </IconButton>
      ) : (
        <ButtonBase
          {...menu.buttonProps}
          aria-label={label}
          sx={{
            width: '100%',
            justifyContent: 'flex-start',
            gap: 1.5,
            p: 0.75,
            borderRadius: 1,
            textAlign: 'start',
            '&:hover': { bgcolor: 'action.hover' },
            '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main' },
          }}
        >
          <UserAvatar name={name} src={avatar} locale={i18n.language} size={34} />
          <NameAndRole name={name} roleName={roleName} isHidden={isCompact} />
        </ButtonBase>
      )}
      <Menu
        {...menu.popupProps}
        {...(placement === 'navigation' && ABOVE_START)}
        slotProps={{ list: { 'aria-labelledby': menu.buttonProps.id }, paper: { sx: { width: 240 } } }}
      >
        <ListSubheader disableSticky sx={{ bgcolor: 'transparent', px: 1.5, py: 1, lineHeight: 'normal' }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
            <UserAvatar name={name} src={avatar} locale={i18n.language} size={40} />
            <NameAndRole name={name} roleName={roleName} />
          </Box>
        </ListSubheader>
        <Divider sx={{ my: 0.5 }} />
        <MenuItem component={RouterLink} to={paths.userProfile('profile')} onClick={menu.close}>
          <ListItemIcon>
            <PersonOutlineOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('userMenu.profile')}</ListItemText>
        </MenuItem>
        <MenuItem component={RouterLink} to={paths.accountSettings('account')} onClick={menu.close}>
          <ListItemIcon>
            <SettingsOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('userMenu.settings')}</ListItemText>
        </MenuItem>
        <MenuItem
          onClick={() => {
            menu.close();
            onOpenCustomizer();
          }}
        >
          <ListItemIcon>
            <TuneOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('userMenu.customize')}</ListItemText>
        </MenuItem>
        <Divider sx={{ my: 0.5 }} />
        <MenuItem onClick={() => void handleSignOut()} disabled={isSigningOut} sx={{ color: 'error.main' }}>
          <ListItemIcon sx={{ color: 'inherit' }}>
            <LogoutOutlinedIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('userMenu.signOut')}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
