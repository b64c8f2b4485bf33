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
