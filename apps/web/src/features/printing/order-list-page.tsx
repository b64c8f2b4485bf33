// The print orders (/printing-workshop/list): a buyer's own, or every order for staff (with the
// buyer); the design, the event, the quantity, the total and the status; filter by status, sort
// and pages on the server, all in the address bar.
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { formatMoney } from '@hatira/shared/money';
import { isPlatformWide } from '@hatira/shared/pages';
import { PRINT_ORDER_STATUSES, type PrintOrder } from '@hatira/shared/printing';
import { DataTable } from '../../components/data-table/data-table';
import { dateColumn } from '../../components/data-table/date-column';
import { oneOf, useListFilters, useListParams } from '../../components/data-table/list-params';
import type { RowAction } from '../../components/data-table/row-actions';
import { FilterSelect } from '../../components/list-page/filter-select';
import { ListPage } from '../../components/list-page/list-page';
import { useAbility, useCan } from '../../lib/ability';
import { ORDER_SORT_FIELDS, ordersQuery } from './printing.api';
import { OrderStatusChip } from './printing-parts';
import { printingPaths } from './printing-paths';

const FILTERS = { status: oneOf(PRINT_ORDER_STATUSES) };

export function OrderListPage() {
  const { t, i18n } = useTranslation('printing');
  const isStaff = isPlatformWide(useAbility(), 'read', 'printOrders');
  const canOrder = useCan('create', 'printOrders') && !isStaff;
  const list = useListParams(ORDER_SORT_FIELDS);
  const [filters, setFilter] = useListFilters(FILTERS);
  const query = useQuery(ordersQuery(list.params, filters));
  const language = i18n.language;

  const columns = useMemo<(GridColDef<PrintOrder> | false)[]>(
    () => [
      {
        field: 'designName',
        headerName: t('orders.columns.design'),
        flex: 1,
        minWidth: 180,
        renderCell: ({ row }) => (
          <Link
            component={RouterLink}
            to={printingPaths.orderView(row.id)}
            underline="hover"
            sx={{ fontWeight: 600 }}
          >
            {row.designName}
          </Link>
        ),
      },
      { field: 'qrCodeTitle', headerName: t('orders.columns.event'), flex: 1, minWidth: 160 },
      isStaff && {
        field: 'userName',
        headerName: t('orders.columns.buyer'),
        flex: 1,
        minWidth: 180,
        renderCell: ({ row }) => (
          <Stack sx={{ justifyContent: 'center', height: '100%', lineHeight: 1.3 }}>
            <span>{row.userName}</span>
            <Typography variant="caption" color="text.secondary">
              {row.userEmail}
            </Typography>
          </Stack>
        ),
      },
      { field: 'quantity', headerName: t('orders.columns.quantity'), width: 90, type: 'number' },
      {
        field: 'total',
        headerName: t('orders.columns.total'),
        width: 120,
        valueFormatter: (value: number, row) => formatMoney(value, row.currency, language),
      },
      {
        field: 'status',
        headerName: t('orders.columns.status'),
        width: 140,
        renderCell: ({ row }) => <OrderStatusChip status={row.status} />,
      },
      dateColumn<PrintOrder>('createdAt', t('orders.columns.createdAt'), language),
    ],
    [t, isStaff, language],
  );
  const rowActions = useCallback(
    (row: PrintOrder): RowAction[] => [
      {
        label: t('orders.actions.view', { design: row.designName, event: row.qrCodeTitle }),
        icon: <DescriptionOutlinedIcon />,
        to: printingPaths.orderView(row.id),
      },
    ],
    [t],
  );

  return (
    <ListPage
      title={t(isStaff ? 'orders.list.titleAll' : 'orders.list.title')}
      subtitle={t(isStaff ? 'orders.list.subtitleAll' : 'orders.list.subtitle')}
      action={canOrder && { label: t('orders.list.add'), to: printingPaths.workshop }}
    >
      <DataTable
        label={t(isStaff ? 'orders.list.titleAll' : 'orders.list.title')}
        columns={columns}
        list={list}
        query={query}
        searchLabel={t('orders.list.search')}
        emptyText={t('orders.list.empty')}
        rowActions={rowActions}
        filters={
          <FilterSelect
            label={t('orders.filters.status')}
            value={filters.status}
            options={PRINT_ORDER_STATUSES.map((status) => ({
              value: status,
              label: t(`orderStatus.${status}`),
            }))}
            onChange={(value) => setFilter('status', value)}
          />
        }
      />
    </ListPage>
  );
}
