// The event pages as a server-side list: the owner's own at /qr, every owner's at /qr-management
// (admins; with the owner column). SPEC §2.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { QR_CODE_SORT_FIELDS, type QrCode } from '@hatira/shared/qr-codes';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog';
import { DataTable } from '../../components/data-table/data-table';
import { useListParams } from '../../components/data-table/list-params';
import { PlanWarning } from '../../components/plan-warning/plan-warning';
import { useCan } from '../../lib/ability';
import { useSession } from '../../lib/session';
import { shareUrlOf } from './share-url';
import { qrCodesQuery, useDeleteQrCode } from './qr-codes.api';
import { paths } from '@hatira/shared/paths';

function formatDate(iso: string | null, language: string): string {
  return iso ? new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso)) : '—';
}

function QrCodeList({ isManagement }: { isManagement: boolean }) {
  const { t, i18n } = useTranslation('qr-codes');
  const navigate = useNavigate();
  const session = useSession();
  const basePath = isManagement ? paths.qrManagement : paths.qr;
  const list = useListParams(QR_CODE_SORT_FIELDS);
  const query = useQuery(qrCodesQuery(list.params));
  const remove = useDeleteQrCode();
  const canCreate = useCan('create', 'subscriber');
  // The row stays while the dialog fades out; `isConfirming` opens and closes it.
  const [deleting, setDeleting] = useState<QrCode | null>(null);
  const [isConfirming, setConfirming] = useState(false);

  const columns = useMemo<GridColDef<QrCode>[]>(() => {
    const language = i18n.language;
    const yesNo = (value: boolean, yes: string, no: string) => (
      <Chip size="small" color={value ? 'success' : 'default'} variant="outlined" label={value ? yes : no} />
    );
    const all: (GridColDef<QrCode> | false)[] = [
      {
        field: 'title',
        headerName: t('columns.title'),
        flex: 1,
        minWidth: 180,
        renderCell: ({ row }) => (
          <Link component={RouterLink} to={`${basePath}/edit/${row.id}`} underline="hover" fontWeight={500}>
            {row.title}
          </Link>
        ),
      },
      isManagement && {
        field: 'ownerId',
        headerName: t('columns.owner'),
        width: 140,
        // The list carries the owner's account id only (no names yet): short, full id on hover.
        renderCell: ({ row }) =>
          row.ownerId === session?.userData.id ? (
            t('columns.ownerYou')
          ) : (
            <Typography component="span" variant="body2" title={row.ownerId} sx={{ fontFamily: 'monospace' }}>
              {row.ownerId.slice(0, 8)}
            </Typography>
          ),
      },
      {
        field: 'eventDate',
        headerName: t('columns.eventDate'),
        width: 140,
        valueFormatter: (value: string | null) => formatDate(value, language),
      },
      {
        field: 'isActive',
        headerName: t('columns.isActive'),
        width: 110,
        renderCell: ({ row }) => yesNo(row.isActive, t('status.active'), t('status.inactive')),
      },
      {
        field: 'uploadsEnabled',
        headerName: t('columns.uploadsEnabled'),
        width: 120,
        renderCell: ({ row }) => yesNo(row.uploadsEnabled, t('status.open'), t('status.closed')),
      },
      { field: 'albumCount', headerName: t('columns.albumCount'), type: 'number', width: 90 },
      {
        field: 'createdAt',
        headerName: t('columns.createdAt'),
        width: 140,
        valueFormatter: (value: string) => formatDate(value, language),
      },
      {
        field: 'actions',
        type: 'actions',
        headerName: t('columns.actions'),
        width: 130,
        getActions: ({ row }) => [
          <GridActionsCellItem
            key="edit"
            icon={<EditOutlinedIcon />}
            label={t('actions.edit', { title: row.title })}
            onClick={() => void navigate(`${basePath}/edit/${row.id}`)}
          />,
          <GridActionsCellItem
            key="open"
            icon={<OpenInNewIcon />}
            label={t('actions.open', { title: row.title })}
            onClick={() => window.open(shareUrlOf(row.hash), '_blank', 'noopener')}
          />,
          <GridActionsCellItem
            key="delete"
            icon={<DeleteOutlineIcon />}
            label={t('actions.delete', { title: row.title })}
            onClick={() => {
              setDeleting(row);
              setConfirming(true);
            }}
          />,
        ],
      },
    ];
    return all.filter((column): column is GridColDef<QrCode> => column !== false);
  }, [t, i18n.language, basePath, isManagement, navigate, session?.userData.id]);

  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
          {t(isManagement ? 'list.managementTitle' : 'list.title')}
        </Typography>
        <Typography color="text.secondary">
          {t(isManagement ? 'list.managementSubtitle' : 'list.subtitle')}
        </Typography>
      </div>
      {!isManagement && <PlanWarning />}
      <DataTable
        label={t(isManagement ? 'list.managementTitle' : 'list.title')}
        columns={columns}
        list={list}
        query={query}
        searchLabel={t('list.search')}
        emptyText={t(isManagement ? 'list.managementEmpty' : 'list.empty')}
        emptyAction={
          !isManagement &&
          canCreate && (
            <Button component={RouterLink} to="/qr/add" variant="contained" startIcon={<AddIcon />}>
              {t('list.createFirst')}
            </Button>
          )
        }
        toolbar={
          !isManagement && (
            <Button component={RouterLink} to={paths.qrAdd} variant="contained" startIcon={<AddIcon />}>
              {t('list.add')}
            </Button>
          )
        }
      />
      <ConfirmDialog
        open={isConfirming}
        title={t('delete.title')}
        message={t('delete.text', { title: deleting?.title ?? '' })}
        confirmLabel={t('delete.confirm')}
        onConfirm={() => (deleting ? remove.mutateAsync(deleting.id) : undefined)}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}

export function QrCodeListPage() {
  return <QrCodeList isManagement={false} />;
}

export function QrManagementPage() {
  return <QrCodeList isManagement />;
}
