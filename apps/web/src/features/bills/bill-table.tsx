// Bills as a server-side list (the list-page shell's data table): the caller's own on /bills, every
// bill on /bills-management with the buyer, a date range and the account type. Filters and the
// search (number, the name on the bill, the account's name or email) live in the address bar.
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { ACCOUNT_TYPES } from '@hatira/shared/auth';
import { BILL_SORT_FIELDS, BILL_STATUSES, type Bill } from '@hatira/shared/bills';
import { formatMoney } from '@hatira/shared/money';
import { paths } from '@hatira/shared/paths';
import { BillStatusChip } from '../../components/billing/bill-status-chip';
import { billSummary, buyerName } from '../../components/billing/format';
import { DataTable } from '../../components/data-table/data-table';
import { dateColumn } from '../../components/data-table/date-column';
import {
  oneOf,
  useListFilters,
  useListParams,
  type FilterParser,
} from '../../components/data-table/list-params';
import type { RowAction } from '../../components/data-table/row-actions';
import { DatePickersProvider } from '../../components/date-pickers-provider';
import { FilterSelect } from '../../components/list-page/filter-select';
import { billsQuery } from './bills.api';

const DAY = 'YYYY-MM-DD';
const isoDay: FilterParser = (raw) => (/^\d{4}-\d{2}-\d{2}$/.test(raw) ? raw : undefined);
/** The staff's filters; a buyer's list reads only the status. */
const FILTERS = { status: oneOf(BILL_STATUSES), from: isoDay, to: isoDay, accountType: oneOf(ACCOUNT_TYPES) };

function DayFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value?: string;
  onChange: (day?: string) => void;
}) {
  return (
    <DatePicker
      label={label}
      value={value ? dayjs(value) : null}
      onChange={(date: Dayjs | null) => {
        if (!date) onChange(undefined);
        else if (date.isValid()) onChange(date.format(DAY));
      }}
      slotProps={{
        // The label stays above the empty field, as the other filters' do (FilterSelect).
        textField: {
          size: 'small',
          sx: { width: { xs: '100%', sm: 180 } },
          InputLabelProps: { shrink: true },
        },
        field: { clearable: true },
      }}
    />
  );
}

export function BillTable({ scope }: { scope: 'own' | 'all' }) {
  const { t, i18n } = useTranslation('bills');
  const isStaff = scope === 'all';
  const list = useListParams(BILL_SORT_FIELDS);
  const [filters, setFilter] = useListFilters(FILTERS);
  const query = useQuery(billsQuery(list.params, isStaff ? filters : { status: filters.status }));
  const viewPath = isStaff ? paths.billsManagementView : paths.billView;

  const columns = useMemo<(GridColDef<Bill> | false)[]>(
    () => [
      {
        field: 'number',
        headerName: t('list.columns.number'),
        width: 140,
        renderCell: ({ row }) => (
          <Link component={RouterLink} to={viewPath(row.id)} underline="hover" fontWeight={500}>
            {row.number}
          </Link>
        ),
      },
      {
        field: 'status',
        headerName: t('list.columns.status'),
        width: 180,
        renderCell: ({ row }) => <BillStatusChip status={row.status} />,
      },
      {
        field: 'total',
        headerName: t('list.columns.total'),
        type: 'number',
        width: 130,
        valueFormatter: (_value, row) => formatMoney(row.total, row.currency, i18n.language),
      },
      dateColumn('createdAt', t('list.columns.createdAt'), i18n.language),
      isStaff && {
        field: 'buyer',
        headerName: t('list.columns.buyer'),
        flex: 1,
        minWidth: 200,
        sortable: false,
        renderCell: ({ row }) => (
          <Stack sx={{ justifyContent: 'center', height: '100%', minWidth: 0 }}>
            <Typography variant="body2" noWrap>
              {buyerName(row.buyer)}
            </Typography>
            <Typography variant="caption" color="text.secondary" noWrap>
              {row.userEmail} · {t(`common:accountTypes.${row.buyer.type}`)}
            </Typography>
          </Stack>
        ),
      },
      {
        field: 'lines',
        headerName: t('list.columns.lines'),
        flex: 1,
        minWidth: 200,
        sortable: false,
        valueGetter: (_value, row) => billSummary(row),
      },
    ],
    [t, i18n.language, isStaff, viewPath],
  );
  const rowActions = useCallback(
    (row: Bill): RowAction[] => [
      {
        label: t('list.view', { number: row.number }),
        icon: <DescriptionOutlinedIcon />,
        to: viewPath(row.id),
      },
    ],
    [t, viewPath],
  );

  const statusFilter = (
    <FilterSelect
      label={t('list.filters.status')}
      value={filters.status}
      options={BILL_STATUSES.map((value) => ({ value, label: t(`billing:status.${value}`) }))}
      onChange={(value) => setFilter('status', value)}
    />
  );
  return (
    <DataTable
      label={t(isStaff ? 'management.title' : 'list.title')}
      columns={columns}
      list={list}
      query={query}
      searchLabel={t(isStaff ? 'management.search' : 'list.search')}
      emptyText={t(isStaff ? 'management.empty' : 'list.empty')}
      rowActions={rowActions}
      filters={
        isStaff ? (
          <>
            {statusFilter}
            <FilterSelect
              label={t('list.filters.accountType')}
              value={filters.accountType}
              options={ACCOUNT_TYPES.map((value) => ({ value, label: t(`common:accountTypes.${value}`) }))}
              onChange={(value) => setFilter('accountType', value)}
            />
            <DatePickersProvider>
              <DayFilter
                label={t('list.filters.from')}
                value={filters.from}
                onChange={(day) => setFilter('from', day)}
              />
              <DayFilter
                label={t('list.filters.to')}
                value={filters.to}
                onChange={(day) => setFilter('to', day)}
              />
            </DatePickersProvider>
          </>
        ) : (
          statusFilter
        )
      }
    />
  );
}
