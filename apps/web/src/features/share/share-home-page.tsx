// /s/{hash}: the event's welcome — cover, title, date, description — its albums, the way to
// share (SPEC §2 "Guest share page"), what this phone shared there ("My posts", §6.7), and a post
// this device did not finish, offered to continue.
import { Suspense, useEffect, useState } from 'react';
import { useRevalidator } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MyPostsResponse, ShareAlbum } from '@hatira/shared/share';
import { formatDate } from './format';
import { Icon, LOCK_ICON, PHOTO_ICON, UPLOAD_ICON } from './icons';
import { MyPosts, UnfinishedUploads } from './lazy-parts';
import { Link } from './link';
import { fetchMyPosts } from './my-posts.api';
import { useShareHome } from './share-layout';
import { albumPath, postPath, takesUploads, unfinishedUploadsKey } from './share-paths';
import { useAlbumName } from '../../lib/album-name';
import { getItem } from '../../lib/storage';

// Material Icons (Apache 2.0), drawn only here (icons.tsx).
const EVENT_ICON =
  'M17 12h-5v5h5v-5zM16 1v2H8V1H6v2H5c-1.11 0-1.99.9-1.99 2L3 19c0 1.1.89 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2h-1V1h-2zm3 18H5V8h14v11z';

export function ShareHomePage() {
  const { t, i18n } = useTranslation('share');
  const { qr, albums } = useShareHome();
  const canShare = albums.some((album) => takesUploads(qr.uploadsEnabled, album));
  const date = qr.eventDate ? formatDate(qr.eventDate, i18n.language) : '';
  const mine = useMyPosts(qr.hash);
  const revalidator = useRevalidator();
  const [hasUnfinished] = useState(() => Boolean(getItem(unfinishedUploadsKey(qr.hash))));

  return (
    <>
      <section className={qr.coverUrl ? 'sh-hero sh-hero--cover' : 'sh-hero'}>
        {qr.coverUrl && <img className="sh-hero__cover" src={qr.coverUrl} alt="" />}
        <div className="sh-hero__body">
          <h1 className="sh-hero__title">{qr.title}</h1>
          {date && (
            <p className="sh-hero__date">
              <Icon path={EVENT_ICON} />
              <time dateTime={qr.eventDate ?? undefined}>{date}</time>
            </p>
          )}
        </div>
      </section>
      {qr.description && <p className="sh-lead">{qr.description}</p>}

      {hasUnfinished && (
        <Suspense fallback={null}>
          <UnfinishedUploads hash={qr.hash} />
        </Suspense>
      )}
      {canShare && (
        <div className="sh-cta">
          <Link to={postPath(qr.hash)} className="sh-button sh-button--primary sh-button--large">
            <Icon path={UPLOAD_ICON} />
            {t('shareMedia')}
          </Link>
        </div>
      )}

      <h2 className="sh-section-title">{t('albums')}</h2>
      <ul className="sh-albums">
        {albums.map((album) => (
          <li key={album.id}>
            <AlbumCard hash={qr.hash} album={album} />
          </li>
        ))}
      </ul>

      {mine && mine.items.length > 0 && (
        <Suspense fallback={null}>
          <MyPosts hash={qr.hash} list={mine} onDeleted={() => void revalidator.revalidate()} />
        </Suspense>
      )}
    </>
  );
}

/** This phone's posts on the event; null until known, or when they cannot be had (the section is extra). */
function useMyPosts(hash: string): MyPostsResponse | null {
  const [mine, setMine] = useState<MyPostsResponse | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetchMyPosts(hash, controller.signal).then(setMine, () => undefined);
    return () => controller.abort();
  }, [hash]);
  return mine;
}

function AlbumCard({ hash, album }: { hash: string; album: ShareAlbum }) {
  const { t } = useTranslation('share');
  const albumName = useAlbumName();
  return (
    <Link to={albumPath(hash, album.id)} className="sh-album-card">
      <span className="sh-album-card__cover">
        {album.coverUrl ? <img src={album.coverUrl} alt="" loading="lazy" /> : <Icon path={PHOTO_ICON} />}
        {album.isProtected && (
          <span className="sh-album-card__lock" title={t('protected')}>
            <Icon path={LOCK_ICON} />
            <span className="sh-visually-hidden">{t('protected')}</span>
          </span>
        )}
        {!album.revealed && (
          <span className="sh-album-card__badge">
            {t(album.visibility === 'owner_only' ? 'badge.dropBox' : 'badge.soon')}
          </span>
        )}
      </span>
      <span className="sh-album-card__body">
        <span className="sh-album-card__name">{albumName(album.name)}</span>
        <span className="sh-album-card__count">{t('postCount', { count: album.postCount })}</span>
      </span>
    </Link>
  );
}

export const shareHomeRoute = { Component: ShareHomePage };
