// The sign-in pages' text input: a native <input> with a real <label>, drawn from the theme in
// the outlined look of the admin's fields (the label floats onto the border when the field has
// focus or a value). MUI's InputBase stack would double the size of a sign-in page's download.
// The floating label is cut out of the border with the paper colour, so use it on a card.
import { useId, type ComponentProps, type ReactNode } from 'react';
import { alpha, styled } from '@mui/material/styles';

export interface AuthTextFieldProps extends Omit<ComponentProps<'input'>, 'children'> {
  label: string;
  error?: boolean;
  helperText?: ReactNode;
  /** Shown inside the field after the text, e.g. the show-password button. */
  endAdornment?: ReactNode;
}

const Control = styled('div')(({ theme }) => ({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  borderRadius: theme.shape.borderRadius,
  border: `1px solid ${alpha(theme.palette.text.primary, 0.2)}`,
  backgroundColor: 'transparent',
  transition: theme.transitions.create(['border-color', 'box-shadow'], {
    duration: theme.transitions.duration.shorter,
  }),
  '&:hover': { borderColor: theme.palette.text.primary },
  '&:focus-within': {
    borderColor: theme.palette.primary.main,
    boxShadow: `inset 0 0 0 1px ${theme.palette.primary.main}`,
  },
  '&[data-error]': { borderColor: theme.palette.error.main },
  '&[data-error]:focus-within': { boxShadow: `inset 0 0 0 1px ${theme.palette.error.main}` },
  '&[data-adorned]': { paddingInlineEnd: 1 },
}));

const Label = styled('label')(({ theme }) => ({
  ...theme.typography.body1,
  position: 'absolute',
  top: 15,
  insetInlineStart: 8,
  maxWidth: 'calc(100% - 24px)',
  paddingInline: 5,
  lineHeight: '1.4375em',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  color: theme.palette.text.secondary,
  // Hides the border behind the floating label (the field sits on a paper surface).
  backgroundColor: theme.palette.background.paper,
  borderRadius: 4,
  pointerEvents: 'none',
  transformOrigin: theme.direction === 'rtl' ? 'top right' : 'top left',
  transition: theme.transitions.create(['top', 'transform', 'color'], {
    duration: theme.transitions.duration.shorter,
    easing: theme.transitions.easing.easeOut,
  }),
}));

const floatingLabel = { top: -10, transform: 'scale(0.75)', maxWidth: 'calc(133% - 32px)' };

const Input = styled('input')(({ theme }) => ({
  ...theme.typography.body1,
  flex: 1,
  minWidth: 0,
  boxSizing: 'content-box',
  height: '1.4375em',
  margin: 0,
  padding: '15.5px 13px', // with the 1 px border: MUI's outlined field, 16.5 px by 14 px
  border: 0,
  borderRadius: 'inherit',
  outline: 0,
  color: theme.palette.text.primary,
  background: 'none',
  // The placeholder is a single space: it only tells CSS whether the field is empty.
  '&::placeholder': { color: 'transparent' },
  '&:focus + label, &:not(:placeholder-shown) + label': floatingLabel,
  // Its own rule: a browser that does not know the selector drops the whole rule.
  '&:-webkit-autofill + label': floatingLabel,
  '&:focus + label': { color: theme.palette.primary.main },
  '&[aria-invalid="true"] + label': { color: theme.palette.error.main },
  '[data-adorned] > &': { paddingInlineEnd: 0 },
  ...(theme.palette.mode === 'dark' && {
    '&:-webkit-autofill': {
      WebkitBoxShadow: '0 0 0 100px #266798 inset',
      WebkitTextFillColor: '#fff',
      caretColor: '#fff',
    },
  }),
}));

const HelperText = styled('p')(({ theme }) => ({
  ...theme.typography.caption,
  margin: '3px 14px 0',
  color: theme.palette.text.secondary,
  '&[data-error]': { color: theme.palette.error.main },
}));

export function AuthTextField({
  id,
  label,
  error = false,
  helperText,
  endAdornment,
  ...inputProps
}: AuthTextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const helperId = `${inputId}-helper-text`;
  const errorFlag = error ? '' : undefined;

  return (
    <div>
      <Control data-error={errorFlag} data-adorned={endAdornment ? '' : undefined}>
        <Input
          spellCheck={false}
          autoCapitalize="none"
          {...inputProps}
          id={inputId}
          placeholder=" "
          aria-required
          aria-invalid={error}
          aria-describedby={helperText ? helperId : undefined}
        />
        <Label htmlFor={inputId}>{label}</Label>
        {endAdornment}
      </Control>
      {helperText && (
        <HelperText id={helperId} data-error={errorFlag}>
          {helperText}
        </HelperText>
      )}
    </div>
  );
}
