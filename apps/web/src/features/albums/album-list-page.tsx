// The albums of one event (SPEC §2: /medias/albums, /cmedias/albums): choose the event, then see,
// add, edit and delete its albums. An event has few albums (the plan caps them), so they come in
// one answer, in the order guests see them.
import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import LockOpenOutlinedIcon from '@mui/icons-material/LockOpenOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import type { Album } from '@hatira/shared/albums';
import { paths } from '@hatira/shared/paths';
import type { QrCode } from '@hatira/shared/qr-codes';
import { DataTable } from '../../components/data-table/data-table';
import { anyText, useListFilters } from '../../components/data-table/list-params';
import type { RowAction } from '../../components/data-table/row-actions';
import { ListPage } from '../../components/list-page/list-page';
import { PlanWarning } from '../../components/plan-warning/plan-warning';
import { useAlbumName } from '../../lib/album-name';
import { translateApiError } from '../../lib/form-errors';
import { approvalChoiceOf } from './album-form-values';
import { albumsQuery, eventOptionsQuery, eventQuery, useDeleteAlbum } from './albums.api';
import { forEvent, useAlbumsPath } from './albums-paths';
import { EventPicker } from './event-picker';
import { useRevealQuestion } from './reveal-now';
import { canRevealNow, revealStateOf, useRevealText } from './reveal-text';

const FILTERS = { qrCodeId: anyText };

function OnOff({ value, on, off }: { value: boolean; on: string; off: string }) {
  return (
    <Chip size="small" variant="outlined" color={value ? 'success' : 'default'} label={value ? on : off} />
  );
}

function AlbumsTable({ qrCodeId, event }: { qrCodeId: string; event: QrCode | undefined }) {
  const { t } = useTranslation('albums');
  const albumsPath = useAlbumsPath();
  const albumName = useAlbumName();
  const albums = useQuery(albumsQuery(qrCodeId));
  const { mutateAsync: remove } = useDeleteAlbum();
  const revealText = useRevealText();
  const revealQuestion = useRevealQuestion();

  const columns = useMemo<GridColDef<Album>[]>(() => {
    const approvalText = (album: Album) => {
      const choice = approvalChoiceOf(album.approvalRequired);
      if (choice !== 'inherit') return t(`approval.${choice}`);
      return event
        ? t('list.inherits', { current: t(event.approvalRequired ? 'list.held' : 'list.published') })
        : t('list.inherit');
    };
    return [
      {
        field: 'name',
        headerName: t('columns.name'),
        flex: 1,
        minWidth: 180,
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
            {row.isProtected && (
              <LockOutlinedIcon fontSize="small" color="action" titleAccess={t('list.protected')} />
            )}
            <Link component={RouterLink} to={`${albumsPath}/edit/${row.id}`} underline="hover" noWrap>
              {albumName(row.name)}
            </Link>
          </Stack>
        ),
      },
      {
        field: 'isActive',
        headerName: t('columns.isActive'),
        width: 110,
        renderCell: ({ row }) => (
          <OnOff value={row.isActive} on={t('status.active')} off={t('status.inactive')} />
        ),
      },
      {
        field: 'uploadsEnabled',
        headerName: t('columns.uploadsEnabled'),
        width: 120,
        renderCell: ({ row }) => (
          <OnOff value={row.uploadsEnabled} on={t('status.open')} off={t('status.closed')} />
        ),
      },
      {
        field: 'visibility',
        headerName: t('columns.visibility'),
        flex: 1,
        minWidth: 200,
        valueGetter: (_value, row) => revealText(row),
        renderCell: ({ row, value }) => (
          <Chip
            size="small"
            variant="outlined"
            color={revealStateOf(row) === 'public' || revealStateOf(row) === 'opened' ? 'success' : 'default'}
            label={value as string}
          />
        ),
      },
      {
        field: 'approvalRequired',
        headerName: t('columns.approval'),
        flex: 1,
        minWidth: 220,
        valueGetter: (_value, row) => approvalText(row),
      },
      {
        field: 'uploadLimit',
        headerName: t('columns.uploadLimit'),
        type: 'number',
        width: 120,
        valueFormatter: (value: number | null) => value ?? t('list.planLimit'),
      },
      { field: 'sortOrder', headerName: t('columns.sortOrder'), type: 'number', width: 90 },
    ];
  }, [t, event, albumsPath, albumName, revealText]);
  const rowActions = useCallback(
    (row: Album): RowAction[] => [
      {
        label: t('actions.edit', { name: row.name }),
        icon: <EditOutlinedIcon />,
        to: `${albumsPath}/edit/${row.id}`,
      },
      ...(canRevealNow(row)
        ? [
            {
              label: t('actions.reveal', { name: row.name }),
              icon: <LockOpenOutlinedIcon />,
              confirm: revealQuestion(row),
            },
          ]
        : []),
      {
        label: t('actions.delete', { name: row.name }),
        icon: <DeleteOutlineIcon />,
        confirm: {
          title: t('delete.title'),
          message: t('delete.text', { name: row.name }),
          confirmLabel: t('delete.confirm'),
          onConfirm: () => remove(row),
        },
      },
    ],
    [t, albumsPath, remove, revealQuestion],
  );

  return (
    <DataTable
      label={t('list.tableLabel', { event: event?.title ?? '' })}
      columns={columns}
      query={albums}
      emptyText={t('list.empty')}
      rowActions={rowActions}
    />
  );
}

export function AlbumListPage() {
  const { t } = useTranslation('albums');
  const albumsPath = useAlbumsPath();
  const isCustomer = albumsPath.startsWith(paths.customerModeration);
  const [{ qrCodeId }, setFilter] = useListFilters(FILTERS);
  const firstEvents = useQuery({ ...eventOptionsQuery(''), enabled: qrCodeId === undefined });
  const event = useQuery({ ...eventQuery(qrCodeId ?? ''), enabled: qrCodeId !== undefined });

  // Without a chosen event, the newest one is shown: most hosts have one or two.
  const firstId = firstEvents.data?.items[0]?.id;
  useEffect(() => {
    if (qrCodeId === undefined && firstId) setFilter('qrCodeId', firstId);
  }, [qrCodeId, firstId, setFilter]);

  const hasNoEvents = qrCodeId === undefined && firstEvents.data?.total === 0;

  let content;
  if (hasNoEvents)
    content = (
      <Alert
        severity="info"
        action={
          isCustomer ? undefined : (
            <Button component={RouterLink} to={paths.qrAdd} color="inherit" size="small">
              {t('list.createEvent')}
            </Button>
          )
        }
      >
        {t(isCustomer ? 'list.noAssignedEvents' : 'list.noEvents')}
      </Alert>
    );
  else if (firstEvents.isError)
    content = <Alert severity="error">{translateApiError(t, firstEvents.error)}</Alert>;
  else
    content = (
      <>
        <EventPicker
          value={qrCodeId ?? null}
          onChange={(id) => setFilter('qrCodeId', id ?? undefined)}
          label={t('fields.event')}
        />
        {qrCodeId ? (
          <AlbumsTable qrCodeId={qrCodeId} event={event.data} />
        ) : (
          firstEvents.isPending && <Skeleton height={48} />
        )}
      </>
    );

  return (
    <ListPage
      title={t('list.title')}
      subtitle={t(isCustomer ? 'list.customerSubtitle' : 'list.subtitle')}
      action={
        !hasNoEvents && {
          label: t('list.add'),
          to: `${albumsPath}/add${forEvent(qrCodeId)}`,
          disabled: !qrCodeId,
        }
      }
      notice={<PlanWarning />}
    >
      {content}
    </ListPage>
  );
}
