// A price list (/subscription-price/individual and /corporate, DESIGN.md §7.1): the plans of one
// account type with their limits, in the order buyers see them. Add and edit in a drawer, take a
// plan on or off sale in its row, move it up or down, delete one never sold.
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import CheckIcon from '@mui/icons-material/Check';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import RemoveIcon from '@mui/icons-material/Remove';
import type { GridColDef } from '@mui/x-data-grid';
import { formatMoney } from '@hatira/shared/money';
import { paths } from '@hatira/shared/paths';
import type { PlanType, SubscriptionPlan } from '@hatira/shared/subscriptions';
import { DataTable } from '../../components/data-table/data-table';
import type { RowAction } from '../../components/data-table/row-actions';
import { ListPage } from '../../components/list-page/list-page';
import { useCan } from '../../lib/ability';
import { DeletePlanDialog } from './delete-plan-dialog';
import { GIGABYTE } from './plan-form-values';
import { PlanDrawer } from './plan-drawer';
import { plansQuery, useReorderPlans, useUpdatePlan } from './subscriptions.api';

/** The plan in the drawer: a plan, a new one, or none (closed). */
type Editing = SubscriptionPlan | 'new' | null;

/** The price list's account type, from its address. */
function usePlanType(): PlanType {
  return useLocation().pathname.startsWith(paths.priceListCorporate) ? 'corporate' : 'individual';
}

function ActiveSwitch({ plan, disabled }: { plan: SubscriptionPlan; disabled: boolean }) {
  const { t } = useTranslation('subscriptions');
  const { mutate, isPending } = useUpdatePlan();
  return (
    <Switch
      checked={plan.active}
      disabled={disabled || isPending}
      onChange={(event) => mutate({ id: plan.id, body: { active: event.target.checked } })}
      slotProps={{ input: { 'aria-label': t('plans.onSale', { name: plan.name }) } }}
    />
  );
}

