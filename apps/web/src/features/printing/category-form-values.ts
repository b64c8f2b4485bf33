// A print category as its form holds it: the catalogue order as typed ('' = first, 0).
import type { PrintCategory, PrintCategoryBody } from '@hatira/shared/printing';

export interface CategoryFormValues {
  name: string;
  description: string;
  sortOrder: string;
  isActive: boolean;
}

export const NEW_CATEGORY: CategoryFormValues = { name: '', description: '', sortOrder: '', isActive: true };

export const categoryFormValuesOf = (category: PrintCategory): CategoryFormValues => ({
  name: category.name,
  description: category.description,
  sortOrder: String(category.sortOrder),
  isActive: category.isActive,
});

/** The order typed, or undefined when empty or not a whole number. */
export function sortOrderOf(values: Pick<CategoryFormValues, 'sortOrder'>): number | undefined {
  const text = values.sortOrder.trim();
  return /^\d+$/.test(text) ? Number(text) : undefined;
}

export const toCategoryInput = (values: CategoryFormValues): { [K in keyof PrintCategoryBody]: unknown } => ({
  name: values.name,
  description: values.description,
  sortOrder: sortOrderOf(values),
  isActive: values.isActive,
});
