// The sign-in pages' notices in MUI's standard alert look, without the Alert component (which
// brings its close button, and with it ButtonBase, into the page's first download).
import type { ReactNode } from 'react';
import { darken, lighten, styled, type SxProps, type Theme } from '@mui/material/styles';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';

type Severity = 'success' | 'warning' | 'error';

const ICONS: Record<Severity, ReactNode> = {
  success: <CheckCircleOutline fontSize="inherit" />,
  warning: <ReportProblemOutlined fontSize="inherit" />,
  error: <ErrorOutline fontSize="inherit" />,
};

const withSeverity = { shouldForwardProp: (prop: string) => prop !== 'severity' };

const Root = styled(
  'div',
  withSeverity,
)<{ severity: Severity }>(({ theme, severity }) => {
  const isLight = theme.palette.mode === 'light';
  const tone = theme.palette[severity].light;
  return {
    ...theme.typography.body2,
    display: 'flex',
    padding: '6px 16px',
    borderRadius: theme.shape.borderRadius,
    color: isLight ? darken(tone, 0.6) : lighten(tone, 0.6),
    backgroundColor: isLight ? lighten(tone, 0.9) : darken(tone, 0.9),
  };
});

const Icon = styled(
  'div',
  withSeverity,
)<{ severity: Severity }>(({ theme, severity }) => ({
  display: 'flex',
  marginInlineEnd: 12,
  padding: '7px 0',
  fontSize: 22,
  opacity: 0.9,
  color: theme.palette[severity].main,
}));

const Message = styled('div')({ minWidth: 0, padding: '8px 0', overflow: 'auto' });

const Title = styled('div')(({ theme }) => ({
  ...theme.typography.body1,
  marginTop: -2,
  marginBottom: '0.35em',
  fontWeight: 500,
}));

const Action = styled('div')({
  display: 'flex',
  alignItems: 'flex-start',
  marginInlineStart: 'auto',
  marginInlineEnd: -8,
  padding: '4px 0 0 16px',
});

interface AuthAlertProps {
  severity: Severity;
  /** `alert` interrupts a screen reader; a calm confirmation can say `status`. */
  role?: 'alert' | 'status';
  title?: ReactNode;
  action?: ReactNode;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

export function AuthAlert({ severity, role = 'alert', title, action, sx, children }: AuthAlertProps) {
  return (
    <Root severity={severity} role={role} sx={sx}>
      <Icon severity={severity}>{ICONS[severity]}</Icon>
      <Message>
        {title && <Title>{title}</Title>}
        {children}
      </Message>
      {action && <Action>{action}</Action>}
    </Root>
  );
}
