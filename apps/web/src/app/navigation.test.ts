import { describe, expect, it } from 'vitest';
import SvgIcon from '@mui/material/SvgIcon';
import { buildAbility } from '@hatira/shared/abilities';
import { BUILT_IN_ROLES } from '@hatira/shared/abilities';
import { NAV_ITEMS, visibleNavigation, type NavItem } from './navigation';

const keys = (sections: ReturnType<typeof visibleNavigation>) =>
  sections.map((section) => [section.key, section.items.map((item) => item.key)]);

describe('visibleNavigation (SPEC §2)', () => {
  it('shows an admin (manage all) every item', () => {
    const sections = visibleNavigation(buildAbility(BUILT_IN_ROLES.admin.rules));
    expect(sections.flatMap((section) => section.items)).toEqual(NAV_ITEMS);
  });

  it('shows a client only the access-control page, and hides the dashboards heading', () => {
    expect(keys(visibleNavigation(buildAbility(BUILT_IN_ROLES.client.rules)))).toEqual([
      ['appsPages', ['accessControl']],
    ]);
  });

  it('shows a subscriber the dashboard but not the access-control demo', () => {
    expect(keys(visibleNavigation(buildAbility(BUILT_IN_ROLES.subscriber.rules)))).toEqual([
      ['dashboards', ['dashboard']],
    ]);
  });

  it('shows nothing without rules', () => {
    expect(visibleNavigation(buildAbility([]))).toEqual([]);
  });

  it('keeps section order and hides only the sections left empty', () => {
    const item = (key: string, section: NavItem['section'], subject: NavItem['subject']): NavItem => ({
      key,
      to: `/${key}`,
      icon: SvgIcon,
      action: 'read',
      subject,
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
