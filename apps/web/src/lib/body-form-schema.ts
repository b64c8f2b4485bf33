// The check of a form whose values are not the API body as they are (lira and gigabytes where the
// API takes kuruş and bytes, empty choices where it takes null): the values become the body, the
// shared schema judges it and its issues land on the form's fields, so the browser says what the
// server would; a valid form hands over the body itself. Loaded with a form's schema file, on the
// form's first interaction (lib/lazy-zod-resolver.ts).
import { z, type ZodType } from 'zod';
import { fieldError } from '@hatira/shared/field-errors';

export interface BodyFormOptions<Values> {
  /** Body field → the form field that shows its error, where the names differ. */
  fieldOf?: Readonly<Record<string, string>>;
  /** Fields typed but unreadable (an amount that is no amount): "not valid", not the schema's "required". */
  unreadable?: (values: Values) => string[];
}

export function bodyFormSchema<Values, Body>(
  bodySchema: ZodType<Body>,
  toInput: (values: Values) => unknown,
  { fieldOf = {}, unreadable = () => [] }: BodyFormOptions<Values> = {},
): ZodType<Body, Values> {
  return z
    .custom<Values>(() => true)
    .transform((values, ctx) => {
      const unread = unreadable(values);
      for (const field of unread)
        ctx.addIssue({ code: 'custom', path: [field], message: fieldError('invalid') });
      const result = bodySchema.safeParse(toInput(values));
      if (result.success && unread.length === 0) return result.data;
      for (const issue of result.error?.issues ?? []) {
        const [first, ...rest] = issue.path;
        const bodyField = String(first ?? '');
        const field = fieldOf[bodyField] ?? bodyField;
        // A nested field keeps its place (`textBoxes.1.key`), under the form's name for its root.
        if (!unread.includes(field))
          ctx.addIssue({ code: 'custom', path: [field, ...rest], message: issue.message });
      }
      return z.NEVER;
    });
}
