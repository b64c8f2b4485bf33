import type { ComponentType, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import { alpha } from '@mui/material/styles';

export type StatColor = 'primary' | 'success' | 'warning' | 'error' | 'info';

interface StatCardProps {
  label: string;
  value: ReactNode;
  icon: ComponentType<SvgIconProps>;
  color?: StatColor;
  /** A line under the value: a hint, a link, a progress bar. */
  children?: ReactNode;
}

/** One number with its label; the card is a labelled region so tests and screen readers find it. */
export function StatCard({ label, value, icon: Icon, color = 'primary', children }: StatCardProps) {
  return (
    <Card component="section" aria-label={label} sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <Box
          sx={(theme) => ({
            display: 'grid',
            placeItems: 'center',
            width: 44,
            height: 44,
            flexShrink: 0,
            borderRadius: 1.5,
            color: `${color}.main`,
            backgroundColor: alpha(theme.palette[color].main, 0.12),
          })}
        >
          <Icon aria-hidden />
        </Box>
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          <Typography variant="body2" color="text.secondary" component="h2">
            {label}
          </Typography>
          <Typography
            variant="h5"
            component="p"
            data-color={color}
            sx={{ fontWeight: 600, color: color === 'primary' ? 'text.primary' : `${color}.main` }}
          >
            {value}
          </Typography>
          {children}
        </Box>
      </CardContent>
    </Card>
  );
}

/** Cards side by side, wrapping on small screens. */
export function StatGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' },
      }}
    >
      {children}
    </Box>
  );
}