export function PriceListPage() {
  const { t, i18n } = useTranslation('subscriptions');
  const type = usePlanType();
  const query = useQuery(plansQuery(type));
  const canCreate = useCan('create', 'subscriptions');
  const canUpdate = useCan('update', 'subscriptions');
  const canDelete = useCan('delete', 'subscriptions');
  const reorder = useReorderPlans();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<SubscriptionPlan | null>(null);
  const plans = useMemo(() => query.data?.items ?? [], [query.data]);
  const language = i18n.language;

  const columns = useMemo<GridColDef<SubscriptionPlan>[]>(() => {
    const count = (value: number) => value.toLocaleString(language);
    return [
      {
        field: 'name',
        headerName: t('plans.columns.name'),
        flex: 1,
        minWidth: 180,
        renderCell: ({ row }) => (
          <Stack
            sx={{ justifyContent: 'center', alignItems: 'flex-start', height: '100%', minWidth: 0, py: 1 }}
          >
            {canUpdate ? (
              <Link
                component="button"
                type="button"
                underline="hover"
                onClick={() => setEditing(row)}
                sx={{ fontWeight: 600, lineHeight: 1.43, maxWidth: '100%', textAlign: 'start' }}
                noWrap
              >
                {row.name}
              </Link>
            ) : (
              <Typography variant="body2" sx={{ fontWeight: 600, maxWidth: '100%' }} noWrap>
                {row.name}
              </Typography>
            )}
            {row.description && (
              <Typography
                variant="caption"
                color="text.secondary"
                noWrap
                title={row.description}
                sx={{ maxWidth: '100%', lineHeight: 1.4 }}
              >
                {row.description}
              </Typography>
            )}
          </Stack>
        ),
      },
      {
        field: 'active',
        headerName: t('plans.columns.active'),
        width: 84,
        renderCell: ({ row }) => <ActiveSwitch plan={row} disabled={!canUpdate} />,
      },
      {
        field: 'price',
        headerName: t('plans.columns.price'),
        description: t('plans.columns.priceHint'),
        width: 112,
        align: 'right',
        headerAlign: 'right',
        valueFormatter: (value: number, row) => formatMoney(value, row.currency, language),
      },
      {
        field: 'durationDays',
        headerName: t('plans.columns.duration'),
        width: 84,
        valueFormatter: (value: number) => t('units.dayCount', { count: value }),
      },
      {
        field: 'maxEvents',
        headerName: t('plans.columns.maxEvents'),
        description: t('plans.columns.maxEventsHint'),
        width: 84,
        type: 'number',
      },
      {
        field: 'maxAlbumsPerEvent',
        headerName: t('plans.columns.maxAlbumsPerEvent'),
        description: t('plans.columns.maxAlbumsPerEventHint'),
        width: 96,
        type: 'number',
      },
      {
        field: 'maxPostsPerAlbum',
        headerName: t('plans.columns.maxPostsPerAlbum'),
        description: t('plans.columns.maxPostsPerAlbumHint'),
        width: 104,
        type: 'number',
        valueFormatter: count,
      },
      {
        field: 'storageQuotaBytes',
        headerName: t('plans.columns.storage'),
        width: 92,
        align: 'right',
        headerAlign: 'right',
        valueFormatter: (value: number) => `${count(Math.round((value / GIGABYTE) * 100) / 100)} GB`,
      },
      {
        field: 'videoAllowed',
        headerName: t('plans.columns.video'),
        width: 64,
        align: 'center',
        headerAlign: 'center',
        renderCell: ({ value }) => (
          <Stack sx={{ height: '100%', alignItems: 'center', justifyContent: 'center' }}>
            {value ? (
              <CheckIcon color="success" titleAccess={t('plans.video.yes')} />
            ) : (
              <RemoveIcon color="disabled" titleAccess={t('plans.video.no')} />
            )}
          </Stack>
        ),
      },
    ];
  }, [t, language, canUpdate]);

  const move = useCallback(
    (index: number, by: -1 | 1) => {
      const ordered = [...plans];
      const [moved] = ordered.splice(index, 1);
      ordered.splice(index + by, 0, moved!);
      reorder.mutate(ordered);
    },
    [plans, reorder],
  );

  const rowActions = useCallback(
    (row: SubscriptionPlan): RowAction[] => {
      const index = plans.findIndex((plan) => plan.id === row.id);
      const actions: RowAction[] = [];
      if (canUpdate)
        actions.push(
          {
            label: t('plans.actions.edit', { name: row.name }),
            icon: <EditOutlinedIcon />,
            onClick: () => setEditing(row),
          },
          {
            label: t('plans.actions.up', { name: row.name }),
            icon: <ArrowUpwardIcon />,
            disabled: index <= 0 || reorder.isPending,
            onClick: () => move(index, -1),
          },
          {
            label: t('plans.actions.down', { name: row.name }),
            icon: <ArrowDownwardIcon />,
            disabled: index === plans.length - 1 || reorder.isPending,
            onClick: () => move(index, 1),
          },
        );
      if (canDelete)
        actions.push({
          label: t('plans.actions.delete', { name: row.name }),
          icon: <DeleteOutlineIcon />,
          onClick: () => setDeleting(row),
        });
      return actions;
    },
    [plans, canUpdate, canDelete, reorder.isPending, move, t],
  );

  const lastSortOrder = plans.reduce((most, plan) => Math.max(most, plan.sortOrder), 0);
  return (
    <ListPage
      title={t(`plans.title.${type}`)}
      subtitle={t('plans.subtitle')}
      action={canCreate && { label: t('plans.add'), onClick: () => setEditing('new') }}
    >
      <DataTable
        label={t(`plans.title.${type}`)}
        columns={columns}
        query={query}
        emptyText={t('plans.empty')}
        rowActions={canUpdate || canDelete ? rowActions : undefined}
      />
      <PlanDrawer
        open={editing !== null}
        type={type}
        plan={editing === 'new' ? null : editing}
        nextSortOrder={lastSortOrder + 10}
        onClose={() => setEditing(null)}
      />
      <DeletePlanDialog plan={deleting} onClose={() => setDeleting(null)} />
    </ListPage>
  );
}
