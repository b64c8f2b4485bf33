// The add and edit pages of a design (/printing-workshop/desings/add, …/edit/{id}; /designs… is
// forwarded here): the editor, and on the edit page a delete. A new design is created first and its
// background uploaded after (the upload needs its id); if that upload fails, the design exists, so
// the page moves on to it and says what became of the picture.
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { LoadError } from '../../components/list-page/load-error';
import { PageHeader, PageLoading, type PageHeaderProps } from '../../components/page-header/page-header';
import { useCan } from '../../lib/ability';
import { translateApiError } from '../../lib/form-errors';
import { DesignEditor } from './design-editor';
import { designFormValuesOf, NEW_DESIGN } from './design-form-values';
import { designQuery, useDeleteDesign, useSaveDesign, useUploadBackground } from './printing.api';
import { DeleteRecordButton } from './delete-record-button';
import { formatPaperSize } from './printing-parts';
import { printingPaths } from './printing-paths';

/** What the add page hands the edit page when the new design's background did not upload. */
interface BackgroundFailure {
  backgroundError: string;
}

function Header(props: Omit<PageHeaderProps, 'back'>) {
  const { t } = useTranslation('printing');
  return <PageHeader back={{ to: printingPaths.designs, label: t('designs.back') }} {...props} />;
}

export function DesignAddPage() {
  const { t } = useTranslation('printing');
  const navigate = useNavigate();
  const save = useSaveDesign();
  const upload = useUploadBackground();
  return (
    <Stack spacing={3}>
      <Header title={t('designs.add.title')} subtitle={t('designs.add.subtitle')} />
      <DesignEditor
        defaultValues={NEW_DESIGN}
        submitLabel={t('designs.add.submit')}
        savedText={t('designs.add.saved')}
        cancelTo={printingPaths.designs}
        onSubmit={async (body, background) => {
          const created = await save.mutateAsync(body);
          let state: BackgroundFailure | undefined;
          if (background)
            await upload.mutateAsync({ id: created.id, file: background }).catch((error: unknown) => {
              state = { backgroundError: translateApiError(t, error) };
            });
          void navigate(printingPaths.designEdit(created.id), { replace: true, state });
        }}
      />
    </Stack>
  );
}

export function DesignEditPage() {
  const { t, i18n } = useTranslation('printing');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const failure = useLocation().state as BackgroundFailure | null;
  const design = useQuery(designQuery(id));
  const save = useSaveDesign(id);
  const upload = useUploadBackground();
  const remove = useDeleteDesign();
  const canUpdate = useCan('update', 'printCatalogue');
  const canDelete = useCan('delete', 'printCatalogue');

  if (design.isPending) return <PageLoading />;
  if (design.isError) {
    return (
      <Stack spacing={3}>
        <Header title={t('designs.edit.title')} />
        <LoadError error={design.error} />
      </Stack>
    );
  }
  const data = design.data;
  return (
    <Stack spacing={3}>
      <Header
        title={data.name}
        subtitle={`${data.categoryName} · ${formatPaperSize(data.widthMm, data.heightMm, i18n.language)}`}
        actions={
          canDelete && (
            <DeleteRecordButton
              label={t('designs.delete.action')}
              title={t('designs.delete.title')}
              message={t('designs.delete.text', { name: data.name })}
              confirmLabel={t('designs.delete.confirm')}
              onDelete={async () => {
                await remove.mutateAsync(data.id);
                void navigate(printingPaths.designs, { replace: true });
              }}
            />
          )
        }
      />
      {failure?.backgroundError && (
        <Alert severity="warning">
          {t('designs.background.failed', { reason: failure.backgroundError })}
        </Alert>
      )}
      {canUpdate ? (
        <DesignEditor
          key={data.id}
          design={data}
          defaultValues={designFormValuesOf(data, i18n.language)}
          submitLabel={t('designs.edit.submit')}
          savedText={t('designs.edit.saved')}
          onSubmit={async (body, background) => {
            await save.mutateAsync(body);
            if (background) await upload.mutateAsync({ id: data.id, file: background });
          }}
        />
      ) : (
        <Alert severity="info">{t('readOnly')}</Alert>
      )}
    </Stack>
  );
}
