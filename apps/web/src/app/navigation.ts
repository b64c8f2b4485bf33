// Every navigation target of the admin, used by the vertical and horizontal menus, the search
// dialog and the shortcuts menu. Adding a page to the menus is one line in NAV_ITEMS naming its
// page (plus its title in locales/*/navigation.json): the address and who sees the item come from
// the page table (@hatira/shared/pages), the same entry the page's route is made from, so the
// menu shows an item exactly when the guard would open its page (navigation.test.ts walks both).
import { useMemo, type ComponentType } from 'react';
import { useLocation } from 'react-router';
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
import WorkspacePremiumOutlinedIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import SellOutlinedIcon from '@mui/icons-material/SellOutlined';
import BusinessCenterOutlinedIcon from '@mui/icons-material/BusinessCenterOutlined';
import CardMembershipOutlinedIcon from '@mui/icons-material/CardMembershipOutlined';
import ConfirmationNumberOutlinedIcon from '@mui/icons-material/ConfirmationNumberOutlined';
import AccountBalanceOutlinedIcon from '@mui/icons-material/AccountBalanceOutlined';
import GavelOutlinedIcon from '@mui/icons-material/GavelOutlined';
import WorkHistoryOutlinedIcon from '@mui/icons-material/WorkHistoryOutlined';
import LocalPrintshopOutlinedIcon from '@mui/icons-material/LocalPrintshopOutlined';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import DesignServicesOutlinedIcon from '@mui/icons-material/DesignServicesOutlined';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import DraftsOutlinedIcon from '@mui/icons-material/DraftsOutlined';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import { mayOpenPage, PAGES, type PageAbility, type PageAccess, type PageKey } from '@hatira/shared/pages';
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
export const NAV_SECTIONS = ['dashboards', 'appsPages', 'commerce', 'printing'] as const;
export type NavSectionKey = (typeof NAV_SECTIONS)[number];

export interface NavItem {
  /** i18n key in navigation.json; also the item's stable id. */
  key: string;
  /** The title's key in navigation.json: `key`, or `<key>Distinct` beside an item of the same title. */
  titleKey: string;
  /** The item whose title this one shares (a customer's page and the owner's of the same name). */
  twin?: string;
  /** The page's address (PAGES[page].path). */
  to: string;
  /** Who may open the page, hence who sees the item (PAGES[page].access). */
  access: PageAccess;
  icon: ComponentType<SvgIconProps>;
  section: NavSectionKey;
  searchGroup: SearchGroup;
  /** A count next to the title (e.g. posts awaiting approval): a hook, the same on every render. */
  useBadge?: () => NavBadge | undefined;
}

export interface NavBadge {
  count: number;
  /** What a screen reader says for it: "3 posts awaiting approval". */
  label: string;
}

export interface NavSection {
  key: NavSectionKey;
  items: NavItem[];
}

type ItemOf = Omit<NavItem, 'to' | 'access' | 'section' | 'searchGroup' | 'titleKey'> &
  Partial<Pick<NavItem, 'section' | 'searchGroup'>>;

/** A menu item of the page `page`: its address and access are the page's. */
function item(page: PageKey, rest: ItemOf): NavItem {
  return {
    to: PAGES[page].path,
    titleKey: rest.key,
    access: PAGES[page].access,
    section: 'appsPages',
    searchGroup: 'appsPages',
    ...rest,
  };
}

