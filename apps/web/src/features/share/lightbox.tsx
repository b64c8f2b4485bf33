// One photo or video at full screen: swipe (pointer events), the arrow buttons or the arrow keys
// for the neighbours, Escape or the close button to leave; videos play with their poster; the
// original can be downloaded when the host allows it.
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from './format';
import type { Tile } from './gallery';
import { CLOSE_ICON, Icon } from './icons';
import { useFocusTrap } from './use-focus-trap';

// Material Icons (Apache 2.0), drawn only here (icons.tsx).
const PREV_ICON = 'M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z';
const NEXT_ICON = 'M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z';
const DOWNLOAD_ICON = 'M5 20h14v-2H5v2zM19 9h-4V3H9v6H5l7 7 7-7z';

/** A horizontal move longer than this (px) is a swipe. */
const SWIPE_PX = 50;
/** The height of a video player's control bar, where a drag seeks. */
const VIDEO_CONTROLS_PX = 64;

interface LightboxProps {
  tiles: readonly Tile[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** Asked when the guest reaches the last loaded tile and more exist. */
  onNearEnd?: () => void;
}

export function Lightbox({ tiles, index, onIndexChange, onClose, onNearEnd }: LightboxProps) {
  const { t, i18n } = useTranslation('share');
  const ref = useRef<HTMLDivElement>(null);
  const swipe = useRef<{ x: number; y: number; id: number } | null>(null);
  const [dragX, setDragX] = useState(0);
  useFocusTrap(ref, onClose);

  const tile = tiles[index];
  const hasPrevious = index > 0;
  const hasNext = index < tiles.length - 1;
  const go = (step: -1 | 1) => {
    const next = index + step;
    if (next >= 0 && next < tiles.length) onIndexChange(next);
  };

  useEffect(() => {
    // The arrow that was pressed may be gone (the last photo): keep the focus in the viewer.
    if (ref.current && !ref.current.contains(document.activeElement)) ref.current.focus();
  }, [index]);

  useEffect(() => {
    const handleArrows = (event: globalThis.KeyboardEvent) => {
      if (event.target instanceof HTMLVideoElement || event.defaultPrevented) return; // the player's own keys
      if (event.key === 'ArrowLeft') go(-1);
      else if (event.key === 'ArrowRight') go(1);
    };
    document.addEventListener('keydown', handleArrows);
    return () => document.removeEventListener('keydown', handleArrows);
  });

  useEffect(() => {
    if (index >= tiles.length - 2) onNearEnd?.();
    // Neighbours load while the guest looks at this one.
    for (const near of [tiles[index - 1], tiles[index + 1]])
      if (near?.media.kind === 'photo' && near.media.previewUrl) new Image().src = near.media.previewUrl;
  }, [index, tiles, onNearEnd]);

  function handlePointerDown(event: PointerEvent) {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    // A drag along a video's controls is the guest seeking, not leaving.
    if (event.target instanceof HTMLVideoElement) {
      const box = event.target.getBoundingClientRect();
      if (box.bottom - event.clientY < VIDEO_CONTROLS_PX) return;
    }
    swipe.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
  }
  function handlePointerMove(event: PointerEvent) {
    if (swipe.current?.id === event.pointerId) setDragX(event.clientX - swipe.current.x);
  }
  function handlePointerUp(event: PointerEvent) {
    const start = swipe.current;
    swipe.current = null;
    setDragX(0);
    if (!start || start.id !== event.pointerId) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(dy)) return;
    go(dx < 0 ? 1 : -1);
  }

  if (!tile) return null;
  const { media, post } = tile;
  const label = t(media.kind === 'video' ? 'media.videoBy' : 'media.photoBy', { name: post.name });

  return (
    <div ref={ref} className="sh-lightbox" role="dialog" aria-modal="true" aria-label={label} tabIndex={-1}>
      <div className="sh-lightbox__bar">
        <span className="sh-lightbox__count">
          {t('lightbox.count', { current: index + 1, total: tiles.length })}
        </span>
        {media.downloadUrl && (
          <a className="sh-icon-button" href={media.downloadUrl} download aria-label={t('lightbox.download')}>
            <Icon path={DOWNLOAD_ICON} />
          </a>
        )}
        <button
          type="button"
          className="sh-icon-button"
          onClick={onClose}
          aria-label={t('lightbox.close')}
          data-autofocus
        >
          <Icon path={CLOSE_ICON} />
        </button>
      </div>

      <div
        className="sh-lightbox__stage"
        onPointerDown={handlePointerDown}
        onPointerMove={handlePointerMove}
        onPointerUp={handlePointerUp}
        onPointerCancel={() => {
          swipe.current = null;
          setDragX(0);
        }}
        style={dragX ? { transform: `translateX(${dragX}px)`, transition: 'none' } : undefined}
      >
        {media.kind === 'video' ? (
          <video
            key={media.id}
            className="sh-lightbox__media"
            src={media.videoUrl ?? undefined}
            poster={media.posterUrl ?? undefined}
            controls
            playsInline
            preload="metadata"
            aria-label={label}
          />
        ) : (
          <img
            key={media.id}
            className="sh-lightbox__media"
            src={media.previewUrl ?? media.thumbUrl ?? undefined}
            alt={label}
            width={media.width ?? undefined}
            height={media.height ?? undefined}
            draggable={false}
            style={media.thumbUrl ? { backgroundImage: `url("${media.thumbUrl}")` } : undefined}
          />
        )}
      </div>

      {hasPrevious && (
        <button
          type="button"
          className="sh-lightbox__nav sh-lightbox__nav--prev"
          onClick={() => go(-1)}
          aria-label={t('lightbox.previous')}
        >
          <Icon path={PREV_ICON} />
        </button>
      )}
      {hasNext && (
        <button
          type="button"
          className="sh-lightbox__nav sh-lightbox__nav--next"
          onClick={() => go(1)}
          aria-label={t('lightbox.next')}
        >
          <Icon path={NEXT_ICON} />
        </button>
      )}

      <div className="sh-lightbox__caption">
        <strong>{post.name}</strong>
        <time dateTime={post.createdAt}>{formatDate(post.createdAt, i18n.language)}</time>
        {post.message && <p>{post.message}</p>}
      </div>
    </div>
  );
}
