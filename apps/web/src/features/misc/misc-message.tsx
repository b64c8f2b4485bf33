import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';

interface MiscMessageProps {
  code?: string;
  icon: ReactNode;
  title: string;
  text: string;
  actions?: ReactNode;
}

/** A full-page message (404, not authorized, QR page not found) on the blank layout. */
export function MiscMessage({ code, icon, title, text, actions }: MiscMessageProps) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: { xs: 4, sm: 6 }, textAlign: 'center' }}>
      <Box sx={{ maxWidth: 520 }}>
        <Box
          sx={(theme) => ({
            mx: 'auto',
            mb: 3,
            width: 96,
            height: 96,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            color: 'primary.main',
            backgroundColor: alpha(theme.palette.primary.main, 0.12),
            '& svg': { fontSize: 48 },
          })}
        >
          {icon}
        </Box>
        {code && (
          <Typography
            component="p"
            sx={{ fontSize: { xs: '3rem', sm: '4rem' }, fontWeight: 700, lineHeight: 1, mb: 1 }}
          >
            {code}
          </Typography>
        )}
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600, mb: 1 }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: actions ? 4 : 0 }}>
          {text}
        </Typography>
        {actions && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
            {actions}
          </Stack>
        )}
      </Box>
    </Box>
  );
}