// prettier-ignore
export const NAV_ITEMS: readonly NavItem[] = [
  item('dashboard', { key: 'dashboard', icon: SpaceDashboardOutlinedIcon, section: 'dashboards', searchGroup: 'dashboards' }),
  item('accessControl', { key: 'accessControl', icon: AdminPanelSettingsOutlinedIcon }),
  item('qr', { key: 'qr', icon: QrCode2OutlinedIcon }),
  item('qrManagement', { key: 'qrManagement', icon: QrCode2OutlinedIcon }),
  item('albums', { key: 'albums', icon: CollectionsOutlinedIcon }),
  item('customerAlbums', { key: 'customerAlbums', icon: CollectionsOutlinedIcon, twin: 'albums' }),
  item('medias', { key: 'medias', icon: PhotoLibraryOutlinedIcon, useBadge: usePendingPostsBadge }),
  item('cmedias', { key: 'cmedias', icon: PhotoLibraryOutlinedIcon, useBadge: usePendingPostsBadge, twin: 'medias' }),
  item('mediasManagement', { key: 'mediasManagement', icon: PhotoLibraryOutlinedIcon, useBadge: usePendingPostsBadge }),
  item('blockedIps', { key: 'blockedIps', icon: BlockOutlinedIcon }),
  item('customerBlockedIps', { key: 'customerBlockedIps', icon: BlockOutlinedIcon, twin: 'blockedIps' }),
  item('blockedIpsManagement', { key: 'blockedIpsManagement', icon: BlockOutlinedIcon }),
  item('weddingInvitation', { key: 'weddingInvitation', icon: DraftsOutlinedIcon }),
  item('weddingInvitationMessages', { key: 'weddingInvitationMessages', icon: ForumOutlinedIcon }),
  item('users', { key: 'users', icon: PeopleAltOutlinedIcon }),
  item('roles', { key: 'roles', icon: SecurityOutlinedIcon }),
  item('permissions', { key: 'permissions', icon: VpnKeyOutlinedIcon }),
  item('jobs', { key: 'jobs', icon: WorkHistoryOutlinedIcon }),
  item('customers', { key: 'customers', icon: GroupsOutlinedIcon }),
  item('subscription', { key: 'subscription', icon: WorkspacePremiumOutlinedIcon }),
  item('bills', { key: 'bills', icon: ReceiptLongOutlinedIcon }),
  item('priceListIndividual', { key: 'priceListIndividual', icon: SellOutlinedIcon, section: 'commerce' }),
  item('priceListCorporate', { key: 'priceListCorporate', icon: BusinessCenterOutlinedIcon, section: 'commerce' }),
  item('subscriptions', { key: 'subscriptions', icon: CardMembershipOutlinedIcon, section: 'commerce' }),
  item('coupons', { key: 'coupons', icon: ConfirmationNumberOutlinedIcon, section: 'commerce' }),
  item('bankAccounts', { key: 'bankAccounts', icon: AccountBalanceOutlinedIcon, section: 'commerce' }),
  item('legalPages', { key: 'legalPages', icon: GavelOutlinedIcon, section: 'commerce' }),
  item('billsManagement', { key: 'billsManagement', icon: ReceiptLongOutlinedIcon, section: 'commerce' }),
  item('printingWorkshop', { key: 'printingWorkshop', icon: LocalPrintshopOutlinedIcon, section: 'printing' }),
  item('printOrders', { key: 'printOrders', icon: LocalShippingOutlinedIcon, section: 'printing' }),
  item('printDesigns', { key: 'printDesigns', icon: DesignServicesOutlinedIcon, section: 'printing' }),
  item('printCategories', { key: 'printCategories', icon: CategoryOutlinedIcon, section: 'printing' }),
  item('storeProducts', { key: 'storeProducts', icon: Inventory2OutlinedIcon, section: 'printing' }),
];

/**
 * SPEC §2: an item appears whenever the user may open its page (may perform its action on its
 * subject: the guard's own rule); a section heading appears only when one of its items does. An
 * item shown beside its twin takes its distinct title ("Customers' albums" beside "Albums").
 */
export function visibleNavigation(
  ability: PageAbility,
  items: readonly NavItem[] = NAV_ITEMS,
  sections: readonly NavSectionKey[] = NAV_SECTIONS,
): NavSection[] {
  const open = items.filter((item) => mayOpenPage(item.access, true, ability));
  // Staff who open both a customer's page and the owner's of the same title see two titles.
  const allowed = open.map((item) =>
    item.twin && open.some((other) => other.key === item.twin)
      ? { ...item, titleKey: `${item.key}Distinct` }
      : item,
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

/** An item matches its own page and the pages below it (/customers/edit/1 → /customers). */
export function isActivePath(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}

/**
 * The one active item: the deepest match, so /medias/albums lights "Albums", not also
 * "Guest posts" (/medias). Undefined when no item matches.
 */
export function activeItemKey(pathname: string, items: readonly NavItem[]): string | undefined {
  let active: NavItem | undefined;
  for (const candidate of items)
    if (isActivePath(pathname, candidate.to) && candidate.to.length > (active?.to.length ?? -1))
      active = candidate;
  return active?.key;
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

/** The key of the menu's one active item on the current page (the deepest match). */
export function useActiveItemKey(): string | undefined {
  const targets = useNavigationTargets();
  const { pathname } = useLocation();
  return activeItemKey(pathname, targets);
}
