// The horizontal navigation: a menu bar under the header. A section with several items opens as
// a dropdown menu; a section with one item is a plain link.
import { useId, useState, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import { usePreferences } from '../../lib/preferences';
import { useActiveItemKey, useNavigationItems, type NavItem, type NavSection } from '../navigation';
import { NavItemBadge } from './nav-badge';
import { CONTENT_MAX_WIDTH, HEADER_HEIGHT, HORIZONTAL_NAV_HEIGHT } from './layout-constants';

export function HorizontalNav() {
  const { t } = useTranslation(['layout', 'navigation']);
  const { horizontalNavType, navbarType, contentWidth } = usePreferences();
  const sections = useNavigationItems();
  const activeKey = useActiveItemKey();

  if (horizontalNavType === 'hidden') return null;
  return (
    <Box
      component="nav"
      aria-label={t('layout:nav.label')}
      sx={{
        position: horizontalNavType === 'sticky' ? 'sticky' : 'relative',
        top: navbarType === 'sticky' ? HEADER_HEIGHT : 0,
        zIndex: (theme) => theme.zIndex.appBar - 1,
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          mx: 'auto',
          px: { xs: 2, md: 3 },
          maxWidth: contentWidth === 'boxed' ? CONTENT_MAX_WIDTH : 'none',
          minHeight: HORIZONTAL_NAV_HEIGHT,
          display: 'flex',
          alignItems: 'center',
          gap: 0.5,
        }}
      >
        {sections.map((section) => (
          <Box component="li" key={section.key}>
            {section.items.length === 1 && section.items[0] ? (
              <TopLink
                item={section.items[0]}
                to={section.items[0].to}
                title={t(`navigation:${section.items[0].titleKey}`)}
                Icon={section.items[0].icon}
                isActive={section.items[0].key === activeKey}
              />
            ) : (
              <SectionMenu section={section} activeKey={activeKey} />
            )}
          </Box>
        ))}
      </Box>
    </Box>
  );
}

const topButtonSx = { px: 1.75, py: 0.75, color: 'text.primary', fontWeight: 400 } as const;
const activeSx = { bgcolor: 'action.selected', color: 'primary.main', fontWeight: 600 } as const;

function TopLink({
  item,
  to,
  title,
  Icon,
  isActive,
}: {
  item: NavItem;
  to: string;
  title: string;
  Icon: NavSection['items'][number]['icon'];
  isActive: boolean;
}) {
  return (
    <Button
      component={Link}
      to={to}
      aria-current={isActive ? 'page' : undefined}
      startIcon={<Icon fontSize="small" />}
      sx={{ ...topButtonSx, ...(isActive ? activeSx : {}) }}
    >
      {title}
      <NavItemBadge item={item} />
    </Button>
  );
}

function SectionMenu({ section, activeKey }: { section: NavSection; activeKey: string | undefined }) {
  const { t } = useTranslation('navigation');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const isActive = section.items.some((item) => item.key === activeKey);
  const FirstIcon = section.items[0]?.icon;

  return (
    <>
      <Button
        id={`${id}-button`}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? `${id}-menu` : undefined}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        startIcon={FirstIcon ? <FirstIcon fontSize="small" /> : undefined}
        endIcon={<KeyboardArrowDownIcon fontSize="small" />}
        sx={{ ...topButtonSx, ...(isActive ? activeSx : {}) }}
      >
        {t(`sections.${section.key}`)}
      </Button>
      <Menu
        id={`${id}-menu`}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': `${id}-button` }, paper: { sx: { minWidth: 220 } } }}
      >
        {section.items.map((item) => {
          const Icon = item.icon;
          return (
            <MenuItem
              key={item.key}
              component={Link}
              to={item.to}
              selected={item.key === activeKey}
              aria-current={item.key === activeKey ? 'page' : undefined}
              onClick={() => setAnchor(null)}
            >
              <ListItemIcon>
                <Icon fontSize="small" />
              </ListItemIcon>
              <ListItemText>{t(item.titleKey)}</ListItemText>
              <NavItemBadge item={item} />
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
