// An amount typed in lira with kuruş (a plan's price, a design's price per piece): the text as the
// user types it (lib/money-input.ts reads it), with the lira sign in front.
import type { FieldValues, Path } from 'react-hook-form';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { EntityForm } from './use-entity-form';

export interface LiraFieldProps<In extends FieldValues, Out> {
  form: EntityForm<In, Out>;
  name: Path<In>;
  label: string;
  /** Under the field while it has no error. */
  hint: string;
  size?: 'small' | 'medium';
}

export function LiraField<In extends FieldValues, Out>({
  form,
  name,
  label,
  hint,
  size,
}: LiraFieldProps<In, Out>) {
  const error = form.errorOf(name);
  return (
    <TextField
      {...form.register(name)}
      label={label}
      required
      fullWidth
      size={size}
      error={Boolean(error)}
      helperText={error ?? hint}
      slotProps={{
        htmlInput: { inputMode: 'decimal' },
        input: { startAdornment: <InputAdornment position="start">₺</InputAdornment> },
      }}
    />
  );
}
