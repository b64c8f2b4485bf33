// The album form's check, loaded with the form's first interaction (lib/lazy-zod-resolver.ts): the
// values become the API body and the shared schema judges it, so the browser says exactly what
// the server would, on the field the user typed in.
import { z, type ZodType } from 'zod';
import { createAlbumBodySchema, updateAlbumBodySchema } from '@hatira/shared/albums';
import { fieldError } from '@hatira/shared/field-errors';
import {
  FORM_FIELD_OF,
  toCreateAlbumBody,
  toUpdateAlbumBody,
  type AlbumFormValues,
} from './album-form-values';

export function albumFormSchema(isNew: boolean): ZodType<AlbumFormValues, AlbumFormValues> {
  return z
    .custom<AlbumFormValues>(() => true)
    .superRefine((values, ctx) => {
      // SPEC §5: a protected album requires a password (said before the length rule would be).
      if (values.passwordMode === 'set' && values.password === '')
        ctx.addIssue({ code: 'custom', path: ['password'], message: fieldError('required') });
      // "opens at" needs its time (the API would take none as "when I open it")
      if (values.visibility === 'after_reveal' && values.revealMode === 'at' && values.revealAt === null)
        ctx.addIssue({ code: 'custom', path: ['revealAt'], message: fieldError('required') });
      const result = isNew
        ? createAlbumBodySchema.safeParse(toCreateAlbumBody(values))
        : updateAlbumBodySchema.safeParse(toUpdateAlbumBody(values));
      if (result.success) return;
      for (const issue of result.error.issues) {
        const field = String(issue.path[0] ?? 'name');
        ctx.addIssue({ code: 'custom', path: [FORM_FIELD_OF[field] ?? field], message: issue.message });
      }
    });
}
