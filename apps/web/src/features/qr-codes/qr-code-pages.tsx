// The add and edit pages of an event (SPEC §2: /qr/add, /qr/edit/{id}, /qr-management/edit/{id}).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog';
import { PlanWarning } from '../../components/plan-warning/plan-warning';
import { EventAlbumsCard } from './event-albums-card';
import { formValuesOf, NEW_QR_CODE, QrCodeForm } from './qr-code-form';
import { QrCodeShareCard } from './qr-code-share-card';
import { SlideshowCard } from './slideshow-card';
import { qrCodeQuery, useCreateQrCode, useDeleteQrCode, useUpdateQrCode } from './qr-codes.api';
import { LoadError } from '../../components/list-page/load-error';
import { PageHeader, PageLoading, type PageHeaderProps } from '../../components/page-header/page-header';
import { paths } from '@hatira/shared/paths';

/** The list the page belongs to: the owner's /qr or the admin's /qr-management. */
export function useQrListPath(): string {
  return useLocation().pathname.startsWith(paths.qrManagement) ? paths.qrManagement : paths.qr;
}

/** Every page here leads back to the list it came from; the owner's pages warn of a missing plan. */
function Header(props: Omit<PageHeaderProps, 'back'>) {
  const { t } = useTranslation('qr-codes');
  const listPath = useQrListPath();
  return (
    <>
      <PageHeader back={{ to: listPath, label: t('backToList') }} {...props} />
      {listPath === '/qr' && <PlanWarning />}
    </>
  );
}

export function QrCodeAddPage() {
  const { t } = useTranslation('qr-codes');
  const navigate = useNavigate();
  const listPath = useQrListPath();
  const create = useCreateQrCode();
  return (
    <Stack spacing={3}>
      <Header title={t('add.title')} subtitle={t('add.subtitle')} />
      <QrCodeForm
        defaultValues={NEW_QR_CODE}
        submitLabel={t('add.submit')}
        savedText={t('add.created')}
        onSubmit={async (body) => {
          const created = await create.mutateAsync(body);
          // On to the new event's page: its QR code and share link are what the host wants next.
          void navigate(`${listPath}/edit/${created.id}`, { replace: true });
        }}
      />
    </Stack>
  );
}

export function QrCodeEditPage() {
  const { t } = useTranslation('qr-codes');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const listPath = useQrListPath();
  const qrCode = useQuery(qrCodeQuery(id));
  const update = useUpdateQrCode(id);
  const remove = useDeleteQrCode();
  const [isDeleting, setDeleting] = useState(false);

  if (qrCode.isPending) return <PageLoading />;
  if (qrCode.isError) {
    return (
      <Stack spacing={3}>
        <Header title={t('edit.title')} />
        <LoadError error={qrCode.error} onRetry={() => void qrCode.refetch()} />
      </Stack>
    );
  }

  const event = qrCode.data;
  return (
    <Stack spacing={3}>
      <Header
        title={event.title}
        subtitle={t('edit.subtitle')}
        actions={
          <Button
            color="error"
            variant="outlined"
            startIcon={<DeleteOutlineIcon />}
            onClick={() => setDeleting(true)}
          >
            {t('delete.action')}
          </Button>
        }
      />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <QrCodeForm
            // A fresh form when another event is opened in the same page.
            key={event.id}
            defaultValues={formValuesOf(event)}
            submitLabel={t('edit.submit')}
            savedText={t('edit.saved')}
            onSubmit={(body) => update.mutateAsync(body)}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack spacing={3}>
            <QrCodeShareCard qrCode={event} />
            <SlideshowCard qrCode={event} />
            <EventAlbumsCard qrCodeId={event.id} />
          </Stack>
        </Grid>
      </Grid>
      <ConfirmDialog
        open={isDeleting}
        title={t('delete.title')}
        message={t('delete.text', { title: event.title })}
        confirmLabel={t('delete.confirm')}
        onConfirm={async () => {
          await remove.mutateAsync(event.id);
          void navigate(listPath, { replace: true });
        }}
        onClose={() => setDeleting(false)}
      />
    </Stack>
  );
}
