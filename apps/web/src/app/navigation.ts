// Every navigation target of the admin, used by the vertical and horizontal menus, the search
// dialog and the shortcuts menu. Adding a page to the menus is one line in NAV_ITEMS
// (plus its title in locales/*/navigation.json).
import { useMemo, type ComponentType } from 'react';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import SpaceDashboardOutlinedIcon from '@mui/icons-material/SpaceDashboardOutlined';
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import PhotoLibraryOutlinedIcon from '@mui/icons-material/PhotoLibraryOutlined';
import QrCode2OutlinedIcon from '@mui/icons-material/QrCode2Outlined';
import CollectionsOutlinedIcon from '@mui/icons-material/CollectionsOutlined';
import BlockOutlinedIcon from '@mui/icons-material/BlockOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import PeopleAltOutlinedIcon from '@mui/icons-material/PeopleAltOutlined';
import SecurityOutlinedIcon from '@mui/icons-material/SecurityOutlined';
import VpnKeyOutlinedIcon from '@mui/icons-material/VpnKeyOutlined';
import type { Action, AppAbility, Subject } from '@hatira/shared/abilities';
import { useAbility } from '../lib/ability';
import { usePendingPostsBadge } from '../features/posts/moderation-nav-badge';

/** SPEC §2 "Search": the search dialog's groups, in this order. */
export const SEARCH_GROUPS = [
  'dashboards',
  'frontPages',
  'appsPages',
  'userInterface',
  'formsTables',
  'chartsMisc',
] as const;
export type SearchGroup = (typeof SEARCH_GROUPS)[number];

/** Menu sections, in menu order; each has a heading `sections.<key>` in navigation.json. */
export const NAV_SECTIONS = ['dashboards', 'appsPages'] as const;
export type NavSectionKey = (typeof NAV_SECTIONS)[number];

export interface NavItem {
  /** i18n key in navigation.json; also the item's stable id. */
  key: string;
  to: string;
  icon: ComponentType<SvgIconProps>;
  action: Action;
  subject: Subject;
  section: NavSectionKey;
  searchGroup: SearchGroup;
  /**
   * Hidden from users who can do this, although they may open the page: an admin (manage all)
   * reaches the same screen under its management path and needs no second entry.
   */
  hiddenFor?: { action: Action; subject: Subject };
  /** A count next to the title (e.g. posts awaiting approval): a hook, the same on every render. */
  useBadge?: () => NavBadge | undefined;
}

export interface NavBadge {
  count: number;
  /** What a screen reader says for it: "3 posts awaiting approval". */
  label: string;
}

/** Whoever manages the platform's roles uses the management pages. */
const PLATFORM_ADMIN = { action: 'read', subject: 'roles' } as const;

export interface NavSection {
  key: NavSectionKey;
  items: NavItem[];
}

