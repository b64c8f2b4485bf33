// "Paylaşımlarım" (My posts, DESIGN.md §6.7) on the event's home page: what this phone shared,
// each with its album, time and status, and "Sil" behind a confirmation unless the hosts turned
// deleting off. The home page asks for the list (share.api.ts) and loads this part only when the
// phone has posts there (lazy-parts.tsx), so every other guest downloads none of it.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MyPost, MyPostsResponse } from '@hatira/shared/share';
import { ApiError } from '../../lib/api-error';
import { useAlbumName } from '../../lib/album-name';
import { formatMoment } from './format';
import { Icon, PHOTO_ICON } from './icons';
import { deleteMyPost } from './my-posts.api';
import { ShareDialog } from './share-dialog';

interface MyPostsProps {
  hash: string;
  list: MyPostsResponse;
  /** After a post is gone: the event's counts and covers may have changed. */
  onDeleted: () => void;
}

type Notice = { tone: 'done' | 'error'; key: string };

export function MyPosts({ hash, list, onDeleted }: MyPostsProps) {
  const { t, i18n } = useTranslation('share');
  const albumName = useAlbumName();
  const [items, setItems] = useState(list.items);
  const [canDelete, setCanDelete] = useState(list.canDelete);
  const [confirming, setConfirming] = useState<MyPost | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const when = (post: MyPost) => formatMoment(post.createdAt, i18n.language);

  async function remove(post: MyPost) {
    setBusy(true);
    try {
      await deleteMyPost(hash, post.id);
      setItems((current) => current.filter((item) => item.id !== post.id));
      setNotice({ tone: 'done', key: 'share:myPosts.deleted' });
      onDeleted();
    } catch (error) {
      const code = error instanceof ApiError ? error.code : 'INTERNAL';
      // gone already (deleted elsewhere, or by the hosts): it leaves the list too
      if (code === 'POST_NOT_FOUND') setItems((current) => current.filter((item) => item.id !== post.id));
      if (code === 'GUEST_DELETE_DISABLED') setCanDelete(false);
      setNotice({ tone: 'error', key: `errors:${code}` });
    } finally {
      setBusy(false);
      setConfirming(null);
      headingRef.current?.focus();
    }
  }

  return (
    <section className="sh-mine" aria-labelledby="sh-mine-title" aria-busy={busy}>
      <h2 id="sh-mine-title" ref={headingRef} tabIndex={-1} className="sh-section-title">
        {t('myPosts.title')}
      </h2>
      <p className="sh-mine__intro">{t('myPosts.intro')}</p>
      {!canDelete && <p className="sh-note">{t('myPosts.deleteOff')}</p>}
      <p className={notice?.tone === 'error' ? 'sh-field-error' : 'sh-status'} role="status">
        {notice ? t(notice.key) : ''}
      </p>
      {items.length === 0 ? (
        <p className="sh-mine__intro">{t('myPosts.none')}</p>
      ) : (
        <ul className="sh-mine__list">
          {items.map((post) => {
            const cover = post.media.find((item) => item.thumbUrl ?? item.posterUrl);
            const album = albumName(post.albumName);
            return (
              <li key={post.id} className="sh-mine__item">
                <span className="sh-mine__thumb">
                  {cover ? (
                    <img src={cover.thumbUrl ?? cover.posterUrl ?? ''} alt="" loading="lazy" />
                  ) : (
                    <Icon path={PHOTO_ICON} />
                  )}
                </span>
                <span className="sh-mine__body">
                  <span className="sh-mine__album">{album}</span>
                  <span className="sh-mine__meta">
                    <time dateTime={post.createdAt}>{when(post)}</time>
                    {post.media.length > 1 && ` · ${t('myPosts.files', { count: post.media.length })}`}
                  </span>
                  <span className={`sh-badge sh-badge--${post.status}`}>{t(`myPosts.${post.status}`)}</span>
                </span>
                {canDelete && (
                  <button
                    type="button"
                    className="sh-button sh-mine__delete"
                    disabled={busy}
                    aria-label={t('myPosts.deleteLabel', { album, time: when(post) })}
                    onClick={() => setConfirming(post)}
                  >
                    {t('myPosts.delete')}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {confirming && (
        <ShareDialog
          tone="warning"
          title={t('myPosts.confirmTitle')}
          message={t('myPosts.confirmText')}
          closeLabel={t('myPosts.cancel')}
          onClose={() => !busy && setConfirming(null)}
          actions={
            <button
              type="button"
              className="sh-button sh-button--danger"
              disabled={busy}
              onClick={() => void remove(confirming)}
            >
              {busy ? t('myPosts.deleting') : t('myPosts.delete')}
            </button>
          }
        />
      )}
    </section>
  );
}
