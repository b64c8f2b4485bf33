// Blocked addresses (SPEC §2: /medias/blocked-ip-address, /cmedias/blocked-ip-address,
// /medias-management/blocked-ip-address). A subscriber's list guards their own event pages; an
// admin sees every entry (filter: all / platform-wide / added by me) and adds platform-wide ones.
// A customer works on their subscriber's list: adds to it, removes only what they added (the
// server says which: canDelete; docs/decisions/024). A customer linked to no subscriber is told so.
// "Block this guest" adds a guest's phone (decisions/054): shown by the guest's name, with a
// "Device" badge; removing any entry gives back the posts it hid.
import { useCallback, useMemo, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import BlockIcon from '@mui/icons-material/Block';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import type { GridColDef } from '@mui/x-data-grid';
import { BLOCKED_IP_SCOPES, BLOCKED_IP_SORT_FIELDS, type BlockedIp } from '@hatira/shared/blocked-ips';
import { DataTable } from '../../components/data-table/data-table';
import { dateColumn } from '../../components/data-table/date-column';
import { oneOf, useListFilters, useListParams } from '../../components/data-table/list-params';
import { FilterSelect } from '../../components/list-page/filter-select';
import { ListPage } from '../../components/list-page/list-page';
import { useAbility } from '../../lib/ability';
import { ApiError } from '../../lib/api';
import { useSession } from '../../lib/session';
import { BlockedIpDialog } from './blocked-ip-dialog';
import { BlockedIpOwnerCell } from './blocked-ip-owner-cell';
import { blockedIpsQuery, useDeleteBlockedIp } from './blocked-ips.api';

const monospace = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' };

/** What an entry blocks: a guest's phone by their name, or the address or range itself. */
function BlockedTarget({ entry }: { entry: BlockedIp }) {
  const { t } = useTranslation('blocked-ips');
  if (entry.kind !== 'device') return <span style={monospace}>{entry.ip}</span>;
  return (
    <Stack direction="row" spacing={1} alignItems="center" sx={{ minWidth: 0 }}>
      <span aria-hidden="true">📱</span>
      <span>{t('device.of', { name: entry.guestName ?? '' })}</span>
      <Chip label={t('device.badge')} size="small" variant="outlined" />
    </Stack>
  );
}

/** How the list and its confirmation name an entry. */
const nameOf = (t: TFunction<'blocked-ips'>, entry: BlockedIp) =>
  entry.kind === 'device' ? t('device.of', { name: entry.guestName ?? '' }) : (entry.ip ?? '');

/** The admin's filter: all entries, the platform-wide ones, or their own. */
const FILTERS = { scope: oneOf(BLOCKED_IP_SCOPES) };
const SCOPE_CHOICES = ['platform', 'mine'] as const;

/** A customer linked to no subscriber (the server answers 403), or a role without a list. */
function NotAvailable() {
  const { t } = useTranslation('blocked-ips');
  return (
    <Alert severity="info">
      <AlertTitle>{t('notAvailable.title')}</AlertTitle>
      {t('notAvailable.text')}
    </Alert>
  );
}

/** Whose list the page shows: every entry (admin), the caller's own, or their subscriber's. */
type ListKind = 'admin' | 'subscriber' | 'customer' | null;
const SUBTITLES = {
  admin: 'list.adminSubtitle',
  subscriber: 'list.subtitle',
  customer: 'list.customerSubtitle',
} as const;

export function BlockedIpListPage() {
  const { t, i18n } = useTranslation('blocked-ips');
  const ability = useAbility();
  const session = useSession();
  const role = session?.userData.role;
  const kind: ListKind = ability.can('manage', 'all')
    ? 'admin'
    : role === 'subscriber' || role === 'customer'
      ? role
      : null;
  const isAdmin = kind === 'admin';
  const list = useListParams(BLOCKED_IP_SORT_FIELDS);
  const [{ scope }, setFilter] = useListFilters(FILTERS);
  const query = useQuery({
    ...blockedIpsQuery(list.params, isAdmin ? scope : undefined),
    enabled: kind !== null,
  });
  const { mutateAsync: remove } = useDeleteBlockedIp();
  const [isAdding, setAdding] = useState(false);

  const columns = useMemo<(GridColDef<BlockedIp> | false)[]>(
    () => [
      {
        field: 'ip',
        headerName: t('columns.ip'),
        minWidth: 180,
        flex: 1,
        renderCell: ({ row }) => <BlockedTarget entry={row} />,
      },
      {
        field: 'reason',
        headerName: t('columns.reason'),
        minWidth: 200,
        flex: 2,
        valueFormatter: (value: string | null) => value ?? '—',
      },
      isAdmin && {
        field: 'ownerId',
        headerName: t('columns.owner'),
        width: 170,
        renderCell: ({ row }) => <BlockedIpOwnerCell entry={row} />,
      },
      dateColumn('createdAt', t('columns.createdAt'), i18n.language, { withTime: true }),
    ],
    [t, i18n.language, isAdmin],
  );
  // A customer's list holds entries of their subscriber's they may not remove.
  const rowActions = useCallback(
    (row: BlockedIp) =>
      row.canDelete
        ? [
            {
              label: t('actions.unblock', { ip: nameOf(t, row) }),
              icon: <DeleteOutlineIcon />,
              confirm: {
                title: t('delete.title'),
                message: `${
                  row.kind === 'device'
                    ? t('delete.textDevice', { name: row.guestName ?? '' })
                    : t(row.isPlatformWide ? 'delete.textPlatform' : 'delete.text', { ip: row.ip })
                } ${t('delete.postsBack')}`,
                confirmLabel: t('delete.confirm'),
                onConfirm: () => remove(row.id),
              },
            },
          ]
        : [],
    [t, remove],
  );

  const isAvailable = kind !== null && !(query.error instanceof ApiError && query.error.code === 'FORBIDDEN');

  return (
    <ListPage
      title={t('list.title')}
      subtitle={kind && t(SUBTITLES[kind])}
      action={isAvailable && { label: t('list.add'), icon: <BlockIcon />, onClick: () => setAdding(true) }}
    >
      {isAvailable ? (
        <DataTable
          label={t('list.title')}
          columns={columns}
          list={list}
          query={query}
          searchLabel={t('list.search')}
          emptyText={t(scope && isAdmin ? 'list.emptyFiltered' : 'list.empty')}
          rowActions={rowActions}
          filters={
            isAdmin && (
              <FilterSelect
                label={t('scope.label')}
                value={scope}
                allLabel={t('scope.all')}
                options={SCOPE_CHOICES.map((value) => ({ value, label: t(`scope.${value}`) }))}
                onChange={(value) => setFilter('scope', value)}
              />
            )
          }
        />
      ) : (
        <NotAvailable />
      )}
      <BlockedIpDialog open={isAdding} onClose={() => setAdding(false)} isPlatformWide={isAdmin} />
    </ListPage>
  );
}
