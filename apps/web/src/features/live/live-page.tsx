// /live/{token}: the venue screen's slideshow (DESIGN.md §6.7, decision 052). The newest photos and
// videos, then round and round, crossfading; a photo stays `interval` seconds, a video (muted)
// plays to its end; a new one comes within a second or two of its approval; the guest's name and
// message when the owner shows them; the share page's QR code in a corner so guests join from the
// screen. Plain elements and live-page.css: no MUI, no router.
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { LiveMedia } from '@hatira/shared/live';
import { qrSvg } from '../../lib/qr-picture';
import { peekNext } from './live-queue';
import { useLiveShow } from './use-live-show';
import { useFullscreen, useIdlePointer, useWakeLock } from './use-screen';
import './live-page.css';

/** A photo stays at least this long before a new arrival replaces it. */
const ARRIVAL_WAIT_MS = 1000;
/** A video that never says it ended (a stalled stream) is left after its length and this much. */
const VIDEO_SLACK_MS = 15_000;
const PRIMARY = '#0a9394';

/** The share page's QR code as a picture address (drawn here: the screen has no session). */
function useQrPicture(url: string | undefined): string | undefined {
  const [picture, setPicture] = useState<string>();
  useEffect(() => {
    if (!url) return;
    let isCurrent = true;
    void qrSvg(url).then((svg) => {
      if (isCurrent) setPicture(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      isCurrent = false;
    };
  }, [url]);
  return picture;
}

/** Starts the next photo's download while this one shows, so the crossfade finds it there. */
function usePreload(item: LiveMedia | null) {
  const url = item?.kind === 'photo' ? item.url : item?.posterUrl;
  useEffect(() => {
    if (url) new Image().src = url;
  }, [url]);
}

function Slide({
  item,
  turn,
  isCurrent,
  onEnded,
  onShown,
}: {
  item: LiveMedia;
  turn: number;
  isCurrent: boolean;
  onEnded: () => void;
  onShown: () => void;
}) {
  const video = useRef<HTMLVideoElement>(null);
  // the same video again (the only item of the show): from the start
  useEffect(() => {
    const element = video.current;
    if (!isCurrent || !element || element.currentTime === 0) return;
    element.currentTime = 0;
    void element.play().catch(() => {});
  }, [turn, isCurrent]);
  const common = {
    className: `lv-slide${isCurrent ? ' lv-slide--current' : ''}`,
    'data-post': item.postId,
    onAnimationEnd: isCurrent ? onShown : undefined,
  };
  if (item.kind === 'video')
    return (
      <video
        {...common}
        ref={video}
        src={item.url}
        poster={item.posterUrl ?? undefined}
        muted
        autoPlay={isCurrent}
        playsInline
        onEnded={isCurrent ? onEnded : undefined}
        onError={isCurrent ? onEnded : undefined}
      />
    );
  return <img {...common} src={item.url} alt={item.name ?? ''} onError={isCurrent ? onEnded : undefined} />;
}

function Message({ title, text }: { title: string; text: string }) {
  return (
    <main className="lv lv--message">
      <section className="lv-message" role="alert">
        <h1 className="lv-message__title">{title}</h1>
        <p className="lv-message__text">{text}</p>
      </section>
    </main>
  );
}

export function LivePage({ token }: { token: string }) {
  const { t } = useTranslation('live');
  const { status, show, queue, isConnected, dispatch } = useLiveShow(token);
  const { isFullscreen, enter } = useFullscreen();
  const wakeLock = useWakeLock();
  const isIdle = useIdlePointer();
  const [wasTapped, setTapped] = useState(false);
  const qr = useQrPicture(show?.shareUrl);
  const { current, previous, turn } = queue;
  const hasArrival = queue.upNext.length > 0;
  const interval = (show?.settings.interval ?? 8) * 1000;
  usePreload(peekNext(queue).item);

  // A photo's turn: `interval`, or a second when a new one waits. A video's: until it ends.
  const shownAt = useRef(0);
  useEffect(() => {
    shownAt.current = Date.now();
  }, [current?.id, turn]);
  useEffect(() => {
    if (!current) return;
    const length =
      current.kind === 'video'
        ? (current.duration ?? 60) * 1000 + VIDEO_SLACK_MS
        : hasArrival
          ? ARRIVAL_WAIT_MS
          : interval;
    const timer = window.setTimeout(
      () => dispatch({ type: 'advance' }),
      Math.max(0, length - (Date.now() - shownAt.current)),
    );
    return () => window.clearTimeout(timer);
  }, [current, turn, hasArrival, interval, dispatch]);

  useEffect(() => {
    if (show) document.title = show.title;
  }, [show]);

  if (status.kind === 'revoked') return <Message title={t('revoked')} text={t('revokedHint')} />;
  if (status.kind === 'stopped')
    return <Message title={t('stopped')} text={`${t(`errors:${status.code}`)} ${t('retrying')}`} />;
  if (status.kind === 'loading' || !show)
    return <div className="app-splash" role="progressbar" aria-label={t('common:loading')} />;

  const handleTap = () => {
    setTapped(true);
    enter();
    wakeLock.again();
  };
  const accent = { '--lv-accent': show.themeColor ?? PRIMARY } as CSSProperties;
  const showsCaption = show.settings.showNames && current?.name;
  return (
    <main className={`lv${isIdle ? ' lv--idle' : ''}`} style={accent} onClick={handleTap}>
      {current ? (
        <figure className="lv-stage">
          {previous && previous.id !== current.id && (
            <Slide
              key={previous.id}
              item={previous}
              turn={turn}
              isCurrent={false}
              onEnded={() => {}}
              onShown={() => {}}
            />
          )}
          <Slide
            key={current.id}
            item={current}
            turn={turn}
            isCurrent
            onEnded={() => dispatch({ type: 'advance' })}
            onShown={() => dispatch({ type: 'settled' })}
          />
          {showsCaption && (
            <figcaption className="lv-caption" key={`caption-${current.id}`}>
              <span className="lv-caption__name">{current.name}</span>
              {current.message && <span className="lv-caption__message">{current.message}</span>}
            </figcaption>
          )}
        </figure>
      ) : (
        <section className="lv-waiting" aria-labelledby="lv-waiting-title">
          <h1 className="lv-waiting__event">{show.title}</h1>
          {qr && <img className="lv-waiting__qr" src={qr} alt={t('qrAlt')} />}
          <p className="lv-waiting__scan">{t('scanToShare')}</p>
          <p id="lv-waiting-title" className="lv-waiting__title">
            {t('waiting')}
          </p>
          <p className="lv-waiting__hint">{t('waitingHint')}</p>
        </section>
      )}
      {current && qr && (
        <aside className="lv-qr">
          <img src={qr} alt={t('qrAlt')} />
          <span>{t('scanToShare')}</span>
        </aside>
      )}
      {/* said while the pointer moves (someone is about to tap), gone once it rests */}
      {!isFullscreen && !wasTapped && !isIdle && <p className="lv-hint">{t('start')}</p>}
      {!isConnected && (
        <p className="lv-status" role="status">
          {t('reconnecting')}
        </p>
      )}
    </main>
  );
}
