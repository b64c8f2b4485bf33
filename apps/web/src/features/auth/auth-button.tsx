// The sign-in pages' buttons, drawn from the theme on native <button>s: MUI's Button brings
// ButtonBase, the ripple and the transition group, about a tenth of a sign-in page's download.
import type { ComponentProps } from 'react';
import { Link as RouterLink } from 'react-router';
import { alpha, keyframes, styled, type CSSObject, type Theme } from '@mui/material/styles';
import { usePreferences } from '../../lib/preferences';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

const SubmitRoot = styled('button')(({ theme }) => ({
  ...theme.typography.button,
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  margin: 0,
  padding: '8px 22px',
  border: 0,
  borderRadius: theme.shape.borderRadius,
  fontSize: theme.typography.pxToRem(15),
  lineHeight: 1.75,
  color: theme.palette.primary.contrastText,
  backgroundColor: theme.palette.primary.main,
  cursor: 'pointer',
  transition: theme.transitions.create(['background-color', 'box-shadow'], {
    duration: theme.transitions.duration.short,
  }),
  '&[data-shadow]': { boxShadow: `0 2px 6px ${alpha(theme.palette.primary.main, 0.3)}` },
  '&:hover:not(:disabled)': { backgroundColor: theme.palette.primary.dark },
  '&[data-shadow]:hover:not(:disabled)': {
    boxShadow: `0 4px 10px ${alpha(theme.palette.primary.main, 0.35)}`,
  },
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
  '&:disabled': {
    color: theme.palette.action.disabled,
    backgroundColor: theme.palette.action.disabledBackground,
    boxShadow: 'none',
    cursor: 'default',
  },
  // While loading the label stays in place (and in the accessible name), only unseen.
  '&[aria-busy="true"]': { color: 'transparent' },
}));

const Spinner = styled('span')(({ theme }) => ({
  position: 'absolute',
  width: 20,
  height: 20,
  borderRadius: '50%',
  border: '2px solid',
  borderColor: `${theme.palette.action.disabled} transparent ${theme.palette.action.disabled} ${theme.palette.action.disabled}`,
  animation: `${spin} 0.8s linear infinite`,
  '@media (prefers-reduced-motion: reduce)': { animationDuration: '2.4s' },
}));

interface SubmitButtonProps extends Omit<ComponentProps<'button'>, 'type'> {
  isLoading?: boolean;
}

/** The form's contained, full-width submit button; disabled with a spinner while it works. */
export function SubmitButton({ isLoading = false, disabled, children, ...props }: SubmitButtonProps) {
  // The bordered skin draws no shadows under resting surfaces (app/theme/theme.ts).
  const hasShadow = usePreferences().skin !== 'bordered';
  return (
    <SubmitRoot
      {...props}
      type="submit"
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      data-shadow={hasShadow ? '' : undefined}
    >
      {children}
      {isLoading && <Spinner aria-hidden />}
    </SubmitRoot>
  );
}

function textButtonStyle({ theme }: { theme: Theme }): CSSObject {
  return {
    ...theme.typography.button,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: 64,
    margin: 0,
    padding: `4px ${theme.spacing(1.75)}`,
    border: 0,
    borderRadius: theme.shape.borderRadius,
    fontSize: theme.typography.pxToRem(13),
    lineHeight: 1.75,
    color: 'inherit',
    textDecoration: 'none',
    background: 'none',
    cursor: 'pointer',
    '&:hover': { backgroundColor: theme.palette.action.hover },
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 1 },
  };
}

/** A small borderless button (the language choice). */
export const TextButton = styled('button')(textButtonStyle);

/** A link that looks like a TextButton (an alert's action). */
export const TextButtonLink = styled(RouterLink)(textButtonStyle);

/** An icon button inside a field (the show-password toggle). */
export const FieldIconButton = styled('button')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 36,
  height: 36,
  margin: 0,
  padding: 0,
  border: 0,
  borderRadius: theme.shape.borderRadius,
  color: theme.palette.action.active,
  background: 'none',
  cursor: 'pointer',
  '&:hover': { backgroundColor: theme.palette.action.hover },
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}` },
}));
