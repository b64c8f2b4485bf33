// The layout of the sign-in, error and share-gate pages: nothing but the page, centred on the
// background. Part of the sign-in pages' first download, so it imports nothing beyond Box and
// the router.
import { Outlet } from 'react-router';
import Box from '@mui/material/Box';

export function BlankLayout() {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'background.default',
        p: { xs: 2, sm: 3 },
      }}
    >
      <Outlet />
    </Box>
  );
}
