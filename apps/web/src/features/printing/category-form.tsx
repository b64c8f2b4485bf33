// A print category, new or existing: its name, a line about it, its place in the catalogue and
// whether buyers see it. On the create/edit kit (components/entity-form).
import { useTranslation } from 'react-i18next';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { PRINT_DESCRIPTION_MAX, PRINT_NAME_MAX, type PrintCategoryBody } from '@hatira/shared/printing';
import { FormFooter } from '../../components/entity-form/form-footer';
import { SwitchField } from '../../components/entity-form/switch-field';
import { useEntityForm } from '../../components/entity-form/use-entity-form';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver';
import type { CategoryFormValues } from './category-form-values';

const FORM_FIELDS = ['name', 'description', 'sortOrder'] as const;

const categorySchema = lazyZodResolver(() =>
  import('./category-form.schema').then((m) => m.categoryFormSchema),
);

export interface CategoryFormProps {
  defaultValues: CategoryFormValues;
  submitLabel: string;
  cancelTo?: string;
  savedText: string;
  onSubmit: (body: PrintCategoryBody) => Promise<unknown>;
}

export function CategoryForm({
  defaultValues,
  submitLabel,
  cancelTo,
  savedText,
  onSubmit,
}: CategoryFormProps) {
  const { t } = useTranslation('printing');
  const form = useEntityForm({
    schema: categorySchema,
    defaultValues,
    fields: FORM_FIELDS,
    onSubmit: async (body) => void (await onSubmit(body)),
    savedText,
  });
  const { register, errorOf } = form;
  return (
    <Card component="section" aria-label={t('categories.form')}>
      <CardContent>
        <Stack component="form" spacing={3} {...form.formProps}>
          <TextField
            {...register('name')}
            label={t('categories.fields.name')}
            required
            error={Boolean(errorOf('name'))}
            helperText={errorOf('name')}
            slotProps={{ htmlInput: { maxLength: PRINT_NAME_MAX } }}
          />
          <TextField
            {...register('description')}
            label={t('categories.fields.description')}
            multiline
            minRows={2}
            error={Boolean(errorOf('description'))}
            helperText={errorOf('description')}
            slotProps={{ htmlInput: { maxLength: PRINT_DESCRIPTION_MAX } }}
          />
          <TextField
            {...register('sortOrder')}
            label={t('categories.fields.sortOrder')}
            error={Boolean(errorOf('sortOrder'))}
            helperText={errorOf('sortOrder') ?? t('categories.fields.sortOrderHint')}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <SwitchField form={form} name="isActive" label={t('categories.fields.isActive')} />
          <FormFooter form={form} submitLabel={submitLabel} cancelTo={cancelTo} />
        </Stack>
      </CardContent>
    </Card>
  );
}
