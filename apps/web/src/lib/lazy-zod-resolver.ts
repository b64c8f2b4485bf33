// zodResolver for a schema loaded on demand. zod is about 30 KB gzipped, as much as the rest of
// a sign-in page: the form renders without it, it loads on the first keystroke or click, and a
// submit waits for it only if it comes first. Same shared schema, same messages. It also waits for
// the language's validation and error messages (lib/i18n.ts loadNamespaces), so a form never shows
// a message before its text is there.
//
// Typed by the schema: the form holds the schema's input (what the user edits), a valid submit
// hands over its output (trimmed, defaults filled) — `useForm({ resolver })` infers both.
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { loadNamespaces } from './i18n';

/** What a form's messages need: field messages and API errors (lib/form-errors.ts). */
const FORM_NAMESPACES = ['validation', 'errors'];

export interface LazyZodResolver<Input extends FieldValues, Output = Input> {
  resolver: Resolver<Input, unknown, Output>;
  /** Starts loading (idempotent); call on the user's first interaction with the form. */
  preload: () => void;
}

export function lazyZodResolver<Input extends FieldValues, Output = Input>(
  loadSchema: () => Promise<z.ZodType<Output, Input>>,
): LazyZodResolver<Input, Output> {
  let loading: Promise<Resolver<Input, unknown, Output>> | null = null;
  const load = () => {
    loading ??= Promise.all([
      import('@hookform/resolvers/zod'),
      loadSchema(),
      loadNamespaces(FORM_NAMESPACES),
    ])
      .then(([{ zodResolver }, schema]) => zodResolver<Input, unknown, Output>(schema))
      .catch((error: unknown) => {
        loading = null; // a later attempt may succeed (a network hiccup)
        throw error;
      });
    return loading;
  };
  return {
    resolver: async (values, context, options) => (await load())(values, context, options),
    preload: () => void load().catch(() => undefined),
  };
}
