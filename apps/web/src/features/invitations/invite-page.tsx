// /i/{hash}: the invitation a guest opens, a page of the guest entry (share.html), so a phone
// downloads none of the admin app (docs/decisions/049). The card (invitation-card.tsx), the RSVP
// form and the published messages, in the guest's language: the stored choice, else a guess from
// the browser (not stored), switchable at the top. Its texts (invite-texts.ts) load with the
// invitation; the form and the messages as the guest scrolls toward them.
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useRevalidator, useRouteError, type LoaderFunctionArgs } from 'react-router';
import i18next from 'i18next';
import type { InvitationTheme, PublicInvitation } from '@hatira/shared/invitations';
import { GuestLanguageSelect } from '../../components/guest-language-select';
import { ApiError } from '../../lib/api-error';
import { guessLanguage, hasChosenLanguage } from '../../lib/guess-language';
import { changeLanguage } from '../../lib/i18n';
import { fetchInvitation } from './invite.api';
import { InvitationCard } from './invitation-card';
import { THEME_DEFAULT_COLORS, themeStyle } from './invitation-theme';
import { loadInviteTexts } from './invite-texts';
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
  // Without the later texts no refusal could be shown in words: the network's failure goes first.
  if (texts.status === 'rejected') throw texts.reason;
  if (invitation.status === 'rejected') throw invitation.reason;
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
function InviteFrame({ theme, color, children }: FrameProps) {
  return (
    <div className={`inv-page inv-page--${theme}`} style={themeStyle(theme, color)}>
      <header className="inv-page__header">
        <GuestLanguageSelect />
      </header>
      <main className="inv-page__main">{children}</main>
    </div>
  );
}

const InviteExtras = lazy(() => import('./invite-extras').then((m) => ({ default: m.InviteExtras })));

/**
 * True once the element is within a screen of the viewport (at once without IntersectionObserver):
 * below the card, the form and the messages need not be in a phone's first download.
 */
function useNearViewport() {
  const ref = useRef<HTMLDivElement>(null);
  const [isNear, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (isNear || !element) return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && setNear(true),
      { rootMargin: '100% 0px' },
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

/** Codes that a second try may cure: the connection, the server's hiccups, the rate limit. */
const isTransient = (code: string) =>
  code === 'NETWORK' || code === 'INTERNAL' || code === 'SERVICE_UNAVAILABLE' || code === 'RATE_LIMITED';

/** What to do about a refusal, under its code's text. */
const NOTICE_TEXTS: Partial<Record<string, string>> = {
  INVITATION_NOT_FOUND: 'notice.notFound',
  INVITATION_INACTIVE: 'notice.inactive',
  IP_BLOCKED: 'notice.blocked',
};

/**
 * The invitation could not be opened: not found, inactive, this address blocked, or no answer
 * (then with a retry). A transient failure may come before the later texts, so its words are the
 * guest pages' first file's (`share:` offline / failed / retry).
 */
export function InviteError() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const { t } = useTranslation('invite');
  const code = error instanceof ApiError ? error.code : null;
  useEffect(() => {
    if (!code) return;
    const previous = document.title;
    document.title = t(`errors:${code}`);
    return () => void (document.title = previous);
  }, [code, t]);
  if (!code) throw error;
  const transient = isTransient(code);
  const text = transient ? `errors:${code}` : NOTICE_TEXTS[code];

  return (
    <InviteFrame theme="classic" color={THEME_DEFAULT_COLORS.classic}>
      <section className="inv-notice" aria-labelledby="inv-notice-title">
        <h1 id="inv-notice-title" className="inv-notice__title">
          {transient
            ? t(code === 'NETWORK' ? 'share:offline.title' : 'share:failed.title')
            : t(`errors:${code}`)}
        </h1>
        {text && <p className="inv-notice__text">{t(text)}</p>}
        {transient && (
          <button type="button" className="inv-submit" onClick={() => void revalidator.revalidate()}>
            {t('share:retry')}
          </button>
        )}
      </section>
    </InviteFrame>
  );
}

export const inviteRoute = { loader: inviteLoader, Component: InvitePage, ErrorBoundary: InviteError };
