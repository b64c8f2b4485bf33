// The coupons (/coupons, staff): code, discount, account type, validity, uses taken of the most
// allowed, and whether it is on; search by code, filter by on/off, all in the address bar.
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { COUPON_SORT_FIELDS, type Coupon } from '@hatira/shared/coupons';
import { paths } from '@hatira/shared/paths';
import { DataTable } from '../../components/data-table/data-table';
import { oneOf, useListFilters, useListParams } from '../../components/data-table/list-params';
import type { RowAction } from '../../components/data-table/row-actions';
import { FilterSelect } from '../../components/list-page/filter-select';
import { ListPage } from '../../components/list-page/list-page';
import { useCan } from '../../lib/ability';
import { formatDiscount, formatUses, formatValidity } from './coupon-format';
import { couponsQuery, useDeleteCoupon } from './coupons.api';

const FILTERS = { isActive: oneOf(['true', 'false'] as const) };

export function CouponListPage() {
  const { t, i18n } = useTranslation('coupons');
  const list = useListParams(COUPON_SORT_FIELDS);
  const [filters, setFilter] = useListFilters(FILTERS);
  const query = useQuery(couponsQuery(list.params, filters));
  const { mutateAsync: remove } = useDeleteCoupon();
  const canCreate = useCan('create', 'coupons');
  const canDelete = useCan('delete', 'coupons');
  const language = i18n.language;

  const columns = useMemo<GridColDef<Coupon>[]>(
    () => [
      {
        field: 'code',
        headerName: t('columns.code'),
        flex: 1,
        minWidth: 150,
        renderCell: ({ row }) => (
          <Link
            component={RouterLink}
            to={paths.couponEdit(row.id)}
            underline="hover"
            sx={{ fontWeight: 600, fontFamily: 'monospace', fontSize: '0.95rem' }}
          >
            {row.code}
          </Link>
        ),
      },
      {
        field: 'amount',
        headerName: t('columns.discount'),
        width: 120,
        valueFormatter: (_value, row) => formatDiscount(row, language),
      },
      {
        field: 'planType',
        headerName: t('columns.planType'),
        width: 120,
        valueFormatter: (value: Coupon['planType']) =>
          value ? t(`common:accountTypes.${value}`) : t('planTypes.all'),
      },
      {
        field: 'validUntil',
        headerName: t('columns.validity'),
        minWidth: 220,
        flex: 1,
        valueFormatter: (_value, row) => formatValidity(row, language) ?? t('validity.always'),
      },
      {
        field: 'usedCount',
        headerName: t('columns.uses'),
        width: 110,
        valueFormatter: (_value, row) => formatUses(row),
      },
      {
        field: 'isActive',
        headerName: t('columns.isActive'),
        width: 110,
        renderCell: ({ row }) => (
          <Chip
            size="small"
            variant="outlined"
            color={row.isActive ? 'success' : 'default'}
            label={t(row.isActive ? 'state.on' : 'state.off')}
          />
        ),
      },
    ],
    [t, language],
  );
  const rowActions = useCallback(
    (row: Coupon): RowAction[] => [
      {
        label: t('actions.edit', { code: row.code }),
        icon: <EditOutlinedIcon />,
        to: paths.couponEdit(row.id),
      },
      ...(canDelete
        ? [
            {
              label: t('actions.delete', { code: row.code }),
              icon: <DeleteOutlineIcon />,
              confirm: {
                title: t('delete.title'),
                message: t('delete.text', { code: row.code }),
                confirmLabel: t('delete.confirm'),
                onConfirm: () => remove(row.id),
              },
            },
          ]
        : []),
    ],
    [t, canDelete, remove],
  );

  return (
    <ListPage
      title={t('list.title')}
      subtitle={t('list.subtitle')}
      action={canCreate && { label: t('list.add'), to: paths.couponAdd }}
    >
      <DataTable
        label={t('list.title')}
        columns={columns}
        list={list}
        query={query}
        searchLabel={t('list.search')}
        emptyText={t('list.empty')}
        rowActions={rowActions}
        filters={
          <FilterSelect
            label={t('filters.isActive')}
            value={filters.isActive}
            options={[
              { value: 'true', label: t('state.on') },
              { value: 'false', label: t('state.off') },
            ]}
            onChange={(value) => setFilter('isActive', value)}
          />
        }
      />
    </ListPage>
  );
}
