// The background jobs (/jobs, staff): mails and sweeps with their state, tries and last error,
// newest first. A failed job (it used up its tries) is tried again from its row. The status
// filter and the search stay in the address bar.
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Chip from '@mui/material/Chip';
import ReplayIcon from '@mui/icons-material/ReplayOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { JOB_SORT_FIELDS, JOB_STATUSES, type Job, type JobStatus } from '@hatira/shared/jobs';
import { DataTable } from '../../components/data-table/data-table';
import { dateColumn } from '../../components/data-table/date-column';
import { oneOf, useListFilters, useListParams } from '../../components/data-table/list-params';
import type { RowAction } from '../../components/data-table/row-actions';
import { FilterSelect } from '../../components/list-page/filter-select';
import { ListPage } from '../../components/list-page/list-page';
import { useCan } from '../../lib/ability';
import { showToast } from '../../lib/toast';
import { jobsQuery, useRetryJob } from './jobs.api';

const FILTERS = { status: oneOf(JOB_STATUSES) };

const STATUS_COLORS: Record<JobStatus, 'default' | 'info' | 'success' | 'error'> = {
  queued: 'default',
  running: 'info',
  done: 'success',
  failed: 'error',
};

/** A long text cut to its cell, whole on hover. */
function FullText({ value }: { value: string | null }) {
  return <span title={value ?? undefined}>{value ?? '—'}</span>;
}

export function JobListPage() {
  const { t, i18n } = useTranslation('jobs');
  const list = useListParams(JOB_SORT_FIELDS);
  const [filters, setFilter] = useListFilters(FILTERS);
  const query = useQuery(jobsQuery(list.params, filters));
  const { mutateAsync: retry } = useRetryJob();
  const canRetry = useCan('update', 'jobs');

  const columns = useMemo<GridColDef<Job>[]>(
    () => [
      {
        field: 'type',
        headerName: t('columns.type'),
        flex: 1,
        minWidth: 150,
        valueFormatter: (value: string) => t(`types.${value}`, { defaultValue: value }),
      },
      {
        field: 'label',
        headerName: t('columns.label'),
        flex: 1.4,
        minWidth: 180,
        sortable: false,
        renderCell: ({ value }) => <FullText value={value} />,
      },
      {
        field: 'status',
        headerName: t('columns.status'),
        width: 124,
        sortable: false,
        renderCell: ({ row }) => (
          <Chip
            size="small"
            variant="outlined"
            color={STATUS_COLORS[row.status]}
            label={t(`status.${row.status}`)}
          />
        ),
      },
      {
        field: 'attempts',
        headerName: t('columns.attempts'),
        width: 90,
        sortable: false,
        valueGetter: (_value, row) => t('attemptsOf', { attempts: row.attempts, max: row.maxAttempts }),
      },
      {
        field: 'lastError',
        headerName: t('columns.lastError'),
        flex: 1.2,
        minWidth: 160,
        sortable: false,
        renderCell: ({ value }) => <FullText value={value} />,
      },
      dateColumn<Job>('runAt', t('columns.runAt'), i18n.language, { withTime: true }),
    ],
    [t, i18n.language],
  );
  const rowActions = useCallback(
    (row: Job): RowAction[] =>
      canRetry && row.status === 'failed'
        ? [
            {
              label: t('actions.retry', { name: row.label ?? row.type }),
              icon: <ReplayIcon />,
              confirm: {
                title: t('retry.title'),
                message: t('retry.text', { count: row.maxAttempts }),
                confirmLabel: t('retry.confirm'),
                isDestructive: false,
                onConfirm: async () => {
                  await retry(row.id);
                  showToast(t('retry.done'));
                },
              },
            },
          ]
        : [],
    [t, canRetry, retry],
  );

  return (
    <ListPage title={t('list.title')} subtitle={t('list.subtitle')}>
      <DataTable
        label={t('list.title')}
        columns={columns}
        list={list}
        query={query}
        searchLabel={t('list.search')}
        emptyText={t(filters.status === 'failed' ? 'list.noFailures' : 'list.empty')}
        rowActions={rowActions}
        filters={
          <FilterSelect
            label={t('filters.status')}
            value={filters.status}
            options={JOB_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
            onChange={(value) => setFilter('status', value)}
          />
        }
      />
    </ListPage>
  );
}
