// What a guest sees of an album that is not open to them (DESIGN.md §6.7): a friendly wait for an
// album that opens later — at its time, or when the couple opens it — or the word that a drop box
// is seen only by its hosts; in both, the way to share stays right there. An album with a time
// opens by itself: the page asks again when the time comes.
import { useEffect } from 'react';
import { useRevalidator } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AlbumVisibility } from '@hatira/shared/albums';
import { Icon, UPLOAD_ICON } from './icons';
import { Link } from './link';

// Material Icons (Apache 2.0), drawn only here.
const CLOCK_ICON =
  'M11.99 2C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2zM12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8zm.5-13H11v6l5.25 3.15.75-1.23-4.5-2.67z';
const INBOX_ICON =
  'M19 3H4.99c-1.11 0-1.98.9-1.98 2L3 19c0 1.1.88 2 1.99 2H19c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2zm0 12h-4c0 1.66-1.35 3-3 3s-3-1.34-3-3H4.99V5H19v10zm-3-5h-2V7h-4v3H8l4 4 4-4z';

/** A day and its time: "12 Haziran 2026 10:00", "12. Juni 2026 um 10:00". */
const formatDateTime = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));

/** Longer than a timer may wait (about 24.8 days); such a time is checked on the next visit. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

interface AlbumWaitingProps {
  visibility: AlbumVisibility | undefined;
  revealAt: string | null;
  hostName: string;
  /** Where the guest shares into this album, if they can now. */
  shareTo: string | null;
}

export function AlbumWaiting({ visibility, revealAt, hostName, shareTo }: AlbumWaitingProps) {
  const { t, i18n } = useTranslation('share');
  const revalidator = useRevalidator();
  const isDropBox = visibility === 'owner_only';

  useEffect(() => {
    if (!revealAt) return;
    const wait = Date.parse(revealAt) - Date.now();
    if (wait > LONGEST_TIMER_MS) return;
    const timer = setTimeout(() => void revalidator.revalidate(), Math.max(0, wait) + 500);
    return () => clearTimeout(timer);
  }, [revealAt, revalidator]);

  let title: string;
  if (isDropBox) title = hostName ? t('waiting.dropBox', { host: hostName }) : t('waiting.dropBoxGeneric');
  else if (revealAt) title = t('waiting.opensAt', { date: formatDateTime(revealAt, i18n.language) });
  else title = t('waiting.soon');

  return (
    <section className="sh-message" aria-labelledby="sh-waiting-title">
      <div className="sh-message__icon">
        <Icon path={isDropBox ? INBOX_ICON : CLOCK_ICON} />
      </div>
      <h2 id="sh-waiting-title" className="sh-message__title">
        {title}
      </h2>
      <p className="sh-message__text">{t(isDropBox ? 'waiting.dropBoxText' : 'waiting.keepSharing')}</p>
      {shareTo && (
        <div className="sh-message__actions">
          <Link to={shareTo} className="sh-button sh-button--primary sh-button--large">
            <Icon path={UPLOAD_ICON} />
            {t('waiting.share')}
          </Link>
        </div>
      )}
    </section>
  );
}
