// Adding and editing an album (SPEC §2: /medias/albums/add, /medias/albums/edit/{id}, and the same
// under /cmedias for customers, who manage the albums of the events assigned to them).
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Stack from '@mui/material/Stack';
import { AlbumForm } from './album-form';
import { albumFormValuesOf, newAlbumValues, toCreateAlbumBody, toUpdateAlbumBody } from './album-form-values';
import { albumQuery, eventQuery, useCreateAlbum, useUpdateAlbum } from './albums.api';
import { forEvent, useAlbumsPath } from './albums-paths';
import { RevealNow } from './reveal-now';
import { LoadError } from '../../components/list-page/load-error';
import { PageHeader, PageLoading, type PageHeaderProps } from '../../components/page-header/page-header';
import { PlanWarning } from '../../components/plan-warning/plan-warning';

function Header({ backTo, ...props }: Omit<PageHeaderProps, 'back'> & { backTo: string }) {
  const { t } = useTranslation('albums');
  return (
    <>
      <PageHeader back={{ to: backTo, label: t('backToList') }} {...props} />
      <PlanWarning />
    </>
  );
}

export function AlbumAddPage() {
  const { t } = useTranslation('albums');
  const navigate = useNavigate();
  const albumsPath = useAlbumsPath();
  const [search] = useSearchParams();
  const qrCodeId = search.get('qrCodeId') ?? '';
  const event = useQuery({ ...eventQuery(qrCodeId), enabled: qrCodeId !== '' });
  const create = useCreateAlbum();
  const backTo = albumsPath + forEvent(qrCodeId);

  return (
    <Stack spacing={3}>
      <Header title={t('add.title')} subtitle={t('add.subtitle')} backTo={backTo} />
      <AlbumForm
        isNew
        isProtected={false}
        defaultValues={newAlbumValues(qrCodeId)}
        event={event.data}
        submitLabel={t('add.submit')}
        savedText={t('add.created')}
        cancelTo={backTo}
        onSubmit={async (values) => {
          const created = await create.mutateAsync(toCreateAlbumBody(values));
          void navigate(albumsPath + forEvent(created.qrCodeId), { replace: true });
        }}
      />
    </Stack>
  );
}

export function AlbumEditPage() {
  const { t } = useTranslation('albums');
  const { id = '' } = useParams();
  const albumsPath = useAlbumsPath();
  const album = useQuery(albumQuery(id));
  const qrCodeId = album.data?.qrCodeId ?? '';
  const event = useQuery({ ...eventQuery(qrCodeId), enabled: qrCodeId !== '' });
  const update = useUpdateAlbum(id);
  const backTo = albumsPath + forEvent(qrCodeId);

  if (album.isPending) return <PageLoading />;
  if (album.isError)
    return (
      <Stack spacing={3}>
        <Header title={t('edit.title')} backTo={albumsPath} />
        <LoadError error={album.error} onRetry={() => void album.refetch()} />
      </Stack>
    );

  return (
    <Stack spacing={3}>
      <Header title={album.data.name} subtitle={t('edit.subtitle')} backTo={backTo} />
      <RevealNow album={album.data} />
      <AlbumForm
        // opened with "Şimdi aç": start again from the stored time, or a save would hide it again
        key={`${album.data.id} ${album.data.revealAt}`}
        isNew={false}
        isProtected={album.data.isProtected}
        defaultValues={albumFormValuesOf(album.data)}
        event={event.data}
        submitLabel={t('edit.submit')}
        savedText={t('edit.saved')}
        cancelTo={backTo}
        onSubmit={async (values) => albumFormValuesOf(await update.mutateAsync(toUpdateAlbumBody(values)))}
      />
    </Stack>
  );
}
