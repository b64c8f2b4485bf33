import { describe, expect, it } from 'vitest';
import SvgIcon from '@mui/material/SvgIcon';
import { buildAbility } from '@hatira/shared/abilities';
import { BUILT_IN_ROLES, rulesOfUser } from '@hatira/shared/abilities';
import { activeItemKey, NAV_ITEMS, visibleNavigation, type NavItem } from './navigation';

const keys = (sections: ReturnType<typeof visibleNavigation>) =>
  sections.map((section) => [section.key, section.items.map((item) => item.key)]);

describe('visibleNavigation (SPEC §2)', () => {
  it('shows an admin (manage all) every item but a buyer’s own: an item appears whenever its page may be opened', () => {
    const sections = visibleNavigation(buildAbility(BUILT_IN_ROLES.admin.rules));
    const items = sections.flatMap((section) => section.items);
    // A buyer's pages (own rows only: "Subscription", "My bills", the print catalogue to order
    // from) are not the staff's, who manage every bill and run the orders; nor are a couple's
    // digital invitation and its replies (staff make no invitations).
    const buyerOnly = [
      'subscription',
      'bills',
      'printingWorkshop',
      'weddingInvitation',
      'weddingInvitationMessages',
    ];
    expect(items.map((item) => item.key)).toEqual(
      NAV_ITEMS.map((item) => item.key).filter((key) => !buyerOnly.includes(key)),
    );
    expect(keys(sections).at(-1)).toEqual([
      'printing',
      ['printOrders', 'printDesigns', 'printCategories', 'storeProducts'],
    ]);
    // Beside the owner's item of the same title, a customer's page takes its distinct title.
    expect(items.filter((item) => item.titleKey !== item.key).map((item) => item.titleKey)).toEqual([
      'customerAlbumsDistinct',
      'cmediasDistinct',
      'customerBlockedIpsDistinct',
    ]);
    expect(sections.flatMap((section) => section.items.map((item) => item.to))).toContain(
      '/medias-management',
    );
  });

  it('shows a client only the access-control page, and hides the dashboards heading', () => {
    expect(keys(visibleNavigation(buildAbility(BUILT_IN_ROLES.client.rules)))).toEqual([
      ['appsPages', ['accessControl']],
    ]);
  });

  it('shows a subscriber the dashboard, their guest posts, their invitation and its replies, their subscription and bills, the print catalogue and their print orders, not the access-control demo', () => {
    expect(keys(visibleNavigation(buildAbility(BUILT_IN_ROLES.subscriber.rules)))).toEqual([
      ['dashboards', ['dashboard']],
      [
        'appsPages',
        [
          'qr',
          'albums',
          'medias',
          'blockedIps',
          'weddingInvitation',
          'weddingInvitationMessages',
          'subscription',
          'bills',
        ],
      ],
      ['printing', ['printingWorkshop', 'printOrders']],
    ]);
  });

  it('adds the customers item for a corporate subscriber only', () => {
    const corporate = buildAbility(rulesOfUser(BUILT_IN_ROLES.subscriber.rules, 'corporate'));
    expect(keys(visibleNavigation(corporate))).toEqual([
      ['dashboards', ['dashboard']],
      [
        'appsPages',
        [
          'qr',
          'albums',
          'medias',
          'blockedIps',
          'weddingInvitation',
          'weddingInvitationMessages',
          'customers',
          'subscription',
          'bills',
        ],
      ],
      ['printing', ['printingWorkshop', 'printOrders']],
    ]);
    const individual = buildAbility(rulesOfUser(BUILT_IN_ROLES.subscriber.rules, 'individual'));
    expect(keys(visibleNavigation(individual))[1]?.[1]).not.toContain('customers');
  });

  it('shows a customer the albums, guest posts and block list of their assigned events under /cmedias, and their own invitation', () => {
    const sections = visibleNavigation(buildAbility(BUILT_IN_ROLES.customer.rules));
    expect(keys(sections)).toEqual([
      ['dashboards', ['dashboard']],
      [
        'appsPages',
        ['customerAlbums', 'cmedias', 'customerBlockedIps', 'weddingInvitation', 'weddingInvitationMessages'],
      ],
    ]);
    expect(sections[1]?.items.map((item) => item.to)).toEqual([
      '/cmedias/albums',
      '/cmedias',
      '/cmedias/blocked-ip-address',
      '/wedding/digital-invitation',
      '/wedding/digital-invitation/messages',
    ]);
  });

  it('shows nothing without rules', () => {
    expect(visibleNavigation(buildAbility([]))).toEqual([]);
  });

  it('keeps section order and hides only the sections left empty', () => {
    const item = (key: string, section: NavItem['section'], subject: 'customer' | 'roles'): NavItem => ({
      key,
      titleKey: key,
      to: `/${key}`,
      access: { access: [{ action: 'read', subject }] },
      icon: SvgIcon,
      section,
      searchGroup: 'appsPages',
    });
    const items = [
      item('b', 'appsPages', 'customer'),
      item('a', 'dashboards', 'roles'),
      item('c', 'appsPages', 'roles'),
    ];
    const ability = buildAbility([{ action: 'read', subject: 'roles' }]);
    expect(keys(visibleNavigation(ability, items))).toEqual([
      ['dashboards', ['a']],
      ['appsPages', ['c']],
    ]);
  });
});

describe('activeItemKey (one active item, the deepest match)', () => {
  const admin = visibleNavigation(buildAbility(BUILT_IN_ROLES.admin.rules)).flatMap((s) => s.items);

  it.each([
    ['/medias/albums', 'albums'],
    ['/medias/albums/edit/1', 'albums'],
    ['/medias', 'medias'],
    ['/medias-management/blocked-ip-address', 'blockedIpsManagement'],
    ['/medias-management', 'mediasManagement'],
    ['/medias/blocked-ip-address', 'blockedIps'],
    ['/customers/edit/7', 'customers'],
    ['/qr-management/edit/3', 'qrManagement'],
    ['/qr/add', 'qr'],
  ])('lights only one item on %s: %s', (pathname, key) => {
    expect(activeItemKey(pathname, admin)).toBe(key);
  });

  it('lights none on a page outside the menu', () => {
    expect(activeItemKey('/pages/account-settings/account', admin)).toBeUndefined();
    // A prefix of letters is no parent: /qr does not light on /qr-management.
    expect(activeItemKey('/qrx', admin)).toBeUndefined();
  });
});
