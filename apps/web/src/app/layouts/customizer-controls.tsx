// The customizer's form pieces: labelled groups of toggle buttons and colour swatches.
import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';

export function SectionTitle({ children }: { children: ReactNode }) {
  return (
    <Typography variant="overline" component="h3" sx={{ color: 'text.disabled', lineHeight: 1, mb: -1 }}>
      {children}
    </Typography>
  );
}

export function Field({
  label,
  hint,
  children,
}: {
  label: string;
  hint?: string | undefined;
  children: (labelId: string) => ReactNode;
}) {
  const labelId = useId();
  return (
    <Box>
      <Typography id={labelId} variant="subtitle2" component="div" sx={{ mb: 1, color: 'text.primary' }}>
        {label}
      </Typography>
      {children(labelId)}
      {hint && (
        <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 0.75 }}>
          {hint}
        </Typography>
      )}
    </Box>
  );
}

interface ChoiceOption<T extends string> {
  value: T;
  label: string;
  icon?: ReactNode;
  disabled?: boolean;
  lang?: string;
}

export function Choice<T extends string>(props: {
  label: string;
  value: T;
  options: ChoiceOption<T>[];
  onChange: (value: T) => void;
  hint?: string | undefined;
}) {
  const { label, value, options, onChange, hint } = props;
  return (
    <Field label={label} hint={hint}>
      {(labelId) => (
        <ToggleButtonGroup
          exclusive
          fullWidth
          size="small"
          color="primary"
          value={value}
          aria-labelledby={labelId}
          onChange={(_, next: T | null) => {
            if (next !== null) onChange(next);
          }}
        >
          {options.map((option) => (
            <ToggleButton
              key={option.value}
              value={option.value}
              disabled={option.disabled}
              lang={option.lang}
              sx={{ gap: 0.75, py: 0.75 }}
            >
              {option.icon}
              {option.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      )}
    </Field>
  );
}

export const swatchSx = {
  width: 40,
  height: 40,
  borderRadius: 1,
  display: 'grid',
  placeItems: 'center',
} as const;

export function Swatch(props: { color: string; label: string; isSelected: boolean; onSelect: () => void }) {
  const { color, label, isSelected, onSelect } = props;
  return (
    <ButtonBase
      aria-label={label}
      aria-pressed={isSelected}
      onClick={onSelect}
      sx={{
        ...swatchSx,
        bgcolor: color,
        color: '#fff',
        outline: isSelected ? 2 : 0,
        outlineColor: color,
        outlineOffset: 2,
        '&.Mui-focusVisible': { outline: 2, outlineColor: 'text.primary', outlineOffset: 2 },
      }}
    >
      {isSelected && <CheckIcon fontSize="small" />}
    </ButtonBase>
  );
}
