// One on/off setting of a create/edit form: a switch with its label, bound to a boolean value.
import { Controller, type FieldValues, type Path } from 'react-hook-form';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import type { EntityForm } from './use-entity-form';

export interface SwitchFieldProps<In extends FieldValues, Out> {
  form: EntityForm<In, Out>;
  name: Path<In>;
  label: string;
  /** The id of a line that explains the setting (read with the switch). */
  describedBy?: string;
}

export function SwitchField<In extends FieldValues, Out>({
  form,
  name,
  label,
  describedBy,
}: SwitchFieldProps<In, Out>) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          control={
            <Switch
              checked={Boolean(field.value)}
              onChange={(event) => field.onChange(event.target.checked)}
              name={field.name}
              slotProps={describedBy ? { input: { 'aria-describedby': describedBy } } : undefined}
            />
          }
          label={label}
        />
      )}
    />
  );
}
