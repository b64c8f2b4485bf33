import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { AccountType } from '@hatira/shared/auth';

/** Card order; `satisfies` keeps it complete and exact against the shared type (no zod needed here). */
const ACCOUNT_TYPE_CARDS = Object.keys({ individual: true, corporate: true } satisfies Record<
  AccountType,
  true
>) as AccountType[];

interface AccountTypePickerProps {
  name: string;
  value: AccountType;
  onChange: (value: AccountType) => void;
  onBlur: () => void;
  error?: string;
}

/** Individual or corporate, as two selectable cards (a real radio group underneath). */
export function AccountTypePicker({ name, value, onChange, onBlur, error }: AccountTypePickerProps) {
  const { t } = useTranslation('auth');
  const labelId = useId();

  return (
    <FormControl component="fieldset" error={Boolean(error)} fullWidth>
      <FormLabel component="legend" id={labelId} sx={{ mb: 1, color: 'text.primary' }}>
        {t('fields.accountType')}
      </FormLabel>
      <RadioGroup
        name={name}
        aria-labelledby={labelId}
        value={value}
        onChange={(event) => onChange(event.target.value as AccountType)}
        onBlur={onBlur}
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5 }}
      >
        {ACCOUNT_TYPE_CARDS.map((type) => {
          const isSelected = value === type;
          return (
            <Box
              key={type}
              component="label"
              sx={(theme) => ({
                display: 'flex',
                gap: 1,
                alignItems: 'flex-start',
                p: 1.5,
                pl: 0.5,
                borderRadius: 1.5,
                cursor: 'pointer',
                border: '1px solid',
                borderColor: isSelected ? 'primary.main' : 'divider',
                backgroundColor: isSelected ? alpha(theme.palette.primary.main, 0.06) : 'transparent',
                transition: theme.transitions.create(['border-color', 'background-color']),
                '&:hover': { borderColor: isSelected ? 'primary.main' : 'text.secondary' },
                '&:has(:focus-visible)': {
                  outline: `2px solid ${theme.palette.primary.main}`,
                  outlineOffset: 2,
                },
              })}
            >
              <Radio value={type} size="small" sx={{ mt: -0.5 }} />
              <Box>
                <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
                  {t(`register.accountTypes.${type}.title`)}
                </Typography>
                <Typography component="span" variant="body2" color="text.secondary">
                  {t(`register.accountTypes.${type}.description`)}
                </Typography>
              </Box>
            </Box>
          );
        })}
      </RadioGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
