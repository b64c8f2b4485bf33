import { describe, expect, it } from 'vitest';
import SvgIcon from '@mui/material/SvgIcon';
import type { NavItem, SearchGroup } from '../navigation';
import { SEARCH_GROUP_LIMIT, searchNavigation } from './search-results';

function item(title: string, searchGroup: SearchGroup): NavItem {
  return {
    key: title,
    titleKey: title,
    to: `/${title}`,
    icon: SvgIcon,
    access: { access: [{ action: 'read', subject: 'all' }] },
    section: 'appsPages',
    searchGroup,
  };
}
const titleOf = (navItem: NavItem) => navItem.key;
const groupsOf = (result: ReturnType<typeof searchNavigation>) =>
  result.map((group) => [group.group, group.items.map(titleOf)]);

describe('searchNavigation (SPEC §2 Search, §9)', () => {
  const items = [
    item('Grafikler', 'chartsMisc'),
    item('Kontrol Paneli', 'dashboards'),
    item('Erişim Kontrolü', 'appsPages'),
    item('Müşteriler', 'appsPages'),
    item('Tablolar', 'formsTables'),
  ];

  it('matches the translated title case-insensitively, grouped in the SPEC order, empty groups omitted', () => {
    expect(groupsOf(searchNavigation(items, 'KONTROL', titleOf, 'tr'))).toEqual([
      ['dashboards', ['Kontrol Paneli']],
      ['appsPages', ['Erişim Kontrolü']],
    ]);
  });

  it('lists every target, grouped, for an empty query', () => {
    expect(groupsOf(searchNavigation(items, '  ', titleOf, 'tr'))).toEqual([
      ['dashboards', ['Kontrol Paneli']],
      ['appsPages', ['Erişim Kontrolü', 'Müşteriler']],
      ['formsTables', ['Tablolar']],
      ['chartsMisc', ['Grafikler']],
    ]);
  });

  it('shows at most five results per group', () => {
    const many = Array.from({ length: 8 }, (_, i) => item(`Sayfa ${i + 1}`, 'frontPages'));
    const front = searchNavigation(many, 'sayfa', titleOf, 'tr');
    expect(front).toHaveLength(1);
    expect(front[0]?.items.map(titleOf)).toEqual(['Sayfa 1', 'Sayfa 2', 'Sayfa 3', 'Sayfa 4', 'Sayfa 5']);
    expect(SEARCH_GROUP_LIMIT).toBe(5);
  });

  it('handles Turkish dotted and dotless i and ignores accents', () => {
    const turkish = [
      item('İzinler', 'appsPages'),
      item('Işıklar', 'appsPages'),
      item('Özel Sayfa', 'frontPages'),
    ];
    expect(groupsOf(searchNavigation(turkish, 'izin', titleOf, 'tr'))).toEqual([['appsPages', ['İzinler']]]);
    expect(groupsOf(searchNavigation(turkish, 'IŞIK', titleOf, 'tr'))).toEqual([['appsPages', ['Işıklar']]]);
    expect(groupsOf(searchNavigation(turkish, 'ozel', titleOf, 'tr'))).toEqual([
      ['frontPages', ['Özel Sayfa']],
    ]);
    expect(groupsOf(searchNavigation(turkish, 'izin', titleOf, 'en'))).toEqual([['appsPages', ['İzinler']]]);
  });

  it('finds nothing for an unknown word', () => {
    expect(searchNavigation(items, 'zzz', titleOf, 'tr')).toEqual([]);
  });
});