// prettier-ignore
export const NAV_ITEMS: readonly NavItem[] = [
  { key: 'dashboard', to: '/dashboard', icon: SpaceDashboardOutlinedIcon, action: 'view', subject: 'static', section: 'dashboards', searchGroup: 'dashboards' },
  { key: 'accessControl', to: '/access-control', icon: AdminPanelSettingsOutlinedIcon, action: 'read', subject: 'AclDemo', section: 'appsPages', searchGroup: 'appsPages' },
  { key: 'qr', to: '/qr', icon: QrCode2OutlinedIcon, action: 'read', subject: 'subscriber', section: 'appsPages', searchGroup: 'appsPages', hiddenFor: PLATFORM_ADMIN },
  { key: 'qrManagement', to: '/qr-management', icon: QrCode2OutlinedIcon, action: 'read', subject: 'roles', section: 'appsPages', searchGroup: 'appsPages' },
  { key: 'albums', to: '/medias/albums', icon: CollectionsOutlinedIcon, action: 'read', subject: 'subscriber', section: 'appsPages', searchGroup: 'appsPages' },
  { key: 'customerAlbums', to: '/cmedias/albums', icon: CollectionsOutlinedIcon, action: 'read', subject: 'customer', section: 'appsPages', searchGroup: 'appsPages', hiddenFor: PLATFORM_ADMIN },
  { key: 'medias', to: '/medias', icon: PhotoLibraryOutlinedIcon, action: 'read', subject: 'subscriber', section: 'appsPages', searchGroup: 'appsPages', hiddenFor: PLATFORM_ADMIN, useBadge: usePendingPostsBadge },
  { key: 'cmedias', to: '/cmedias', icon: PhotoLibraryOutlinedIcon, action: 'read', subject: 'customer', section: 'appsPages', searchGroup: 'appsPages', hiddenFor: PLATFORM_ADMIN, useBadge: usePendingPostsBadge },
  { key: 'mediasManagement', to: '/medias-management', icon: PhotoLibraryOutlinedIcon, action: 'read', subject: 'roles', section: 'appsPages', searchGroup: 'appsPages', useBadge: usePendingPostsBadge },
  { key: 'blockedIps', to: '/medias/blocked-ip-address', icon: BlockOutlinedIcon, action: 'read', subject: 'subscriber', section: 'appsPages', searchGroup: 'appsPages', hiddenFor: PLATFORM_ADMIN },
  { key: 'customerBlockedIps', to: '/cmedias/blocked-ip-address', icon: BlockOutlinedIcon, action: 'read', subject: 'customer', section: 'appsPages', searchGroup: 'appsPages', hiddenFor: PLATFORM_ADMIN },
  { key: 'blockedIpsManagement', to: '/medias-management/blocked-ip-address', icon: BlockOutlinedIcon, action: 'read', subject: 'roles', section: 'appsPages', searchGroup: 'appsPages' },
  { key: 'users', to: '/users', icon: PeopleAltOutlinedIcon, action: 'read', subject: 'users', section: 'appsPages', searchGroup: 'appsPages' },
  { key: 'roles', to: '/roles', icon: SecurityOutlinedIcon, action: 'read', subject: 'roles', section: 'appsPages', searchGroup: 'appsPages' },
  { key: 'permissions', to: '/permissions', icon: VpnKeyOutlinedIcon, action: 'read', subject: 'permissions', section: 'appsPages', searchGroup: 'appsPages' },
  { key: 'customers', to: '/customers', icon: GroupsOutlinedIcon, action: 'manage', subject: 'customers', section: 'appsPages', searchGroup: 'appsPages' },
];

/**
 * SPEC §2: an item appears only if the user may perform its action on its subject; a section
 * heading appears only when at least one of its items does.
 */
export function visibleNavigation(
  ability: Pick<AppAbility, 'can'>,
  items: readonly NavItem[] = NAV_ITEMS,
  sections: readonly NavSectionKey[] = NAV_SECTIONS,
): NavSection[] {
  const allowed = items.filter(
    (item) =>
      ability.can(item.action, item.subject) &&
      !(item.hiddenFor && ability.can(item.hiddenFor.action, item.hiddenFor.subject)),
  );
  return sections
    .map((key) => ({ key, items: allowed.filter((item) => item.section === key) }))
    .filter((section) => section.items.length > 0);
}

const useNoBadge = (): NavBadge | undefined => undefined;

/** The item's badge. Safe as a hook: a menu entry always shows the same item. */
export function useNavBadge(item: NavItem): NavBadge | undefined {
  const useBadge = item.useBadge ?? useNoBadge;
  return useBadge();
}

/** An item is active on its own page and on the pages below it (/customers/edit/1 → /customers). */
export function isActivePath(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}

/** The menu as the current user may see it, grouped by section. */
export function useNavigationItems(): NavSection[] {
  const ability = useAbility();
  return useMemo(() => visibleNavigation(ability), [ability]);
}

/** The same targets as one flat list (search, shortcuts). */
export function useNavigationTargets(): NavItem[] {
  const sections = useNavigationItems();
  return useMemo(() => sections.flatMap((section) => section.items), [sections]);
}
