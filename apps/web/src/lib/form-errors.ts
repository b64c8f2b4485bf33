// Field and request errors in the UI language. Zod (shared schemas) and the server both speak
// the English texts of FIELD_ERRORS; they are mapped back to `validation:<key>` with their params.
// An unknown text is shown as it is rather than hidden.
import { useCallback } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { matchFieldError } from '@hatira/shared/field-errors';
import { ApiError } from './api';

export function translateFieldError(t: TFunction, text: string | undefined): string | undefined {
  if (!text) return undefined;
  const match = matchFieldError(text);
  return match ? t(`validation:${match.key}`, match.params) : text;
}

/** `fieldError(errors.email?.message)` → the translated text, or undefined when there is none. */
export function useFieldErrorText(): (text: string | undefined) => string | undefined {
  const { t } = useTranslation('validation');
  return useCallback((text: string | undefined) => translateFieldError(t, text), [t]);
}

/** The alert text for a failed request: the error code's text in the UI language. */
export function translateApiError(t: TFunction, error: unknown): string {
  if (error instanceof ApiError)
    return t(`errors:${error.code}`, { defaultValue: error.message || t('errors:INTERNAL') });
  return t('errors:INTERNAL');
}

/**
 * Puts the server's `fields` on the form's own fields. Returns true when at least one was placed;
 * fields the form does not have are left to the caller's alert.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fields: Readonly<Record<string, string>>,
  formFields: readonly Path<T>[],
): boolean {
  let placed = false;
  for (const name of formFields) {
    const message = fields[name];
    if (message === undefined) continue;
    setError(name, { type: 'server', message }, { shouldFocus: !placed });
    placed = true;
  }
  return placed;
}
