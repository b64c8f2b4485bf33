// The albums of one event (SPEC §2: /medias/albums, /cmedias/albums): choose the event, then see,
// add, edit and delete its albums. An event has few albums (the plan caps them), so they come in
// one answer, in the order guests see them.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import type { Album } from '@hatira/shared/albums';
import type { QrCode } from '@hatira/shared/qr-codes';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog';
import { PlanWarning } from '../../components/plan-warning/plan-warning';
import { translateApiError } from '../../lib/form-errors';
import { approvalChoiceOf } from './album-form-values';
import { albumsQuery, eventOptionsQuery, eventQuery, useDeleteAlbum } from './albums.api';
import { forEvent, useAlbumsPath } from './albums-paths';
import { EventPicker } from './event-picker';
import { useAlbumName } from '../../lib/album-name';
import { paths } from '@hatira/shared/paths';

function OnOff({ value, on, off }: { value: boolean; on: string; off: string }) {
  return (
    <Chip size="small" variant="outlined" color={value ? 'success' : 'default'} label={value ? on : off} />
  );
}

function AlbumsTable({ event, albumsPath }: { event: QrCode | undefined; albumsPath: string }) {
  const { t } = useTranslation('albums');
  const albumName = useAlbumName();
  const [search] = useSearchParams();
  const qrCodeId = search.get('qrCodeId') ?? '';
  const albums = useQuery(albumsQuery(qrCodeId));
  const remove = useDeleteAlbum();
  const [deleting, setDeleting] = useState<Album | null>(null);
  const [isConfirming, setConfirming] = useState(false);

  if (albums.isPending)
    return (
      <Stack spacing={1} role="progressbar" aria-label={t('list.loading')}>
        <Skeleton height={48} />
        <Skeleton height={48} />
        <Skeleton height={48} />
      </Stack>
    );
  if (albums.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void albums.refetch()}>
            {t('common:retry')}
          </Button>
        }
      >
        {translateApiError(t, albums.error)}
      </Alert>
    );

  const approvalText = (album: Album) => {
    const choice = approvalChoiceOf(album.approvalRequired);
    if (choice !== 'inherit') return t(`approval.${choice}`);
    return event
      ? t('list.inherits', { current: t(event.approvalRequired ? 'list.held' : 'list.published') })
      : t('list.inherit');
  };

  return (
    <>
      {albums.data.items.length === 0 ? (
        <Typography color="text.secondary" role="status" sx={{ py: 4, textAlign: 'center' }}>
          {t('list.empty')}
        </Typography>
      ) : (
        <Card variant="outlined">
          <TableContainer>
            <Table aria-label={t('list.tableLabel', { event: event?.title ?? '' })} sx={{ minWidth: 760 }}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('columns.name')}</TableCell>
                  <TableCell>{t('columns.isActive')}</TableCell>
                  <TableCell>{t('columns.uploadsEnabled')}</TableCell>
                  <TableCell>{t('columns.approval')}</TableCell>
                  <TableCell align="right">{t('columns.uploadLimit')}</TableCell>
                  <TableCell align="right">{t('columns.sortOrder')}</TableCell>
                  <TableCell align="right">{t('columns.actions')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {albums.data.items.map((album) => (
                  <TableRow key={album.id} hover>
                    <TableCell>
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                        {album.isProtected && (
                          <LockOutlinedIcon
                            fontSize="small"
                            color="action"
                            titleAccess={t('list.protected')}
                          />
                        )}
                        <Link component={RouterLink} to={`${albumsPath}/edit/${album.id}`} underline="hover">
                          {albumName(album.name)}
                        </Link>
                      </Stack>
                    </TableCell>
                    <TableCell>
                      <OnOff value={album.isActive} on={t('status.active')} off={t('status.inactive')} />
                    </TableCell>
                    <TableCell>
                      <OnOff value={album.uploadsEnabled} on={t('status.open')} off={t('status.closed')} />
                    </TableCell>
                    <TableCell>{approvalText(album)}</TableCell>
                    <TableCell align="right">{album.uploadLimit ?? t('list.planLimit')}</TableCell>
                    <TableCell align="right">{album.sortOrder}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <Tooltip title={t('actions.edit', { name: album.name })}>
                        <IconButton
                          component={RouterLink}
                          to={`${albumsPath}/edit/${album.id}`}
                          aria-label={t('actions.edit', { name: album.name })}
                        >
                          <EditOutlinedIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                      <Tooltip title={t('actions.delete', { name: album.name })}>
                        <IconButton
                          aria-label={t('actions.delete', { name: album.name })}
                          onClick={() => {
                            setDeleting(album);
                            setConfirming(true);
                          }}
                        >
                          <DeleteOutlineIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Card>
      )}
      <ConfirmDialog
        open={isConfirming}
        title={t('delete.title')}
        message={t('delete.text', { name: deleting?.name ?? '' })}
        confirmLabel={t('delete.confirm')}
        onConfirm={() => (deleting ? remove.mutateAsync(deleting) : undefined)}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}

export function AlbumListPage() {
  const { t } = useTranslation('albums');
  const albumsPath = useAlbumsPath();
  const isCustomer = albumsPath.startsWith(paths.customerModeration);
  const [search, setSearch] = useSearchParams();
  const qrCodeId = search.get('qrCodeId');
  const firstEvents = useQuery({ ...eventOptionsQuery(''), enabled: qrCodeId === null });
  const event = useQuery({ ...eventQuery(qrCodeId ?? ''), enabled: qrCodeId !== null });

  // Without a chosen event, the newest one is shown: most hosts have one or two.
  const firstId = firstEvents.data?.items[0]?.id;
  useEffect(() => {
    if (qrCodeId === null && firstId) setSearch({ qrCodeId: firstId }, { replace: true });
  }, [qrCodeId, firstId, setSearch]);

  const hasNoEvents = qrCodeId === null && firstEvents.data?.total === 0;
  const chooseEvent = (id: string | null) => setSearch(id ? { qrCodeId: id } : {}, { replace: true });

  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
          {t('list.title')}
        </Typography>
        <Typography color="text.secondary">
          {t(isCustomer ? 'list.customerSubtitle' : 'list.subtitle')}
        </Typography>
      </div>
      <PlanWarning />

      {hasNoEvents ? (
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
      ) : firstEvents.isError ? (
        <Alert severity="error">{translateApiError(t, firstEvents.error)}</Alert>
      ) : (
        <>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between' }}
          >
            <EventPicker value={qrCodeId} onChange={chooseEvent} label={t('fields.event')} />
            <Button
              component={RouterLink}
              to={`${albumsPath}/add${forEvent(qrCodeId)}`}
              variant="contained"
              startIcon={<AddIcon />}
              disabled={!qrCodeId}
            >
              {t('list.add')}
            </Button>
          </Stack>
          {qrCodeId ? (
            <AlbumsTable event={event.data} albumsPath={albumsPath} />
          ) : (
            firstEvents.isPending && <Skeleton height={48} />
          )}
        </>
      )}
    </Stack>
  );
}
