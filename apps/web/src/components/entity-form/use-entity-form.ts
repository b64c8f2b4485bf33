// The admin's one create/edit kit: react-hook-form with the shared schema (lib/lazy-zod-resolver),
// one submit that saves, puts the server's field errors on the fields and anything else in an
// alert, says "saved" in a toast, and knows whether a save runs (for the unsaved-changes prompt).
//
//   const form = useEntityForm({ schema: qrCodeSchema, defaultValues, fields: FORM_FIELDS,
//                                onSubmit: (body) => save.mutateAsync(body), savedText: t('edit.saved') });
//   <Stack component="form" {...form.formProps}> …fields (form.register, form.control)…
//     <FormFooter form={form} submitLabel={t('edit.submit')} /> </Stack>
import { useCallback, useRef, useState, type FormEvent } from 'react';
import {
  get,
  useForm,
  type DefaultValues,
  type FieldError,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '@hatira/shared/errors';
import { ApiError } from '../../lib/api';
import { applyServerFieldErrors, translateApiError, useFieldErrorText } from '../../lib/form-errors';
import type { LazyZodResolver } from '../../lib/lazy-zod-resolver';
import { showToast } from '../../lib/toast';

export interface EntityFormOptions<In extends FieldValues, Out> {
  /** The shared schema, loaded on the first interaction. */
  schema: LazyZodResolver<In, Out>;
  defaultValues: DefaultValues<NoInfer<In>>;
  /** The form's fields that a server field error may land on (by the body's field name). */
  fields: readonly Path<NoInfer<In>>[];
  /** A body field the form shows under another name (album: approvalRequired → approval). */
  fieldOf?: Readonly<Partial<Record<string, Path<NoInfer<In>>>>>;
  /** Error codes said on a field rather than above the buttons (IP_ALREADY_BLOCKED → ip). */
  codeFields?: Readonly<Partial<Record<ErrorCode, Path<NoInfer<In>>>>>;
  /**
   * Saves the valid values (the schema's output; `edited`: as the user typed them). Resolves to
   * the values the form goes on from — the saved record's — or to nothing: the edited ones.
   */
  onSubmit: (values: NoInfer<Out>, edited: NoInfer<In>) => Promise<NoInfer<In> | void>;
  /**
   * The toast after a save (default "Saved."), or a function that gives it once saved (the save
   * may have switched the language).
   */
  savedText?: string | (() => string);
}

export interface EntityForm<In extends FieldValues, Out> extends UseFormReturn<In, unknown, Out> {
  /** Spread on the <form> element: submit, no browser bubbles, zod loads on the first touch. */
  formProps: {
    noValidate: true;
    onSubmit: (event?: FormEvent) => void;
    onFocus: () => void;
    onPointerDown: () => void;
  };
  /** A refusal that belongs to no field, in the user's language. */
  alertText: string | null;
  /** A field's error text in the user's language (or undefined). */
  errorOf: (name: Path<In>) => string | undefined;
  /** True while a save runs (read at navigation time, so not state). */
  isSaving: () => boolean;
  /** Changed since loaded or last saved. */
  isDirty: boolean;
  isSubmitting: boolean;
}

export function useEntityForm<In extends FieldValues, Out>({
  schema,
  defaultValues,
  fields,
  fieldOf = {},
  codeFields = {},
  onSubmit,
  savedText,
}: EntityFormOptions<In, Out>): EntityForm<In, Out> {
  const { t } = useTranslation('forms');
  const fieldError = useFieldErrorText();
  const methods = useForm<In, unknown, Out>({ resolver: schema.resolver, defaultValues });
  const [alertText, setAlertText] = useState<string | null>(null);
  const saving = useRef(false);
  const { setError, reset, getValues, handleSubmit } = methods;

  const handleSave = handleSubmit(async (values) => {
    setAlertText(null);
    saving.current = true;
    try {
      const edited = getValues();
      reset((await onSubmit(values, edited)) ?? edited);
      showToast(typeof savedText === 'function' ? savedText() : (savedText ?? t('saved')));
    } catch (error) {
      if (!(error instanceof ApiError)) {
        setAlertText(translateApiError(t, error));
        return;
      }
      const codeField = codeFields[error.code as ErrorCode];
      if (codeField) {
        setError(codeField, { type: 'server', message: translateApiError(t, error) }, { shouldFocus: true });
        return;
      }
      const byFormName = Object.fromEntries(
        Object.entries(error.fields).map(([name, text]) => [fieldOf[name] ?? name, text]),
      );
      if (!applyServerFieldErrors(setError, byFormName, fields)) setAlertText(translateApiError(t, error));
    } finally {
      saving.current = false;
    }
  });

  // Read here so that the form re-renders when they change (react-hook-form subscribes on read).
  const { errors, isDirty, isSubmitting } = methods.formState;
  const isSaving = useCallback(() => saving.current, []);
  // A form started again (a dialog opened anew) forgets the last refusal too.
  const resetAll = useCallback<typeof reset>(
    (values, options) => {
      setAlertText(null);
      reset(values, options);
    },
    [reset],
  );
  return {
    ...methods,
    reset: resetAll,
    formProps: {
      noValidate: true,
      onSubmit: (event) => void handleSave(event),
      onFocus: schema.preload,
      onPointerDown: schema.preload,
    },
    alertText,
    errorOf: (name) => fieldError((get(errors, name) as FieldError | undefined)?.message),
    isSaving,
    isDirty,
    isSubmitting,
  };
}
