// zodResolver for a schema loaded on demand. zod is about 30 KB gzipped, as much as the rest of
// a sign-in page: the form renders without it, it loads on the first keystroke or click, and a
// submit waits for it only if it comes first. Same shared schema, same messages. It also waits for
// the language's validation and error messages (lib/i18n.ts loadNamespaces), so a form never shows
// a message before its text is there.
import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';
import { loadNamespaces } from './i18n';

/** What a form's messages need: field messages and API errors (lib/form-errors.ts). */
export const FORM_NAMESPACES = ['validation', 'errors'];

export interface LazyZodResolver<T extends FieldValues> {
  resolver: Resolver<T>;
  /** Starts loading (idempotent); call on the user's first interaction with the form. */
  preload: () => void;
}

export function lazyZodResolver<T extends FieldValues>(
  loadSchema: () => Promise<ZodType<T, T>>,
): LazyZodResolver<T> {
  let loading: Promise<Resolver<T>> | null = null;
  const load = () => {
    loading ??= Promise.all([
      import('@hookform/resolvers/zod'),
      loadSchema(),
      loadNamespaces(FORM_NAMESPACES),
    ])
      .then(([{ zodResolver }, schema]) => zodResolver(schema))
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
