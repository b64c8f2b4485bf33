// The add and edit pages of a print category (/printing-workshop/categories/add, …/edit/{id}).
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { LoadError } from '../../components/list-page/load-error';
import { PageHeader, PageLoading, type PageHeaderProps } from '../../components/page-header/page-header';
import { useCan } from '../../lib/ability';
import { CategoryForm } from './category-form';
import { categoryFormValuesOf, NEW_CATEGORY } from './category-form-values';
import { categoryQuery, useDeleteCategory, useSaveCategory } from './printing.api';
import { DeleteRecordButton } from './delete-record-button';
import { printingPaths } from './printing-paths';

const FORM_WIDTH = { xs: 12, md: 8, lg: 7 } as const;

function Header(props: Omit<PageHeaderProps, 'back'>) {
  const { t } = useTranslation('printing');
  return <PageHeader back={{ to: printingPaths.categories, label: t('categories.back') }} {...props} />;
}

export function CategoryAddPage() {
  const { t } = useTranslation('printing');
  const navigate = useNavigate();
  const save = useSaveCategory();
  return (
    <Stack spacing={3}>
      <Header title={t('categories.add.title')} subtitle={t('categories.add.subtitle')} />
      <Grid container>
        <Grid size={FORM_WIDTH}>
          <CategoryForm
            defaultValues={NEW_CATEGORY}
            submitLabel={t('categories.add.submit')}
            cancelTo={printingPaths.categories}
            savedText={t('categories.add.saved')}
            onSubmit={async (body) => {
              const created = await save.mutateAsync(body);
              void navigate(printingPaths.categoryEdit(created.id), { replace: true });
            }}
          />
        </Grid>
      </Grid>
    </Stack>
  );
}

export function CategoryEditPage() {
  const { t } = useTranslation('printing');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const category = useQuery(categoryQuery(id));
  const save = useSaveCategory(id);
  const remove = useDeleteCategory();
  const canUpdate = useCan('update', 'printCatalogue');
  const canDelete = useCan('delete', 'printCatalogue');

  if (category.isPending) return <PageLoading />;
  if (category.isError) {
    return (
      <Stack spacing={3}>
        <Header title={t('categories.edit.title')} />
        <LoadError error={category.error} />
      </Stack>
    );
  }
  const data = category.data;
  return (
    <Stack spacing={3}>
      <Header
        title={data.name}
        subtitle={t('categories.edit.subtitle', { count: data.designCount })}
        actions={
          canDelete && (
            <DeleteRecordButton
              label={t('categories.delete.action')}
              title={t('categories.delete.title')}
              message={t('categories.delete.text', { name: data.name })}
              confirmLabel={t('categories.delete.confirm')}
              onDelete={async () => {
                await remove.mutateAsync(data.id);
                void navigate(printingPaths.categories, { replace: true });
              }}
            />
          )
        }
      />
      {canUpdate ? (
        <Grid container>
          <Grid size={FORM_WIDTH}>
            <CategoryForm
              key={data.id}
              defaultValues={categoryFormValuesOf(data)}
              submitLabel={t('categories.edit.submit')}
              savedText={t('categories.edit.saved')}
              onSubmit={(body) => save.mutateAsync(body)}
            />
          </Grid>
        </Grid>
      ) : (
        <Alert severity="info">{t('readOnly')}</Alert>
      )}
    </Stack>
  );
}
