// The end of every add/edit form: the refusal that belongs to no field, the submit button (busy
// while saving), an optional way back, and the prompt before leaving with unsaved changes.
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { FieldValues } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { UnsavedChangesPrompt } from './unsaved-changes-prompt';
import type { EntityForm } from './use-entity-form';

export interface FormFooterProps<In extends FieldValues, Out> {
  form: EntityForm<In, Out>;
  submitLabel: string;
  /** A "Cancel" link back to where the form came from. */
  cancelTo?: string;
  /** Changes the form holds outside its fields (a role's permission matrix). */
  hasOtherChanges?: boolean;
  /** More buttons beside the submit button. */
  children?: ReactNode;
  /** Submitting needs more than valid fields (the data it builds on has loaded). */
  disabled?: boolean;
}

/** The form's submit button: busy while saving. A dialog puts it in its own action row. */
export function SubmitButton<In extends FieldValues, Out>({
  form,
  label,
  disabled = false,
}: {
  form: EntityForm<In, Out>;
  label: string;
  disabled?: boolean;
}) {
  return (
    <Button
      type="submit"
      variant="contained"
      disabled={form.isSubmitting || disabled}
      startIcon={form.isSubmitting ? <CircularProgress size={16} color="inherit" /> : undefined}
    >
      {label}
    </Button>
  );
}

export function FormFooter<In extends FieldValues, Out>({
  form,
  submitLabel,
  cancelTo,
  hasOtherChanges = false,
  children,
  disabled = false,
}: FormFooterProps<In, Out>) {
  const { t } = useTranslation('common');
  return (
    <Stack spacing={2}>
      {form.alertText && <Alert severity="error">{form.alertText}</Alert>}
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <SubmitButton form={form} label={submitLabel} disabled={disabled} />
        {cancelTo && (
          <Button component={RouterLink} to={cancelTo} color="inherit">
            {t('cancel')}
          </Button>
        )}
        {children}
      </Stack>
      <UnsavedChangesPrompt isDirty={form.isDirty || hasOtherChanges} isSaving={form.isSaving} />
    </Stack>
  );
}
