import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CollectionsOutlinedIcon from '@mui/icons-material/CollectionsOutlined';

/** The product mark and name, linking home. `isCompact` shows the mark alone (collapsed nav). */
export function BrandLogo({ isCompact = false }: { isCompact?: boolean }) {
  const { t } = useTranslation('layout');
  return (
    <Box
      component={RouterLink}
      to="/"
      aria-label={t('homeLink')}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1.25,
        color: 'text.primary',
        textDecoration: 'none',
      }}
    >
      <Box
        aria-hidden
        sx={{
          width: 34,
          height: 34,
          flexShrink: 0,
          display: 'grid',
          placeItems: 'center',
          borderRadius: 1,
          color: 'primary.contrastText',
          bgcolor: 'primary.main',
          boxShadow: (theme) => `0 3px 8px ${theme.palette.primary.main}55`,
        }}
      >
        <CollectionsOutlinedIcon sx={{ fontSize: 20 }} />
      </Box>
      <Typography
        component="span"
        sx={{
          fontSize: '1.375rem',
          fontWeight: 700,
          letterSpacing: '-0.01em',
          whiteSpace: 'nowrap',
          opacity: isCompact ? 0 : 1,
          transition: (theme) =>
            theme.transitions.create('opacity', { duration: theme.transitions.duration.shorter }),
        }}
      >
        {t('appName')}
      </Typography>
    </Box>
  );
}
