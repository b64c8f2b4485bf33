// The public legal pages (/pages/<slug>, /terms-and-conditions): a page of the guest entry
// (share.html), so a signed-out reader downloads none of the admin app (docs/decisions/037). The
// text comes rendered and sanitised by the server (markdown-it, raw HTML escaped) in the reader's
// language, or in Turkish with a note when that language has none. Staff who may edit the texts
// (their stored rules, read without CASL) get a link to the editor and see a template's badge.
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useRevalidator, useRouteError, type LoaderFunctionArgs } from 'react-router';
import i18next from 'i18next';
import type { AbilityRule } from '@hatira/shared/abilities';
import { isLanguage } from '@hatira/shared/languages';
import type { LegalPage } from '@hatira/shared/legal-pages';
import { LEGAL_SLUGS, legalPagePath, legalSlugOf, type LegalSlug } from '@hatira/shared/legal-slugs';
import { fillPath, LEGAL_EDITOR_PATTERN } from '@hatira/shared/page-patterns';
import { ApiError } from '../../lib/api-error';
import { loadAllTexts } from '../../lib/i18n';
import { guestRequest } from '../../lib/guest-request';
import { getItem, getJSON } from '../../lib/storage';
import { accentStyle, DEFAULT_ACCENT } from './accent';
import { formatDate } from './format';
import { GuestLanguageSelect } from '../../components/guest-language-select';
import { Link } from './link';
import { ShareMessage } from './share-message';
import './share.css';
import './legal-page.css';

/**
 * A legal page in `language`, or in Turkish when it has none (the answer's `language` says which).
 * Here rather than in share.api.ts, which every guest page loads first.
 */
function fetchLegalPage(slug: LegalSlug, language: string, signal: AbortSignal): Promise<LegalPage> {
  return guestRequest<LegalPage>(`/api/legal-pages/${encodeURIComponent(slug)}`, {
    query: { lang: language },
    signal,
  });
}

interface LegalPageData {
  page: LegalPage;
  /** The language the reader asked for (the page may be the Turkish fallback). */
  asked: string;
}

export async function legalPageLoader({ request }: LoaderFunctionArgs): Promise<LegalPageData> {
  const slug = legalSlugOf(new URL(request.url).pathname);
  // The routes are the legal addresses themselves (share-router.tsx): never without a slug.
  if (!slug) throw new ApiError(404, 'NOT_FOUND', 'Not a legal page');
  const asked = i18next.language;
  // The page's own texts come with the guest pages' later file (guest-texts.ts GUEST_TEXTS_LATER);
  // an error screen needs only the first file's.
  const [page, texts] = await Promise.allSettled([
    fetchLegalPage(slug, asked, request.signal),
    loadAllTexts(),
  ]);
  if (page.status === 'rejected') throw page.reason;
  if (texts.status === 'rejected') throw texts.reason;
  return { page: page.value, asked };
}

/**
 * A signed-in user whose stored rules let them change the legal texts (`update` or `manage` on
 * `legalPages` or `all`, without conditions). Only a hint for showing a link: the editor's own
 * route and the server check the rules again.
 */
export function mayEditLegalPages(): boolean {
  if (!getItem('accessToken') || !getJSON('userData')) return false;
  return (getJSON<AbilityRule[]>('userAbilityRules') ?? []).some(
    (rule) =>
      !rule.conditions &&
      (rule.action === 'update' || rule.action === 'manage') &&
      (rule.subject === 'legalPages' || rule.subject === 'all'),
  );
}

/** The product's name, as the guest pages write it in the page title (share-layout.tsx). */
const BRAND = 'Hatıra';

function LegalFrame({ children }: { children: ReactNode }) {
  return (
    <div className="sh" style={accentStyle(DEFAULT_ACCENT)}>
      <header className="sh-header">
        <a href="/" className="sh-header__title">
          {BRAND}
        </a>
        <GuestLanguageSelect />
      </header>
      <main className="sh-main sh-legal">{children}</main>
    </div>
  );
}

function OtherLegalPages({ current }: { current: LegalSlug }) {
  const { t } = useTranslation('legal-pages');
  return (
    <nav className="sh-legal__others" aria-label={t('page.others')}>
      <h2 className="sh-legal__others-title">{t('page.others')}</h2>
      <ul>
        {LEGAL_SLUGS.filter((slug) => slug !== current).map((slug) => (
          <li key={slug}>
            <Link to={legalPagePath(slug)}>{t(`slugs.${slug}`)}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function LegalPageView() {
  const { page, asked } = useLoaderData<LegalPageData>();
  const { t, i18n } = useTranslation('legal-pages');
  const revalidator = useRevalidator();
  const isEditor = mayEditLegalPages();
  const language = i18n.language;

  // The reader picked another language: the text in that one.
  useEffect(() => {
    if (language !== asked && revalidator.state === 'idle') void revalidator.revalidate();
  }, [language, asked, revalidator]);

  useEffect(() => {
    const previous = document.title;
    document.title = `${page.title} · ${BRAND}`;
    return () => void (document.title = previous);
  }, [page.title]);

  const editLanguage = isLanguage(asked) ? asked : page.language;
  return (
    <LegalFrame>
      <article className="sh-legal__article" lang={page.language} aria-labelledby="sh-legal-title">
        <header className="sh-legal__head">
          <h1 id="sh-legal-title" className="sh-page-title">
            {page.title}
          </h1>
          <p className="sh-legal__meta" lang={language}>
            <span>{t('page.version', { version: page.version })}</span>
            <span aria-hidden="true">·</span>
            <span>{t('page.updated', { date: formatDate(page.updatedAt, language) })}</span>
            {isEditor && page.isTemplate && <span className="sh-legal__badge">{t('page.template')}</span>}
          </p>
          {page.language !== asked && isLanguage(asked) && (
            <p className="sh-legal__note" role="note" lang={language}>
              {t('page.fallback')}
            </p>
          )}
          {isEditor && (
            <a
              className="sh-button sh-legal__edit"
              href={fillPath(LEGAL_EDITOR_PATTERN, { slug: page.slug, language: editLanguage })}
            >
              {t('page.edit')}
            </a>
          )}
        </header>
        {/* Rendered on the server by markdown-it with raw HTML escaped and links checked (decisions/035). */}
        <div className="sh-legal__body" dangerouslySetInnerHTML={{ __html: page.html }} />
      </article>
      <OtherLegalPages current={page.slug} />
    </LegalFrame>
  );
}

/** The text could not be loaded: the reason in the reader's language, and a retry when it may help. */
export function LegalPageError() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  if (!(error instanceof ApiError)) throw error;
  return (
    <LegalFrame>
      <ShareMessage error={error} onRetry={() => void revalidator.revalidate()} />
    </LegalFrame>
  );
}

export const legalPageRoute = {
  loader: legalPageLoader,
  Component: LegalPageView,
  ErrorBoundary: LegalPageError,
};
