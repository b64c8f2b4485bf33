// The navbar: sticky, static or hidden per preference, optionally blurred. In the vertical layout
// it floats as a rounded bar above the content; in the horizontal layout it spans the page with
// the product mark on the left.
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import SearchIcon from '@mui/icons-material/Search';
import { usePreferences } from '../../lib/preferences';
import { BrandLogo } from './brand-logo';
import { LanguageSwitcher } from './language-switcher';
import { CONTENT_MAX_WIDTH, HEADER_HEIGHT } from './layout-constants';
import { NotificationsMenu } from './notifications-menu';
import { ShortcutsMenu } from './shortcuts-menu';
import { ThemeSwitcher } from './theme-switcher';
import { UserMenu } from './user-menu';

interface AppHeaderProps {
  isHorizontal: boolean;
  /** Below the overlay breakpoint: show the menu button that opens the navigation drawer. */
  isOverlay: boolean;
  onOpenNav: () => void;
  onOpenSearch: () => void;
  onOpenCustomizer: () => void;
}

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

export function AppHeader({
  isHorizontal,
  isOverlay,
  onOpenNav,
  onOpenSearch,
  onOpenCustomizer,
}: AppHeaderProps) {
  const { t } = useTranslation('layout');
  const { navbarType, navbarBlur, contentWidth, skin } = usePreferences();
  // A hidden navbar would leave small screens without a way to open the navigation.
  if (navbarType === 'hidden' && !isOverlay) return null;

  const isSticky = navbarType === 'sticky';
  const isFloating = !isHorizontal;
  const maxWidth = contentWidth === 'boxed' ? CONTENT_MAX_WIDTH : 'none';

  return (
    <Box
      component="header"
      sx={{
        position: isSticky ? 'sticky' : 'relative',
        top: 0,
        zIndex: (theme) => theme.zIndex.appBar,
        px: isFloating ? { xs: 2, md: 3 } : 0,
        pt: isFloating ? 1.5 : 0,
        mx: isFloating ? 'auto' : 0,
        width: '100%',
        maxWidth: isFloating ? maxWidth : 'none',
        // The floating bar leaves a gap above it: fade the content scrolling under it.
        ...(isFloating &&
          isSticky && {
            '&::before': {
              content: '""',
              position: 'absolute',
              inset: 0,
              zIndex: -1,
              pointerEvents: 'none',
              background: (theme) => {
                const color = theme.palette.background.default;
                return `linear-gradient(180deg, ${alpha(color, 0.95)} 45%, ${alpha(color, 0.5)} 75%, ${alpha(color, 0)})`;
              },
            },
          }),
        ...(!isFloating && {
          bgcolor: (theme) => alpha(theme.palette.background.paper, navbarBlur ? 0.85 : 1),
          backdropFilter: navbarBlur ? 'blur(8px)' : 'none',
          borderBottom: 1,
          borderColor: 'divider',
        }),
      }}
    >
      <Box
        sx={{
          height: isFloating ? HEADER_HEIGHT - 12 : HEADER_HEIGHT,
          mx: 'auto',
          maxWidth: isFloating ? 'none' : maxWidth,
          px: isFloating ? 1.5 : { xs: 2, md: 3 },
          display: 'flex',
          alignItems: 'center',
          gap: 0.5,
          ...(isFloating && {
            borderRadius: 1.25,
            bgcolor: (theme) => alpha(theme.palette.background.paper, navbarBlur && isSticky ? 0.85 : 1),
            backdropFilter: navbarBlur && isSticky ? 'blur(8px)' : 'none',
            boxShadow: (theme) => (skin === 'bordered' ? 'none' : theme.shadows[3]),
            border: skin === 'bordered' ? 1 : 0,
            borderColor: 'divider',
          }),
        }}
      >
        {isOverlay && (
          <IconButton aria-label={t('nav.open')} onClick={onOpenNav} edge="start">
            <MenuIcon />
          </IconButton>
        )}
        {isHorizontal && !isOverlay && (
          <Box sx={{ mr: 3 }}>
            <BrandLogo />
          </Box>
        )}
        <SearchButton onClick={onOpenSearch} />
        <Box sx={{ flex: 1 }} />
        <LanguageSwitcher />
        <ThemeSwitcher />
        <ShortcutsMenu />
        <NotificationsMenu />
        <UserMenu onOpenCustomizer={onOpenCustomizer} />
      </Box>
    </Box>
  );
}

function SearchButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('layout');
  const shortcut = isMac ? '⌘K' : 'Ctrl+K';
  return (
    <ButtonBase
      onClick={onClick}
      aria-label={t('search.open', { shortcut })}
      aria-keyshortcuts={isMac ? 'Meta+K' : 'Control+K'}
      sx={{
        gap: 1,
        px: 1,
        py: 0.75,
        borderRadius: 1,
        color: 'text.secondary',
        '&:hover': { bgcolor: 'action.hover' },
        '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main' },
      }}
    >
      <SearchIcon />
      <Typography component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
        {t('search.label')}
      </Typography>
      <Typography
        component="kbd"
        aria-hidden
        sx={{
          display: { xs: 'none', md: 'inline' },
          fontFamily: 'inherit',
          fontSize: '0.75rem',
          px: 0.75,
          py: 0.125,
          borderRadius: 0.5,
          border: 1,
          borderColor: 'divider',
          color: 'text.disabled',
        }}
      >
        {shortcut}
      </Typography>
    </ButtonBase>
  );
}
