// U+0000 in text: PostgreSQL cannot store it (a text value refuses it with 22021), so a NUL that
// reached a query answered 500. Every text input is refused here instead, in one place: the
// route hook below covers path parameters, query strings and JSON bodies of every route; the
// guest post's multipart fields, read by its handler, pass the same check (post-form.ts).
import type { FastifyInstance } from 'fastify';
import { fieldError } from '@hatira/shared/field-errors';
import { AppError } from './errors.js';

/** The dotted path of the first string (or object key) holding a NUL in `value`; null when none. */
export function pathOfNul(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || '_' : null;
  if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return path || '_';
    const found = pathOfNul(item, path ? `${path}.${key}` : key);
    if (found) return found;
  }
  return null;
}

/** VALIDATION_FAILED, naming the field, when a NUL is anywhere in `inputs`. */
export function assertNoNul(...inputs: unknown[]): void {
  for (const input of inputs) {
    const path = pathOfNul(input);
    if (path) throw new AppError('VALIDATION_FAILED', { [path]: fieldError('invalid') });
  }
}

/** Before any route's schema runs: its params, query string and body. */
export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    assertNoNul(request.params, request.query, request.body);
  });
}
