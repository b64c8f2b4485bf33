// The venue screen's entry (live.html, decision 052): the stored language, the screen's texts, then
// the slideshow. Nothing of the admin app or the guest pages comes along: no router, no MUI.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { LivePage } from './features/live/live-page';
import { initLiveI18n } from './features/live/live-i18n';
import { initStorage } from './lib/storage';

async function start(): Promise<void> {
  await initStorage();
  await initLiveI18n();
  const container = document.getElementById('root');
  if (!container) throw new Error('live.html has no #root element');
  // /live/{token}
  const token = decodeURIComponent(window.location.pathname.split('/')[2] ?? '');
  createRoot(container).render(
    <StrictMode>
      <LivePage token={token} />
    </StrictMode>,
  );
}

void start();
