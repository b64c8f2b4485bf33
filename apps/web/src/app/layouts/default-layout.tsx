// The signed-in admin's frame: vertical or horizontal navigation per preference (SPEC §2), the
// navbar, boxed or wide content, the footer, and the search dialog and customizer; also the query
// client of the admin's pages, MUI's component texts in the UI language, and the session refresh
// on window focus. Loaded lazily by the router, so none of this reaches the login page's bundle.
import { useCallback, useEffect, useState, type MouseEvent } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useSessionRefresh } from '../../features/auth/auth-session';
import { Toaster } from '../../components/toast/toaster';
import { usePreferences } from '../../lib/preferences';
import { queryClient } from '../../lib/query-client';
import { ComponentLocaleProvider } from '../theme/component-locale-provider';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { Customizer, CustomizerButton } from './customizer';
import { HorizontalNav } from './horizontal-nav';
import { CONTENT_ID, CONTENT_MAX_WIDTH, OVERLAY_MEDIA_QUERY } from './layout-constants';
import { ScrollToTop } from './scroll-to-top';
import { SearchDialog } from './search-dialog';
import { VerticalNav } from './vertical-nav';

/** Ctrl+K (Cmd+K on a Mac) opens the search from anywhere in the admin. */
function useSearchHotkey(onOpen: () => void): void {
  useEffect(() => {
    function handleKeyDown(event: KeyboardEvent) {
      if (
        event.key.toLowerCase() === 'k' &&
        (event.ctrlKey || event.metaKey) &&
        !event.altKey &&
        !event.shiftKey
      ) {
        event.preventDefault();
        onOpen();
      }
    }
    window.addEventListener('keydown', handleKeyDown);
    return () => window.removeEventListener('keydown', handleKeyDown);
  }, [onOpen]);
}

export function DefaultLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <ComponentLocaleProvider>
        <AdminFrame />
      </ComponentLocaleProvider>
    </QueryClientProvider>
  );
}

function AdminFrame() {
  const { t } = useTranslation('layout');
  const { layout, contentWidth } = usePreferences();
  const isOverlay = useMediaQuery(OVERLAY_MEDIA_QUERY, { noSsr: true });
  const [isNavOpen, setNavOpen] = useState(false);
  const [isSearchOpen, setSearchOpen] = useState(false);
  const [isCustomizerOpen, setCustomizerOpen] = useState(false);
  const openSearch = useCallback(() => setSearchOpen(true), []);
  useSearchHotkey(openSearch);
  useSessionRefresh();

  // Small screens use the overlay drawer in both layouts; the menu bar needs the width.
  const isHorizontal = layout === 'horizontal' && !isOverlay;

  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh', bgcolor: 'background.default' }}>
      <Box
        component="a"
        href={`#${CONTENT_ID}`}
        onClick={(event: MouseEvent) => {
          // Focus the content without a hash navigation (the router would treat it as one).
          event.preventDefault();
          document.getElementById(CONTENT_ID)?.focus();
        }}
        sx={{
          position: 'fixed',
          top: 8,
          insetInlineStart: 8,
          zIndex: (theme) => theme.zIndex.tooltip,
          px: 2,
          py: 1,
          borderRadius: 1,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          transform: 'translateY(-200%)',
          '&:focus': { transform: 'none' },
        }}
      >
        {t('skipToContent')}
      </Box>

      {!isHorizontal && (
        <VerticalNav
          isOverlay={isOverlay}
          isOverlayOpen={isNavOpen}
          onOverlayClose={() => setNavOpen(false)}
          onOpenCustomizer={() => setCustomizerOpen(true)}
        />
      )}

      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <AppHeader
          isHorizontal={isHorizontal}
          isOverlay={isOverlay}
          onOpenNav={() => setNavOpen(true)}
          onOpenSearch={openSearch}
          onOpenCustomizer={() => setCustomizerOpen(true)}
        />
        {isHorizontal && <HorizontalNav />}
        <Box
          component="main"
          id={CONTENT_ID}
          tabIndex={-1}
          sx={{
            flex: 1,
            width: '100%',
            mx: 'auto',
            maxWidth: contentWidth === 'boxed' ? CONTENT_MAX_WIDTH : 'none',
            px: { xs: 2, md: 3 },
            py: 3,
            outline: 'none',
          }}
        >
          <Outlet />
        </Box>
        <AppFooter />
      </Box>

      <ScrollToTop />
      <Toaster />
      <CustomizerButton onClick={() => setCustomizerOpen(true)} />
      <Customizer open={isCustomizerOpen} onClose={() => setCustomizerOpen(false)} />
      <SearchDialog open={isSearchOpen} onClose={() => setSearchOpen(false)} />
    </Box>
  );
}
