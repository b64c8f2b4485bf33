// The seed's console blocking (SPEC §4), kept only behind VITE_BLOCK_DEVTOOLS (DESIGN.md §7: off by
// default — it is hostile to users and support staff and stops nobody who really wants to look).
import { i18next } from './i18n';

const CHECK_INTERVAL_MS = 1000;
/** Docked developer tools take at least this many pixels from the window. */
const DOCKED_TOOLS_THRESHOLD_PX = 160;

function isConsoleOpen(): boolean {
  return (
    window.outerWidth - window.innerWidth > DOCKED_TOOLS_THRESHOLD_PX ||
    window.outerHeight - window.innerHeight > DOCKED_TOOLS_THRESHOLD_PX
  );
}

function isBlockedShortcut(event: KeyboardEvent): boolean {
  const key = event.key.toUpperCase();
  if (key === 'F12') return true;
  const ctrl = event.ctrlKey || event.metaKey;
  if (ctrl && event.shiftKey && (key === 'I' || key === 'J')) return true;
  return ctrl && !event.shiftKey && key === 'U';
}

function replacePage(): void {
  const message = document.createElement('p');
  message.textContent = i18next.t('misc:devtoolsBlocked');
  message.setAttribute(
    'style',
    'font:600 1.25rem/1.5 "Public Sans",sans-serif;text-align:center;margin:20vh 1rem',
  );
  document.body.replaceChildren(message);
  window.setTimeout(() => window.location.reload(), CHECK_INTERVAL_MS);
}

/** Installs the blocking; returns a function that removes it. */
export function installDevtoolsBlock(): () => void {
  let isBlocked = false;
  const handleContextMenu = (event: MouseEvent) => event.preventDefault();
  const handleKeyDown = (event: KeyboardEvent) => {
    if (!isBlockedShortcut(event)) return;
    event.preventDefault();
    event.stopPropagation();
  };
  const timer = window.setInterval(() => {
    if (isBlocked || !isConsoleOpen()) return;
    isBlocked = true;
    replacePage();
  }, CHECK_INTERVAL_MS);

  document.addEventListener('contextmenu', handleContextMenu);
  window.addEventListener('keydown', handleKeyDown, true);
  return () => {
    window.clearInterval(timer);
    document.removeEventListener('contextmenu', handleContextMenu);
    window.removeEventListener('keydown', handleKeyDown, true);
  };
}
