// The category form's check (lib/body-form-schema.ts): the shared body schema judges the values,
// the order typed as text. Loaded on the form's first touch (lib/lazy-zod-resolver.ts).
import { printCategoryBodySchema } from '@hatira/shared/printing';
import { bodyFormSchema } from '../../lib/body-form-schema';
import { sortOrderOf, toCategoryInput, type CategoryFormValues } from './category-form-values';

export const categoryFormSchema = bodyFormSchema(printCategoryBodySchema, toCategoryInput, {
  unreadable: (values: CategoryFormValues) =>
    sortOrderOf(values) === undefined && values.sortOrder.trim() !== '' ? ['sortOrder'] : [],
});
