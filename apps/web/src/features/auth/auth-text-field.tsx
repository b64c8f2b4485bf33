// A labelled outlined text input. MUI's TextField would also bring Select, Menu, Popover and
// Modal into the sign-in pages' first download; these pages need none of them.
import { useId, type ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';

export interface AuthTextFieldProps extends Omit<OutlinedInputProps, 'label' | 'error' | 'fullWidth'> {
  label: string;
  error?: boolean;
  helperText?: ReactNode;
}

export function AuthTextField({
  id,
  label,
  error = false,
  helperText,
  slotProps,
  ...inputProps
}: AuthTextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const helperId = `${inputId}-helper-text`;

  return (
    <FormControl variant="outlined" fullWidth error={error}>
      <InputLabel htmlFor={inputId}>{label}</InputLabel>
      <OutlinedInput
        {...inputProps}
        id={inputId}
        label={label}
        aria-describedby={helperText ? helperId : undefined}
        slotProps={{
          ...slotProps,
          input: { 'aria-required': true, spellCheck: false, autoCapitalize: 'none', ...slotProps?.input },
        }}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
