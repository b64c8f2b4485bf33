// /s/{hash}: the event's welcome — cover, title, date, description — its albums, and the way to
// share (SPEC §2 "Guest share page").
import { useTranslation } from 'react-i18next';
import type { ShareAlbum } from '@hatira/shared/share';
import { formatDate } from './format';
import { EVENT_ICON, Icon, LOCK_ICON, PHOTO_ICON, UPLOAD_ICON } from './icons';
import { Link } from './link';
import { useShareHome } from './share-layout';
import { albumPath, postPath, takesUploads } from './share-paths';

export function ShareHomePage() {
  const { t, i18n } = useTranslation('share');
  const { qr, albums } = useShareHome();
  const canShare = albums.some((album) => takesUploads(qr.uploadsEnabled, album));
  const date = qr.eventDate ? formatDate(qr.eventDate, i18n.language) : '';

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
    </>
  );
}

function AlbumCard({ hash, album }: { hash: string; album: ShareAlbum }) {
  const { t } = useTranslation('share');
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
      </span>
      <span className="sh-album-card__body">
        <span className="sh-album-card__name">{album.name}</span>
        <span className="sh-album-card__count">{t('postCount', { count: album.postCount })}</span>
      </span>
    </Link>
  );
}

export const shareHomeRoute = { Component: ShareHomePage };
