import { z } from 'zod';
import { fieldError } from './field-errors.js';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './limits.js';

/** A required, trimmed text with the shared field messages. */
export function requiredText(max: number, min = 1) {
  return z
    .string({ error: fieldError('required') })
    .trim()
    .min(1, { error: fieldError('required') })
    .min(min, { error: fieldError('tooShort', { min }) })
    .max(max, { error: fieldError('tooLong', { max }) });
}

type WithoutDefault<T> = T extends z.ZodDefault<infer Inner> ? Inner : T;

/**
 * A PATCH body from a create body: every field optional, and none filled in when absent. Zod 4
 * applies a field's `.default()` even inside `.partial()`, which would reset every defaulted field
 * a PATCH leaves out.
 */
export function patchBodyOf<Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>) {
  const shape = Object.fromEntries(
    Object.entries(schema.shape).map(([key, field]) => [
      key,
      (field instanceof z.ZodDefault ? (field.unwrap() as z.ZodType) : (field as z.ZodType)).optional(),
    ]),
  );
  return z.object(shape) as unknown as z.ZodObject<{
    [K in keyof Shape]: z.ZodOptional<WithoutDefault<Shape[K]>>;
  }>;
}

export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});

export const listQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  sortBy: z.string().max(50).optional(),
  orderBy: z.enum(['asc', 'desc']).default('asc'),
  page: z.coerce.number().int().min(1).default(DEFAULT_PAGE),
  itemsPerPage: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

export function listResponseSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int() });
}

export const idParamsSchema = z.object({ id: z.uuid() });

export interface ListResponse<T> {
  items: T[];
  total: number;
}
