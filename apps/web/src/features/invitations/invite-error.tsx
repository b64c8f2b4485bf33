// Why the invitation cannot be shown: not found, inactive, this address blocked, or no answer (then
// with a retry). A chunk of its own: only a refused visit needs it (invite-page.tsx loads it with
// the refusal's texts before showing it).
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator, useRouteError } from 'react-router';
import { ApiError } from '../../lib/api-error';

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
  );
}
