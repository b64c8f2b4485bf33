// The invitation's published replies, newest first, a page at a time ("more" follows the cursor).
// Loaded after the page shows: the card and the form come first on a guest's phone.
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicInvitationMessage } from '@hatira/shared/invitations';
import { ApiError } from '../../lib/api-error';
import { fetchInvitationMessages } from './invite.api';

interface MessagesState {
  items: PublicInvitationMessage[];
  nextCursor: string | null;
  loading: boolean;
  error: string | null;
}

export function InviteMessages({ hash, version }: { hash: string; version: number }) {
  const { t, i18n } = useTranslation('invite-replies');
  const [state, setState] = useState<MessagesState>({
    items: [],
    nextCursor: null,
    loading: true,
    error: null,
  });

  const load = useCallback(
    async (cursor: string | null, signal?: AbortSignal) => {
      setState((current) => ({ ...current, loading: true, error: null }));
      try {
        const page = await fetchInvitationMessages(hash, cursor, signal);
        setState((current) => ({
          items: cursor ? [...current.items, ...page.items] : page.items,
          nextCursor: page.nextCursor,
          loading: false,
          error: null,
        }));
      } catch (error) {
        if (signal?.aborted) return;
        const code = error instanceof ApiError ? error.code : 'INTERNAL';
        setState((current) => ({ ...current, loading: false, error: `errors:${code}` }));
      }
    },
    [hash],
  );

  // The first page, again after this device replied (`version`).
  useEffect(() => {
    const controller = new AbortController();
    void load(null, controller.signal);
    return () => controller.abort();
  }, [load, version]);

  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <section className="inv-section" aria-labelledby="inv-messages-title" aria-busy={state.loading}>
      <h2 id="inv-messages-title" className="inv-section__title">
        {t('messages.title')}
      </h2>
      {state.items.length > 0 ? (
        <ul className="inv-messages">
          {state.items.map((item) => (
            <li key={item.id} className="inv-messages__item">
              <div className="inv-messages__head">
                <span className="inv-messages__name">{item.name}</span>
                <span className={item.attending ? 'inv-badge inv-badge--yes' : 'inv-badge'}>
                  {t(item.attending ? 'messages.attending' : 'messages.notAttending')}
                </span>
              </div>
              {item.message && <p className="inv-messages__text">{item.message}</p>}
              <time className="inv-messages__date" dateTime={item.createdAt}>
                {dateFormat.format(new Date(item.createdAt))}
              </time>
            </li>
          ))}
        </ul>
      ) : (
        !state.loading && !state.error && <p className="inv-muted">{t('messages.empty')}</p>
      )}
      {state.error && (
        <p className="inv-form__failure" role="alert">
          {t(state.error)}{' '}
          <button type="button" className="inv-link-button" onClick={() => void load(state.nextCursor)}>
            {t('retry')}
          </button>
        </p>
      )}
      {state.nextCursor && !state.error && (
        <button
          type="button"
          className="inv-more"
          disabled={state.loading}
          onClick={() => void load(state.nextCursor)}
        >
          {t(state.loading ? 'messages.loading' : 'messages.more')}
        </button>
      )}
    </section>
  );
}
