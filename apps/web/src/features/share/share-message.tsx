// A full-page message for a guest who cannot go on: blocked, page inactive, subscription problem,
// album gone, or no connection (then with a retry). Always in the guest's language.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api';
import { Icon, type IconName } from './icons';

const ICONS: Partial<Record<string, IconName>> = {
  IP_BLOCKED: 'block',
  QR_INACTIVE: 'qr',
  QR_NOT_FOUND: 'qr',
  ALBUM_UNAVAILABLE: 'photo',
  ALBUM_NOT_FOUND: 'photo',
  NETWORK: 'offline',
};

/** Codes that a second try may cure: the connection, the server's hiccups, the rate limit. */
export const isTransient = (code: string) =>
  code === 'NETWORK' || code === 'INTERNAL' || code === 'SERVICE_UNAVAILABLE' || code === 'RATE_LIMITED';

interface ShareMessageProps {
  error: unknown;
  onRetry?: () => void;
  children?: ReactNode;
}

export function ShareMessage({ error, onRetry, children }: ShareMessageProps) {
  const { t } = useTranslation('share');
  const code = error instanceof ApiError ? error.code : 'INTERNAL';
  const transient = isTransient(code);
  return (
    <section className="sh-message" aria-labelledby="sh-message-title">
      <div className="sh-message__icon">
        <Icon name={ICONS[code] ?? 'error'} />
      </div>
      <h1 id="sh-message-title" className="sh-message__title">
        {transient ? t(code === 'NETWORK' ? 'offline.title' : 'failed.title') : t(`errors:${code}`)}
      </h1>
      {transient && <p className="sh-message__text">{t(`errors:${code}`)}</p>}
      <div className="sh-message__actions">
        {transient && onRetry && (
          <button type="button" className="sh-button sh-button--primary" onClick={onRetry}>
            <Icon name="refresh" />
            {t('retry')}
          </button>
        )}
        {children}
      </div>
    </section>
  );
}
