// The MUI frame around the sign-in, error and admin pages: the theme from the user's preferences
// and the baseline styles. A lazy route of its own, so the router, the root route and the pages
// outside it (the share pages) start without MUI.
import { Outlet } from 'react-router';
import { AppThemeProvider } from './theme/app-theme-provider';

export function AppShell() {
  return (
    <AppThemeProvider>
      <Outlet />
    </AppThemeProvider>
  );
}
