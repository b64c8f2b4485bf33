// The root route draws without MUI; its progress bar and error screen must still be labelled,
// translated and usable.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderRoutes } from '../test-utils';
import { RootErrorBoundary, RootRoute } from './root-route';

afterEach(() => vi.restoreAllMocks());

describe('RootRoute', () => {
  it('shows a labelled progress bar while the next page loads, and removes it after', async () => {
    let release = () => {};
    const slowData = new Promise<null>((resolve) => (release = () => resolve(null)));
    const { router } = await renderRoutes(
      [
        {
          Component: RootRoute,
          children: [
            { index: true, element: <h1>Home</h1> },
            { path: 'slow', loader: () => slowData, element: <h1>Slow page</h1> },
          ],
        },
      ],
      { language: 'en' },
    );
    await screen.findByRole('heading', { name: 'Home' });

    void router.navigate('/slow');
    expect(await screen.findByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();

    release();
    expect(await screen.findByRole('heading', { name: 'Slow page' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('answers a failed page with a translated error screen that offers a reload', async () => {
    // The boundary logs the error for the developer; keep the test output readable.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderRoutes(
      [
        {
          Component: RootRoute,
          ErrorBoundary: RootErrorBoundary,
          HydrateFallback: () => null,
          children: [
            {
              index: true,
              loader: () => {
                throw new Response('', { status: 500 });
              },
              element: <h1>Never shown</h1>,
            },
          ],
        },
      ],
      { language: 'tr' },
    );

    expect(await screen.findByRole('heading', { name: 'Bir şeyler ters gitti' })).toBeInTheDocument();
    expect(screen.getByText('500')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sayfayı yenile' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Never shown' })).not.toBeInTheDocument();
  });
});
