// Every subscription (/subscriptions, staff): who, which plan, its state and dates, what was paid.
// Filters by state and plan and a search by the subscriber's name or email, all in the address bar.
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { formatMoney } from '@hatira/shared/money';
import { paths } from '@hatira/shared/paths';
import {
  SUBSCRIPTION_SORT_FIELDS,
  SUBSCRIPTION_STATUSES,
  type Subscription,
} from '@hatira/shared/subscriptions';
import { DataTable } from '../../components/data-table/data-table';
import { dateColumn } from '../../components/data-table/date-column';
import { anyText, oneOf, useListFilters, useListParams } from '../../components/data-table/list-params';
import { FilterSelect } from '../../components/list-page/filter-select';
import { ListPage } from '../../components/list-page/list-page';
import { SubscriptionStatusChip } from './subscription-status-chip';
import { allPlansQuery, subscriptionsQuery } from './subscriptions.api';

const FILTERS = { status: oneOf(SUBSCRIPTION_STATUSES), planId: anyText };

export function SubscriptionListPage() {
  const { t, i18n } = useTranslation('subscriptions');
  const list = useListParams(SUBSCRIPTION_SORT_FIELDS);
  const [filters, setFilter] = useListFilters(FILTERS);
  const query = useQuery(subscriptionsQuery(list.params, filters));
  const plans = useQuery(allPlansQuery);
  const language = i18n.language;

  const columns = useMemo<GridColDef<Subscription>[]>(
    () => [
      {
        field: 'userName',
        headerName: t('subscriptions.columns.subscriber'),
        flex: 1,
        minWidth: 180,
        renderCell: ({ row }) => (
          <Stack sx={{ justifyContent: 'center', height: '100%', minWidth: 0 }}>
            <Link
              component={RouterLink}
              to={paths.subscriptionEdit(row.id)}
              underline="hover"
              fontWeight={500}
              noWrap
            >
              {row.userName}
            </Link>
            <Typography variant="caption" color="text.secondary" noWrap>
              {row.userEmail}
            </Typography>
          </Stack>
        ),
      },
      {
        field: 'planName',
        headerName: t('subscriptions.columns.plan'),
        flex: 1,
        minWidth: 140,
        valueGetter: (_value, row) => row.plan.name,
      },
      {
        field: 'status',
        headerName: t('subscriptions.columns.status'),
        width: 136,
        renderCell: ({ row }) => <SubscriptionStatusChip status={row.status} />,
      },
      { ...dateColumn('startsAt', t('subscriptions.columns.startsAt'), language), width: 112 },
      { ...dateColumn('endsAt', t('subscriptions.columns.endsAt'), language), width: 112 },
      {
        field: 'pricePaid',
        headerName: t('subscriptions.columns.pricePaid'),
        width: 104,
        align: 'right',
        headerAlign: 'right',
        valueFormatter: (value: number, row) => formatMoney(value, row.currency, language),
      },
      {
        field: 'couponCode',
        headerName: t('subscriptions.columns.coupon'),
        width: 100,
        valueFormatter: (value: string | null) => value ?? '—',
      },
    ],
    [t, language],
  );
  const rowActions = useCallback(
    (row: Subscription) => [
      {
        label: t('subscriptions.actions.edit', { name: row.userName }),
        icon: <EditOutlinedIcon />,
        to: paths.subscriptionEdit(row.id),
      },
    ],
    [t],
  );

  return (
    <ListPage title={t('subscriptions.title')} subtitle={t('subscriptions.subtitle')}>
      <DataTable
        label={t('subscriptions.title')}
        columns={columns}
        list={list}
        query={query}
        searchLabel={t('subscriptions.search')}
        emptyText={t('subscriptions.empty')}
        rowActions={rowActions}
        filters={
          <>
            <FilterSelect
              label={t('subscriptions.filters.status')}
              value={filters.status}
              options={SUBSCRIPTION_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
              onChange={(value) => setFilter('status', value)}
            />
            <FilterSelect
              label={t('subscriptions.filters.plan')}
              value={filters.planId}
              options={(plans.data ?? []).map((plan) => ({
                value: plan.id,
                label: `${plan.name} (${t(`common:accountTypes.${plan.type}`)})`,
              }))}
              onChange={(value) => setFilter('planId', value)}
            />
          </>
        }
      />
    </ListPage>
  );
}
