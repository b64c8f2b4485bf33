// A full-page message for a guest who cannot go on: blocked, page inactive, subscription problem,
// album gone, or no connection (then with a retry). Always in the guest's language.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-error';
import { BLOCK_ICON, ERROR_ICON, Icon, OFFLINE_ICON, PHOTO_ICON, QR_ICON, REFRESH_ICON } from './icons';

const ICONS: Partial<Record<string, string>> = {
  IP_BLOCKED: BLOCK_ICON,
  QR_INACTIVE: QR_ICON,
  ALBUM_UNAVAILABLE: PHOTO_ICON,
  ALBUM_NOT_FOUND: PHOTO_ICON,
  NETWORK: OFFLINE_ICON,
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
        <Icon path={ICONS[code] ?? ERROR_ICON} />
      </div>
      <h1 id="sh-message-title" className="sh-message__title">
        {transient ? t(code === 'NETWORK' ? 'offline.title' : 'failed.title') : t(`errors:${code}`)}
      </h1>
      {transient && <p className="sh-message__text">{t(`errors:${code}`)}</p>}
      <div className="sh-message__actions">
        {transient && onRetry && (
          <button type="button" className="sh-button sh-button--primary" onClick={onRetry}>
            <Icon path={REFRESH_ICON} />
            {t('retry')}
          </button>
        )}
        {children}
      </div>
    </section>
  );
}
