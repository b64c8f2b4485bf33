// The event pages as a server-side list: the owner's own at /qr, every owner's at /qr-management
// (admins; with the owner column). SPEC §2.
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { paths } from '@hatira/shared/paths';
import { QR_CODE_SORT_FIELDS, type QrCode } from '@hatira/shared/qr-codes';
import { DataTable } from '../../components/data-table/data-table';
import { dateColumn } from '../../components/data-table/date-column';
import { useListParams } from '../../components/data-table/list-params';
import type { RowAction } from '../../components/data-table/row-actions';
import { ListPage } from '../../components/list-page/list-page';
import { PlanWarning } from '../../components/plan-warning/plan-warning';
import { useCan } from '../../lib/ability';
import { useSession } from '../../lib/session';
import { PrintCardDialog } from './print-card-dialog';
import { shareUrlOf } from './share-url';
import { qrCodesQuery, useDeleteQrCode } from './qr-codes.api';

function QrCodeList({ isManagement }: { isManagement: boolean }) {
  const { t, i18n } = useTranslation('qr-codes');
  const session = useSession();
  const basePath = isManagement ? paths.qrManagement : paths.qr;
  const list = useListParams(QR_CODE_SORT_FIELDS);
  const query = useQuery(qrCodesQuery(list.params));
  const { mutateAsync: remove } = useDeleteQrCode();
  const canCreate = useCan('create', 'subscriber');
  const [printing, setPrinting] = useState<QrCode | null>(null);

  const columns = useMemo<(GridColDef<QrCode> | false)[]>(() => {
    const yesNo = (value: boolean, yes: string, no: string) => (
      <Chip size="small" color={value ? 'success' : 'default'} variant="outlined" label={value ? yes : no} />
    );
    return [
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
        field: 'ownerName',
        headerName: t('columns.owner'),
        width: 160,
        sortable: false,
        renderCell: ({ row }) =>
          row.ownerId === session?.userData.id ? t('columns.ownerYou') : row.ownerName,
      },
      dateColumn('eventDate', t('columns.eventDate'), i18n.language),
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
      dateColumn('createdAt', t('columns.createdAt'), i18n.language),
    ];
  }, [t, i18n.language, basePath, isManagement, session?.userData.id]);
  const rowActions = useCallback(
    (row: QrCode): RowAction[] => [
      {
        label: t('actions.edit', { title: row.title }),
        icon: <EditOutlinedIcon />,
        to: `${basePath}/edit/${row.id}`,
      },
      {
        label: t('actions.open', { title: row.title }),
        icon: <OpenInNewIcon />,
        onClick: () => window.open(shareUrlOf(row.hash), '_blank', 'noopener'),
      },
      {
        label: t('actions.printCard', { title: row.title }),
        icon: <PrintOutlinedIcon />,
        onClick: () => setPrinting(row),
      },
      {
        label: t('actions.delete', { title: row.title }),
        icon: <DeleteOutlineIcon />,
        confirm: {
          title: t('delete.title'),
          message: t('delete.text', { title: row.title }),
          confirmLabel: t('delete.confirm'),
          onConfirm: () => remove(row.id),
        },
      },
    ],
    [t, basePath, remove],
  );

  return (
    <ListPage
      title={t(isManagement ? 'list.managementTitle' : 'list.title')}
      subtitle={t(isManagement ? 'list.managementSubtitle' : 'list.subtitle')}
      action={!isManagement && { label: t('list.add'), to: paths.qrAdd }}
      notice={!isManagement && <PlanWarning />}
    >
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
            <Button component={RouterLink} to={paths.qrAdd} variant="contained" startIcon={<AddIcon />}>
              {t('list.createFirst')}
            </Button>
          )
        }
        rowActions={rowActions}
      />
      <PrintCardDialog event={printing} onClose={() => setPrinting(null)} />
    </ListPage>
  );
}

export function QrCodeListPage() {
  return <QrCodeList isManagement={false} />;
}

export function QrManagementPage() {
  return <QrCodeList isManagement />;
}
