// The search dialog's logic (SPEC §2 "Search", §9): match navigation targets by their translated
// title, ignoring case (Turkish-aware: "i" finds "İ"), grouped in the SPEC's order, at most five
// per group, empty groups left out.
import { SEARCH_GROUPS, type NavItem, type SearchGroup } from '../navigation';

export const SEARCH_GROUP_LIMIT = 5;

export interface SearchResultGroup {
  group: SearchGroup;
  items: NavItem[];
}

/** Lower-cases in the UI language and drops accents, so "ozel" also finds "Özel". */
export function foldForSearch(text: string, locale: string): string {
  return text
    .toLocaleLowerCase(locale)
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '');
}

/** An empty query lists every target (as suggestions), still grouped and limited. */
export function searchNavigation(
  items: readonly NavItem[],
  query: string,
  titleOf: (item: NavItem) => string,
  locale: string,
): SearchResultGroup[] {
  const needle = foldForSearch(query.trim(), locale);
  const matches = needle
    ? items.filter((item) => foldForSearch(titleOf(item), locale).includes(needle))
    : items;
  return SEARCH_GROUPS.map((group) => ({
    group,
    items: matches.filter((item) => item.searchGroup === group).slice(0, SEARCH_GROUP_LIMIT),
  })).filter((result) => result.items.length > 0);
}
