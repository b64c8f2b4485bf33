// Blocked addresses (SPEC §2: /medias/blocked-ip-address, /cmedias/blocked-ip-address,
// /medias-management/blocked-ip-address). A subscriber's list guards their own event pages; an
// admin sees every entry (filter: all / platform-wide / added by me) and adds platform-wide ones.
// A customer works on their subscriber's list: adds to it, removes only what they added (the
// server says which: canDelete; docs/decisions/024). A customer linked to no subscriber is told so.
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import BlockIcon from '@mui/icons-material/Block';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { BLOCKED_IP_SCOPES, BLOCKED_IP_SORT_FIELDS, type BlockedIp } from '@hatira/shared/blocked-ips';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog';
import { DataTable } from '../../components/data-table/data-table';
import { useListParams } from '../../components/data-table/list-params';
import { useAbility } from '../../lib/ability';
import { ApiError } from '../../lib/api';
import { useSession } from '../../lib/session';
import { BlockedIpDialog } from './blocked-ip-dialog';
import { BlockedIpOwnerCell } from './blocked-ip-owner-cell';
import { blockedIpsQuery, useDeleteBlockedIp, type BlockedIpScope } from './blocked-ips.api';

const monospace = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' };

function formatDateTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

function isScope(value: string | null): value is BlockedIpScope {
  return BLOCKED_IP_SCOPES.includes(value as BlockedIpScope);
}

/** The admin's filter, in the address bar beside the list state; a new filter starts at page 1. */
function useScope(): [BlockedIpScope | undefined, (scope: BlockedIpScope | undefined) => void] {
  const [search, setSearch] = useSearchParams();
  const raw = search.get('scope');
  const setScope = useCallback(
    (scope: BlockedIpScope | undefined) =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          if (scope) next.set('scope', scope);
          else next.delete('scope');
          next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setSearch],
  );
  return [isScope(raw) ? raw : undefined, setScope];
}

function BlockedIpList({ isAdmin }: { isAdmin: boolean }) {
  const { t, i18n } = useTranslation('blocked-ips');
  const list = useListParams(BLOCKED_IP_SORT_FIELDS);
  const [scope, setScope] = useScope();
  const query = useQuery(blockedIpsQuery(list.params, isAdmin ? scope : undefined));
  const remove = useDeleteBlockedIp();
  const [isAdding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<BlockedIp | null>(null);
  const [isConfirming, setConfirming] = useState(false);

  const columns = useMemo<GridColDef<BlockedIp>[]>(() => {
    const language = i18n.language;
    const all: (GridColDef<BlockedIp> | false)[] = [
      {
        field: 'ip',
        headerName: t('columns.ip'),
        minWidth: 180,
        flex: 1,
        renderCell: ({ row }) => <span style={monospace}>{row.ip}</span>,
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
      {
        field: 'createdAt',
        headerName: t('columns.createdAt'),
        width: 180,
        valueFormatter: (value: string) => formatDateTime(value, language),
      },
      {
        field: 'actions',
        type: 'actions',
        headerName: t('columns.actions'),
        width: 90,
        // A customer's list holds entries of their subscriber's they may not remove.
        getActions: ({ row }) =>
          row.canDelete
            ? [
                <GridActionsCellItem
                  key="delete"
                  icon={<DeleteOutlineIcon />}
                  label={t('actions.unblock', { ip: row.ip })}
                  onClick={() => {
                    setDeleting(row);
                    setConfirming(true);
                  }}
                />,
              ]
            : [],
      },
    ];
    return all.filter((column): column is GridColDef<BlockedIp> => column !== false);
  }, [t, i18n.language, isAdmin]);

  if (query.error instanceof ApiError && query.error.code === 'FORBIDDEN') return <NotAvailable />;

  return (
    <>
      <DataTable
        label={t('list.title')}
        columns={columns}
        list={list}
        query={query}
        searchLabel={t('list.search')}
        emptyText={t(scope && isAdmin ? 'list.emptyFiltered' : 'list.empty')}
        toolbar={
          <>
            {isAdmin && (
              <TextField
                select
                size="small"
                label={t('scope.label')}
                value={scope ?? 'all'}
                onChange={(event) => setScope(isScope(event.target.value) ? event.target.value : undefined)}
                sx={{ minWidth: 200 }}
              >
                <MenuItem value="all">{t('scope.all')}</MenuItem>
                <MenuItem value="platform">{t('scope.platform')}</MenuItem>
                <MenuItem value="mine">{t('scope.mine')}</MenuItem>
              </TextField>
            )}
            <Button variant="contained" startIcon={<BlockIcon />} onClick={() => setAdding(true)}>
              {t('list.add')}
            </Button>
          </>
        }
      />
      <BlockedIpDialog open={isAdding} onClose={() => setAdding(false)} isPlatformWide={isAdmin} />
      <ConfirmDialog
        open={isConfirming}
        title={t('delete.title')}
        message={t(deleting?.isPlatformWide ? 'delete.textPlatform' : 'delete.text', {
          ip: deleting?.ip ?? '',
        })}
        confirmLabel={t('delete.confirm')}
        onConfirm={() => (deleting ? remove.mutateAsync(deleting.id) : undefined)}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}

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
  const { t } = useTranslation('blocked-ips');
  const ability = useAbility();
  const session = useSession();
  const role = session?.userData.role;
  const kind: ListKind = ability.can('manage', 'all')
    ? 'admin'
    : role === 'subscriber' || role === 'customer'
      ? role
      : null;

  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
          {t('list.title')}
        </Typography>
        {kind && <Typography color="text.secondary">{t(SUBTITLES[kind])}</Typography>}
      </div>
      {kind ? <BlockedIpList isAdmin={kind === 'admin'} /> : <NotAvailable />}
    </Stack>
  );
}
