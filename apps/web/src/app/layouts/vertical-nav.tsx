// The vertical navigation: a permanent drawer that collapses to an icon rail (and opens again
// while hovered or focused), or, below the overlay breakpoint, a temporary drawer over the page.
// With the navbar hidden, the permanent drawer carries the user menu at its bottom: otherwise
// nothing would be left to sign out with.
import { useState, type FocusEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import CloseIcon from '@mui/icons-material/Close';
import KeyboardDoubleArrowLeftIcon from '@mui/icons-material/KeyboardDoubleArrowLeft';
import KeyboardDoubleArrowRightIcon from '@mui/icons-material/KeyboardDoubleArrowRight';
import { updatePreferences, usePreferences } from '../../lib/preferences';
import { useActiveItemKey, useNavBadge, useNavigationItems, type NavItem } from '../navigation';
import { BrandLogo } from './brand-logo';
import { NavCountBadge } from './nav-badge';
import { VISUALLY_HIDDEN as visuallyHidden } from '../../components/visually-hidden';
import { HEADER_HEIGHT, NAV_COLLAPSED_WIDTH, NAV_WIDTH } from './layout-constants';
import { UserMenu } from './user-menu';

interface VerticalNavProps {
  /** Below the overlay breakpoint: a temporary drawer opened by the header's menu button. */
  isOverlay: boolean;
  isOverlayOpen: boolean;
  onOverlayClose: () => void;
  onOpenCustomizer: () => void;
}

export function VerticalNav({
  isOverlay,
  isOverlayOpen,
  onOverlayClose,
  onOpenCustomizer,
}: VerticalNavProps) {
  const { t } = useTranslation('layout');
  const { verticalNavCollapsed, navbarType } = usePreferences();
  const [isPeeking, setPeeking] = useState(false);

  if (isOverlay) {
    return (
      <Drawer
        variant="temporary"
        open={isOverlayOpen}
        onClose={onOverlayClose}
        ModalProps={{ keepMounted: true }}
        slotProps={{ paper: { component: 'nav', 'aria-label': t('nav.label'), sx: { width: NAV_WIDTH } } }}
      >
        <NavHeader>
          <IconButton aria-label={t('nav.close')} onClick={onOverlayClose} edge="end">
            <CloseIcon />
          </IconButton>
        </NavHeader>
        <NavList isCompact={false} onNavigate={onOverlayClose} />
      </Drawer>
    );
  }

  const isCompact = verticalNavCollapsed && !isPeeking;
  return (
    <Box
      sx={{
        width: verticalNavCollapsed ? NAV_COLLAPSED_WIDTH : NAV_WIDTH,
        flexShrink: 0,
        transition: (theme) =>
          theme.transitions.create('width', { duration: theme.transitions.duration.shorter }),
      }}
    >
      <Drawer
        variant="permanent"
        slotProps={{
          paper: {
            component: 'nav',
            'aria-label': t('nav.label'),
            onMouseEnter: () => setPeeking(true),
            onMouseLeave: () => setPeeking(false),
            onFocus: () => setPeeking(true),
            onBlur: (event: FocusEvent<HTMLElement>) => {
              if (!event.currentTarget.contains(event.relatedTarget)) setPeeking(false);
            },
            sx: {
              width: isCompact ? NAV_COLLAPSED_WIDTH : NAV_WIDTH,
              overflowX: 'hidden',
              transition: (theme) => theme.transitions.create(['width', 'box-shadow']),
              boxShadow: (theme) => (verticalNavCollapsed && isPeeking ? theme.shadows[8] : 'none'),
            },
          },
        }}
      >
        <NavHeader isCompact={isCompact}>
          {!isCompact && (
            <IconButton
              aria-label={verticalNavCollapsed ? t('nav.expand') : t('nav.collapse')}
              aria-pressed={verticalNavCollapsed}
              onClick={() => updatePreferences({ verticalNavCollapsed: !verticalNavCollapsed })}
              size="small"
              edge="end"
            >
              {verticalNavCollapsed ? <KeyboardDoubleArrowRightIcon /> : <KeyboardDoubleArrowLeftIcon />}
            </IconButton>
          )}
        </NavHeader>
        <NavList isCompact={isCompact} />
        {navbarType === 'hidden' && (
          <Box sx={{ flexShrink: 0, px: 1.5, py: 1.25, borderTop: 1, borderColor: 'divider' }}>
            <UserMenu placement="navigation" isCompact={isCompact} onOpenCustomizer={onOpenCustomizer} />
          </Box>
        )}
      </Drawer>
    </Box>
  );
}

function NavHeader({ isCompact = false, children }: { isCompact?: boolean; children?: ReactNode }) {
  return (
    <Box
      sx={{
        height: HEADER_HEIGHT,
        flexShrink: 0,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        pl: isCompact ? 2.375 : 2.75,
        pr: 1.75,
        transition: (theme) => theme.transitions.create('padding'),
      }}
    >
      <BrandLogo isCompact={isCompact} />
      {children}
    </Box>
  );
}

function NavList({ isCompact, onNavigate }: { isCompact: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation('navigation');
  const sections = useNavigationItems();
  const activeKey = useActiveItemKey();

  return (
    <Box sx={{ flex: 1, overflowY: 'auto', overflowX: 'hidden', px: 1.5, pb: 2 }}>
      {sections.map((section) => (
        <List
          key={section.key}
          dense
          aria-labelledby={`nav-section-${section.key}`}
          subheader={
            <ListSubheader
              id={`nav-section-${section.key}`}
              disableSticky
              sx={{
                bgcolor: 'transparent',
                lineHeight: '2.25rem',
                mt: 1,
                px: 1.5,
                fontSize: '0.75rem',
                fontWeight: 500,
                letterSpacing: '0.06em',
                textTransform: 'uppercase',
                color: 'text.disabled',
                whiteSpace: 'nowrap',
                overflow: 'hidden',
                textOverflow: 'ellipsis',
              }}
            >
              {isCompact ? (
                <Box aria-hidden component="span" sx={{ display: 'block', width: 18, mt: 2, borderTop: 1 }} />
              ) : (
                t(`sections.${section.key}`)
              )}
              {isCompact && (
                <Box component="span" sx={visuallyHidden}>
                  {t(`sections.${section.key}`)}
                </Box>
              )}
            </ListSubheader>
          }
        >
          {section.items.map((item) => (
            <NavEntry
              key={item.key}
              item={item}
              title={t(item.titleKey)}
              isActive={item.key === activeKey}
              isCompact={isCompact}
              onNavigate={onNavigate}
            />
          ))}
        </List>
      ))}
    </Box>
  );
}

interface NavEntryProps {
  item: NavItem;
  title: string;
  isActive: boolean;
  isCompact: boolean;
  onNavigate: (() => void) | undefined;
}

function NavEntry({ item, title, isActive, isCompact, onNavigate }: NavEntryProps) {
  const Icon = item.icon;
  const badge = useNavBadge(item);
  return (
    <ListItemButton
      component={Link}
      to={item.to}
      selected={isActive}
      aria-current={isActive ? 'page' : undefined}
      onClick={onNavigate}
      aria-label={isCompact ? (badge ? `${title}, ${badge.label}` : title) : undefined}
      sx={{ mb: 0.5, minHeight: 42, px: 1.5 }}
    >
      <ListItemIcon>
        {/* The icon rail has no room for the number: a dot says "something waits". */}
        <Badge variant="dot" color="error" invisible={!isCompact || !badge}>
          <Icon fontSize="small" />
        </Badge>
      </ListItemIcon>
      <ListItemText
        primary={title}
        sx={{ opacity: isCompact ? 0 : 1, whiteSpace: 'nowrap', transition: 'opacity 150ms' }}
        slotProps={{ primary: { sx: { fontSize: '0.9375rem', fontWeight: isActive ? 600 : 400 } } }}
      />
      {badge && !isCompact && <NavCountBadge badge={badge} />}
    </ListItemButton>
  );
}
