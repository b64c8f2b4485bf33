// One of a list's filters (role, status, scope …) as a select with "all" first. Its value lives
// in the address bar (useListFilters in components/data-table/list-params.ts).
import { useTranslation } from 'react-i18next';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

export interface FilterSelectProps {
  label: string;
  /** undefined: all. */
  value: string | undefined;
  options: readonly { value: string; label: string }[];
  onChange: (value: string | undefined) => void;
  /** The "no filter" choice (default "All"). */
  allLabel?: string;
}

export function FilterSelect({ label, value, options, onChange, allLabel }: FilterSelectProps) {
  const { t } = useTranslation('data-table');
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value || undefined)}
      sx={{ minWidth: 160 }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{allLabel ?? t('all')}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
