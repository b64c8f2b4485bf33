// The frame of an event's guest pages (/s/{hash}/…): the event loaded once for all of them, its
// colour as the accent, a header with the way home and the language. Plain React and share.css:
// guests on phones download no MUI (DESIGN.md §7, docs/decisions/008-first-load-budget.md).
import { useEffect } from 'react';
import {
  Outlet,
  redirect,
  useLoaderData,
  useOutletContext,
  useRevalidator,
  useRouteError,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import type { ShareHome } from '@hatira/shared/share';
import { ApiError } from '../../lib/api-error';
import { accentOf, accentStyle, DEFAULT_ACCENT } from './accent';
import { GuestLanguageSelect } from '../../components/guest-language-select';
import { Link } from './link';
import { fetchShareHome } from './share.api';
import { ShareMessage } from './share-message';
import { homePath } from './share-paths';
import './share.css';

export async function shareLoader({ params, request }: LoaderFunctionArgs): Promise<ShareHome> {
  try {
    return await fetchShareHome(params.hash ?? '', request.signal);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'QR_NOT_FOUND') throw redirect('/not-qr');
    throw error;
  }
}

/** The event is loaded again for another event, or when a page asks (after a post), not on every step. */
export function shouldRevalidateShare({
  currentParams,
  nextParams,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  if (currentParams.hash !== nextParams.hash) return true;
  return currentUrl.href === nextUrl.href && defaultShouldRevalidate;
}

/** The event as the pages below the layout see it. */
export const useShareHome = () => useOutletContext<ShareHome>();

function useDocumentLook(title: string, accent: string) {
  useEffect(() => {
    const previousTitle = document.title;
    const meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
    const previousColor = meta?.content;
    document.title = `${title} · Hatıra`;
    if (meta) meta.content = accent;
    return () => {
      document.title = previousTitle;
      if (meta && previousColor) meta.content = previousColor;
    };
  }, [title, accent]);
}

export function ShareLayout() {
  const home = useLoaderData<ShareHome>();
  const accent = accentOf(home.qr.themeColor);
  useDocumentLook(home.qr.title, accent);

  return (
    <div className="sh" style={accentStyle(accent)}>
      <header className="sh-header">
        <Link to={homePath(home.qr.hash)} className="sh-header__title">
          {home.qr.title}
        </Link>
        <GuestLanguageSelect />
      </header>
      <main className="sh-main">
        <Outlet context={home} />
      </main>
    </div>
  );
}

/**
 * A guest error where the page would be; anything else (a crash, a page file that a new release
 * removed) goes on to the root's error screen, which knows to reload for the latter.
 */
export function ShareErrorBoundary() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  if (!(error instanceof ApiError)) throw error;
  return <ShareMessage error={error} onRetry={() => void revalidator.revalidate()} />;
}

/** The event itself could not be opened: the message alone, with the language to read it in. */
export function ShareLayoutErrorBoundary() {
  return (
    <div className="sh" style={accentStyle(DEFAULT_ACCENT)}>
      <header className="sh-header sh-header--bare">
        <GuestLanguageSelect />
      </header>
      <main className="sh-main">
        <ShareErrorBoundary />
      </main>
    </div>
  );
}

export const shareLayoutRoute = {
  loader: shareLoader,
  shouldRevalidate: shouldRevalidateShare,
  Component: ShareLayout,
  ErrorBoundary: ShareLayoutErrorBoundary,
};
