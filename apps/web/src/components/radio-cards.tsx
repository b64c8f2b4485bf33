// A choice among a few options as selectable cards over native radio buttons (registered with
// react-hook-form like any other input: spread `register(name)`), each with a title and one line
// that says what it means. Drawn from the theme. Used for the account type and album visibility.
import { useId, type ComponentProps, type ReactNode } from 'react';
import { alpha, styled } from '@mui/material/styles';

const Group = styled('fieldset')({ minWidth: 0, margin: 0, padding: 0, border: 0 });

const Legend = styled('legend')(({ theme }) => ({
  ...theme.typography.body1,
  padding: 0,
  marginBottom: theme.spacing(1),
  color: theme.palette.text.primary,
}));

const Cards = styled('div', { shouldForwardProp: (prop) => prop !== 'columns' })<{ columns: number }>(
  ({ theme, columns }) => ({
    display: 'grid',
    gridTemplateColumns: '1fr',
    gap: theme.spacing(1.5),
    [theme.breakpoints.up('sm')]: { gridTemplateColumns: `repeat(${columns}, 1fr)` },
  }),
);

const Card = styled('label')(({ theme }) => ({
  display: 'flex',
  gap: theme.spacing(2.25),
  alignItems: 'flex-start',
  padding: theme.spacing(1.5),
  paddingInlineStart: theme.spacing(1.75),
  borderRadius: Number(theme.shape.borderRadius) * 1.5,
  border: `1px solid ${theme.palette.divider}`,
  cursor: 'pointer',
  transition: theme.transitions.create(['border-color', 'background-color']),
  '&:hover': { borderColor: theme.palette.text.secondary },
  '&:has(:checked)': {
    borderColor: theme.palette.primary.main,
    backgroundColor: alpha(theme.palette.primary.main, 0.06),
  },
  '&:has(:focus-visible)': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
}));

const Radio = styled('input')(({ theme }) => ({
  appearance: 'none',
  flexShrink: 0,
  display: 'grid',
  placeContent: 'center',
  width: 18,
  height: 18,
  margin: '5px 0 0',
  border: '2px solid currentColor',
  borderRadius: '50%',
  color: theme.palette.text.secondary,
  cursor: 'inherit',
  '&::before': {
    content: '""',
    width: 8,
    height: 8,
    borderRadius: '50%',
    backgroundColor: 'currentColor',
    transform: 'scale(0)',
    transition: theme.transitions.create('transform', { duration: theme.transitions.duration.shortest }),
  },
  '&:checked': { color: theme.palette.primary.main },
  '&:checked::before': { transform: 'scale(1)' },
  '&:focus-visible': { outline: 'none' },
}));

const Title = styled('span')({ display: 'block', fontWeight: 600 });

const Description = styled('span')(({ theme }) => ({
  ...theme.typography.body2,
  color: theme.palette.text.secondary,
}));

const ErrorText = styled('p')(({ theme }) => ({
  ...theme.typography.caption,
  margin: '3px 14px 0',
  color: theme.palette.error.main,
}));

export interface RadioCardOption {
  value: string;
  title: ReactNode;
  description: ReactNode;
}

interface RadioCardsProps extends Omit<ComponentProps<'input'>, 'type' | 'value'> {
  legend: ReactNode;
  options: readonly RadioCardOption[];
  /** Cards side by side from the small breakpoint up (one column on a phone). */
  columns?: number;
  error?: string;
}

/** Every card's radio gets the same props (the registration); its value is the option's. */
export function RadioCards({
  legend,
  options,
  columns = options.length,
  error,
  ...radioProps
}: RadioCardsProps) {
  const errorId = useId();
  return (
    <Group aria-describedby={error ? errorId : undefined}>
      <Legend>{legend}</Legend>
      <Cards columns={columns}>
        {options.map((option) => (
          <Card key={option.value}>
            <Radio {...radioProps} type="radio" value={option.value} aria-invalid={Boolean(error)} />
            <span>
              <Title>{option.title}</Title>
              <Description>{option.description}</Description>
            </span>
          </Card>
        ))}
      </Cards>
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Group>
  );
}
