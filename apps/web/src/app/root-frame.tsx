// The root of every page of both apps (the admin's root-route.tsx, the guests' share-root.tsx):
// scroll behaviour (SPEC §2), the navigation progress bar and the last-resort error screen, drawn
// with plain elements and root-route.css in the colours the app gives: no MUI, no query runtime
// (the error screen must also work when the MUI code itself failed to load).
import { useEffect, useRef, type CSSProperties } from 'react';
import {
  isRouteErrorResponse,
  Outlet,
  useLocation,
  useNavigation,
  useNavigationType,
  useRouteError,
} from 'react-router';
import { useTranslation } from 'react-i18next';
import './root-route.css';

/** SPEC §9: a hash target is scrolled to 60 px below the top (clear of the sticky navbar). */
const HASH_OFFSET_PX = 60;
/** Content may still be arriving when the page renders; wait this long for the hash target. */
const HASH_WAIT_MS = 3000;

function findHashTarget(hash: string): HTMLElement | null {
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // keep the raw text
  }
  return id ? document.getElementById(id) : null;
}

function scrollToElement(element: HTMLElement): void {
  const top = element.getBoundingClientRect().top + window.scrollY - HASH_OFFSET_PX;
  window.scrollTo({ top: Math.max(0, top), behavior: 'smooth' });
}

/** Scrolls smoothly to the hash target as soon as it exists; returns a cancel function. */
function scrollToHash(hash: string): () => void {
  const element = findHashTarget(hash);
  if (element) {
    scrollToElement(element);
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    const target = findHashTarget(hash);
    if (!target) return;
    stop();
    scrollToElement(target);
  });
  const timer = window.setTimeout(() => stop(), HASH_WAIT_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}

/**
 * New navigations go to the top, or smoothly to the `#hash` target; back and forward return to
 * where the user was on that entry, as a browser does for ordinary pages.
 */
function useScrollBehavior(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef(new Map<string, number>());

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);

  useEffect(() => {
    const key = location.key;
    let frame = 0;
    const handleScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => positions.current.set(key, window.scrollY));
    };
    window.addEventListener('scroll', handleScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', handleScroll);
    };
  }, [location.key]);

  useEffect(() => {
    const saved = positions.current.get(location.key);
    if (navigationType === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved);
      return undefined;
    }
    if (location.hash) return scrollToHash(location.hash);
    window.scrollTo(0, 0);
    return undefined;
    // The key changes on every navigation, hash-only ones included.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);
}

/** The colours of the progress bar and error screen, as root-route.css's custom properties. */
export type UseRootColors = () => CSSProperties;

/** The root route's component and error boundary, drawn in the colours `useColors` gives. */
export function createRootRoute(useColors: UseRootColors) {
  /** A thin bar along the top while the next page loads. */
  function NavigationProgress() {
    const { t } = useTranslation();
    const colors = useColors();
    return <div className="root-progress" role="progressbar" aria-label={t('loading')} style={colors} />;
  }

  function RootRoute() {
    const navigation = useNavigation();
    useScrollBehavior();

    return (
      <>
        {navigation.state !== 'idle' && <NavigationProgress />}
        <Outlet />
      </>
    );
  }

  function RootErrorBoundary() {
    const error = useRouteError();
    const { t } = useTranslation('misc');
    const colors = useColors();
    const isStale = isStaleChunkError(error);

    useEffect(() => {
      if (!isStale) return;
      const last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
      if (Date.now() - last < RELOAD_PAUSE_MS) return;
      sessionStorage.setItem(RELOADED_AT, String(Date.now()));
      window.location.reload();
    }, [isStale]);

    useEffect(() => {
      if (!isStale) console.error(error);
    }, [error, isStale]);

    const status = isRouteErrorResponse(error) ? error.status : null;
    return (
      <main className="root-error" style={colors}>
        <div className="root-error__content">
          {status !== null && <p className="root-error__status">{status}</p>}
          <h1 className="root-error__title">{t('error.title')}</h1>
          <p className="root-error__text">{t('error.text')}</p>
          <button type="button" className="root-error__reload" onClick={() => window.location.reload()}>
            {t('error.reload')}
          </button>
        </div>
      </main>
    );
  }

  return { RootRoute, RootErrorBoundary };
}

const RELOADED_AT = 'hatira-chunk-reload-at';
/** At most one automatic reload a minute, so a file that is really missing cannot loop. */
const RELOAD_PAUSE_MS = 60_000;

/** A new release removes the old page files; one reload picks up the new ones. */
function isStaleChunkError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(
      error.message,
    )
  );
}
