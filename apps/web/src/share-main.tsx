// The guest pages' entry (share.html): decrypt the stored values (the language the admin app also
// uses), load the guest texts, then render the guest routes. Nothing of the admin app comes along:
// a guest's first load stays within 120 KB gzipped (docs/decisions/014-guest-entry.md).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createShareRouter } from './app/share-router';
import { initShareI18n } from './features/share/share-i18n';
import { initStorage } from './lib/storage';

async function start(): Promise<void> {
  await initStorage();
  await initShareI18n();
  // The same build setting as the admin app (DESIGN.md §7), for the guest pages too.
  if (import.meta.env.VITE_BLOCK_DEVTOOLS === 'true') {
    const { installDevtoolsBlock } = await import('./lib/devtools-block');
    installDevtoolsBlock();
  }

  const container = document.getElementById('root');
  if (!container) throw new Error('share.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={createShareRouter()} />
    </StrictMode>,
  );
}

void start();
