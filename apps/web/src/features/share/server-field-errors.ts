// The server's refusal of the post's fields (VALIDATION_FAILED with English `fields`) as the share
// form's messages. Its own module: only that rare answer needs it (post-extras.ts).
import { matchFieldError } from '@hatira/shared/field-errors';
import type { PostErrors } from './post-form';

/** The server's `fields` (English texts) as messages for the form's own fields. */
export function serverFieldErrors(fields: Readonly<Record<string, string>>): PostErrors {
  const errors: PostErrors = {};
  for (const field of ['name', 'message', 'album'] as const) {
    const text = fields[field === 'album' ? 'albumId' : field];
    const match = text ? matchFieldError(text) : null;
    if (match) errors[field] = { key: `validation:${match.key}`, values: match.params };
  }
  return errors;
}
