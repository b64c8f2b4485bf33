// The pending count next to the moderation item of the navigation. The server scopes the count
// to the user (admin: every event; subscriber: their own; customer: their assigned events). It is
// asked again every minute and after every moderation action (the actions invalidate ['posts']).
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { pendingCountQueryOptions } from './posts.api';

export interface NavBadgeValue {
  count: number;
  /** What a screen reader says for the badge, e.g. "3 posts awaiting approval". */
  label: string;
}

/** Nothing while unknown or zero: an empty badge would only be noise. */
export function usePendingPostsBadge(): NavBadgeValue | undefined {
  const { t } = useTranslation('posts');
  const { data: count } = useQuery(pendingCountQueryOptions());
  if (!count) return undefined;
  return { count, label: t('navBadge', { count }) };
}
