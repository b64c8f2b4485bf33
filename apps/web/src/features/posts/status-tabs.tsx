// Pending / Published / Rejected / All, each with how many posts match the event, album and search.
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { POST_STATUSES } from '@hatira/shared/posts';
import { statusCountQueryOptions } from './posts.api';
import {
  STATUS_FILTERS,
  toStatusCountQuery,
  type ModerationFilters,
  type StatusFilter,
} from './moderation-filters';

/** The grid below the tabs is their tab panel. */
export const RESULTS_PANEL_ID = 'moderation-results';
export const statusTabId = (status: StatusFilter) => `moderation-tab-${status}`;

interface StatusTabsProps {
  filters: ModerationFilters;
  onChange: (status: StatusFilter) => void;
}

export type StatusCounts = Record<StatusFilter, number | undefined>;

/** How many posts of each status match the filters (undefined while unknown). */
export function useStatusCounts(filters: ModerationFilters): StatusCounts {
  const results = useQueries({
    queries: POST_STATUSES.map((status) => statusCountQueryOptions(toStatusCountQuery(filters, status))),
  });
  const [pending, published, rejected] = results.map((result) => result.data);
  const isKnown = pending !== undefined && published !== undefined && rejected !== undefined;
  return { pending, published, rejected, all: isKnown ? pending + published + rejected : undefined };
}

export function StatusTabs({ filters, onChange }: StatusTabsProps) {
  const { t, i18n } = useTranslation('posts');
  const counts = useStatusCounts(filters);
  const number = new Intl.NumberFormat(i18n.language);

  return (
    <Tabs
      value={filters.status}
      onChange={(_event, status: StatusFilter) => onChange(status)}
      variant="scrollable"
      allowScrollButtonsMobile
      aria-label={t('filters.status')}
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      {STATUS_FILTERS.map((status) => {
        const count = counts[status];
        return (
          <Tab
            key={status}
            value={status}
            id={statusTabId(status)}
            aria-controls={RESULTS_PANEL_ID}
            label={
              <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
                {t(`statusTabs.${status}`)}
                {/* Read as "Pending 3", not "Pending3"; the flex gap makes the visible space. */}
                {count !== undefined && ' '}
                {count !== undefined && (
                  <Box
                    component="span"
                    sx={{
                      minWidth: 22,
                      px: 0.75,
                      borderRadius: 999,
                      fontSize: '0.75rem',
                      lineHeight: '20px',
                      bgcolor: status === 'pending' && count > 0 ? 'warning.main' : 'action.selected',
                      color: status === 'pending' && count > 0 ? 'warning.contrastText' : 'text.secondary',
                    }}
                  >
                    {number.format(count)}
                  </Box>
                )}
              </Box>
            }
            sx={{ minHeight: 48 }}
          />
        );
      })}
    </Tabs>
  );
}
