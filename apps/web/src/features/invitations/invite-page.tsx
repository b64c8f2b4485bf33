// /i/{hash}: the invitation a guest opens, a page of the guest entry (share.html), so a phone
// downloads none of the admin app (docs/decisions/049). The card (invitation-card.tsx), the RSVP
// form and the published messages, in the guest's language: the stored choice, else a guess from
// the browser (not stored), switchable at the top. Its texts (invite-texts.ts) load with the
// invitation; the form and the messages as the guest scrolls toward them.
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import i18next from 'i18next';
import type { InvitationTheme, PublicInvitation } from '@hatira/shared/invitations';
import { GuestLanguageSelect } from '../../components/guest-language-select';
import { guessLanguage, hasChosenLanguage } from '../../lib/guess-language';
import { changeLanguage } from '../../lib/i18n';
import { fetchInvitation } from './invite.api';
import { InvitationCard } from './invitation-card';
import { THEME_DEFAULT_COLORS, themeStyle } from './invitation-theme';
import { loadInviteTexts, loadRefusalTexts, loadReplyTexts } from './invite-texts';
import './invite-page.css';

export async function inviteLoader({ params, request }: LoaderFunctionArgs): Promise<PublicInvitation> {
  if (!hasChosenLanguage()) {
    const guess = guessLanguage(navigator.languages ?? [navigator.language]);
    if (guess !== i18next.language) await changeLanguage(guess, { remember: false });
  }
  const [invitation, texts] = await Promise.allSettled([
    fetchInvitation(params.hash ?? '', request.signal),
    loadInviteTexts(),
  ]);
  // Without the page's texts no refusal could be shown in words: the network's failure goes first.
  if (texts.status === 'rejected') throw texts.reason;
  if (invitation.status === 'rejected') {
    // The error view and its words come now, so the reason shows at once (a failure here is the
    // network's, shown as such).
    await Promise.all([loadErrorView(), loadRefusalTexts()]).catch(() => undefined);
    throw invitation.reason;
  }
  return invitation.value;
}

function useDocumentLook(title: string, color: string) {
  useEffect(() => {
    const previousTitle = document.title;
    const meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
    const previousColor = meta?.content;
    document.title = title;
    if (meta) meta.content = color;
    return () => {
      document.title = previousTitle;
      if (meta && previousColor) meta.content = previousColor;
    };
  }, [title, color]);
}

interface FrameProps {
  theme: InvitationTheme;
  color: string;
  children: ReactNode;
}

/** The page around the card: its theme's background, the language at the top, a centred column. */
export function InviteFrame({ theme, color, children }: FrameProps) {
  return (
    <div className={`inv-page inv-page--${theme}`} style={themeStyle(theme, color)}>
      <header className="inv-page__header">
        <GuestLanguageSelect />
      </header>
      <main className="inv-page__main">{children}</main>
    </div>
  );
}

const InviteExtras = lazy(() =>
  Promise.all([import('./invite-extras'), loadReplyTexts()]).then(([m]) => ({ default: m.InviteExtras })),
);

/**
 * True once the element's top comes within 100 px of the viewport (at once without
 * IntersectionObserver): below the card, the form and the messages need not be in a phone's first
 * download; they load as the guest scrolls to them (about 4.6 KB with their texts).
 */
function useNearViewport() {
  const ref = useRef<HTMLDivElement>(null);
  const [isNear, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (isNear || !element) return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && setNear(true),
      { rootMargin: '0px 0px 100px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isNear]);
  return { ref, isNear };
}

export function InvitePage() {
  const invitation = useLoaderData<PublicInvitation>();
  const { ref, isNear } = useNearViewport();
  useDocumentLook(`${invitation.coupleNames} — ${invitation.title}`, invitation.themeColor);

  return (
    <InviteFrame theme={invitation.theme} color={invitation.themeColor}>
      <InvitationCard invitation={invitation} />
      <div ref={ref} className={isNear ? 'inv-after' : 'inv-after inv-after--waiting'}>
        {isNear && (
          <Suspense fallback={null}>
            <InviteExtras invitation={invitation} />
          </Suspense>
        )}
      </div>
    </InviteFrame>
  );
}

const loadErrorView = () => import('./invite-error');
const InviteErrorView = lazy(() => loadErrorView().then((m) => ({ default: m.InviteError })));

/** The invitation could not be opened: the reason, from a chunk of its own (the loader fetched it). */
function InviteErrorBoundary() {
  return (
    <InviteFrame theme="classic" color={THEME_DEFAULT_COLORS.classic}>
      <Suspense fallback={null}>
        <InviteErrorView />
      </Suspense>
    </InviteFrame>
  );
}

export const inviteRoute = {
  loader: inviteLoader,
  Component: InvitePage,
  ErrorBoundary: InviteErrorBoundary,
};
