// The browser entry: decrypt the stored values, load the language, then render the router.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './app/router';
import { initI18n } from './lib/i18n';
import { initStorage } from './lib/storage';

async function start(): Promise<void> {
  await initStorage();
  await initI18n({ onDemand: true });
  if (import.meta.env.VITE_BLOCK_DEVTOOLS === 'true') {
    const { installDevtoolsBlock } = await import('./lib/devtools-block');
    installDevtoolsBlock();
  }

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const router = createAppRouter();
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

void start();
