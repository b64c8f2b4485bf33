import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@hatira/shared/paths';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { usePreferences } from '../../lib/preferences';
import { CONTENT_MAX_WIDTH } from './layout-constants';

/**
 * The legal pages (SPEC §2), public and outside the navigation menus: pages of the guest entry
 * (share.html), which the router hands them over to by a page load (decisions/037).
 */
export const LEGAL_LINKS = [
  { key: 'privacyPolicy', to: paths.legalPage('privacy-policy') },
  { key: 'terms', to: paths.legalPage('terms-and-conditions') },
  { key: 'kvkk', to: paths.legalPage('kvkk') },
  { key: 'distanceSales', to: paths.legalPage('distance-sales-contract') },
] as const;

export function AppFooter() {
  const { t } = useTranslation('layout');
  const { footerType, contentWidth } = usePreferences();
  if (footerType === 'hidden') return null;

  const isSticky = footerType === 'sticky';
  return (
    <Box
      component="footer"
      sx={{
        position: isSticky ? 'sticky' : 'relative',
        bottom: 0,
        zIndex: (theme) => theme.zIndex.appBar - 2,
        ...(isSticky && {
          bgcolor: (theme) => alpha(theme.palette.background.paper, 0.9),
          backdropFilter: 'blur(8px)',
          borderTop: 1,
          borderColor: 'divider',
        }),
      }}
    >
      <Box
        sx={{
          mx: 'auto',
          maxWidth: contentWidth === 'boxed' ? CONTENT_MAX_WIDTH : 'none',
          px: { xs: 2, md: 3 },
          py: isSticky ? 1.5 : 2.5,
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          columnGap: 3,
          rowGap: 1,
        }}
      >
        <Typography variant="body2" color="text.secondary">
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </Typography>
        <Box
          component="nav"
          aria-label={t('footer.legal')}
          sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2.5, rowGap: 0.5 }}
        >
          {LEGAL_LINKS.map((link) => (
            <Link key={link.key} component={RouterLink} to={link.to} variant="body2" color="primary">
              {t(`footer.${link.key}`)}
            </Link>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
