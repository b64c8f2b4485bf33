// The album's photos and videos as a masonry: each tile keeps its media's proportions (width and
// height come with the post, so nothing jumps while images load), and goes into the shortest
// column. Appending a page never moves the tiles above it, unlike CSS columns. The next page loads
// when the end comes near (IntersectionObserver) or with the button there.
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { GuestMedia, GuestPost } from '@hatira/shared/share';
import { formatDuration } from './format';
import { Icon, PHOTO_ICON, VIDEO_ICON } from './icons';

// Material Icons (Apache 2.0), drawn only here (icons.tsx).
const PLAY_ICON = 'M8 5v14l11-7z';

export interface Tile {
  media: GuestMedia;
  post: GuestPost;
  /** The first media of its post carries the guest's name. */
  isFirstOfPost: boolean;
}

export const tilesOf = (posts: readonly GuestPost[]): Tile[] =>
  posts.flatMap((post) => post.media.map((media, i) => ({ media, post, isFirstOfPost: i === 0 })));

/** Height per unit of width; a square when the size is not known. */
const ratioOf = (media: GuestMedia) => (media.width && media.height ? media.height / media.width : 1);

/** Tile indexes per column, each tile into the column that is shortest so far. */
export function layColumns(tiles: readonly Tile[], count: number): number[][] {
  const columns = Array.from({ length: count }, () => ({ height: 0, tiles: [] as number[] }));
  tiles.forEach((tile, index) => {
    const shortest = columns.reduce((a, b) => (b.height < a.height ? b : a));
    shortest.tiles.push(index);
    shortest.height += ratioOf(tile.media);
  });
  return columns.map((column) => column.tiles);
}

const WIDE = '(min-width: 640px)';
const WIDER = '(min-width: 1024px)';

function subscribeToWidth(onChange: () => void) {
  if (!window.matchMedia) return () => undefined;
  const queries = [window.matchMedia(WIDE), window.matchMedia(WIDER)];
  queries.forEach((query) => query.addEventListener('change', onChange));
  return () => queries.forEach((query) => query.removeEventListener('change', onChange));
}

/** Two columns on a phone, three on a tablet, four on a desktop. */
function columnCount(): number {
  if (!window.matchMedia) return 2;
  if (window.matchMedia(WIDER).matches) return 4;
  return window.matchMedia(WIDE).matches ? 3 : 2;
}

interface GalleryProps {
  tiles: readonly Tile[];
  onOpen: (index: number) => void;
  hasMore: boolean;
  isLoadingMore: boolean;
  loadFailed: boolean;
  onLoadMore: () => void;
}

export function Gallery({ tiles, onOpen, hasMore, isLoadingMore, loadFailed, onLoadMore }: GalleryProps) {
  const { t } = useTranslation('share');
  const count = useSyncExternalStore(subscribeToWidth, columnCount, () => 2);
  const columns = layColumns(tiles, count);
  const sentinel = useRef<HTMLDivElement>(null);
  const loadMore = useRef(onLoadMore);
  useEffect(() => {
    loadMore.current = onLoadMore;
  });

  const canAutoLoad = hasMore && !loadFailed;
  useEffect(() => {
    const target = sentinel.current;
    if (!canAutoLoad || !target || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && loadMore.current(),
      { rootMargin: '800px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [canAutoLoad, tiles.length]);

  return (
    <>
      <div className="sh-gallery">
        {columns.map((column, c) => (
          <div key={c} className="sh-gallery__column">
            {column.map((index) => (
              <GalleryTile key={tiles[index]!.media.id} tile={tiles[index]!} onOpen={() => onOpen(index)} />
            ))}
          </div>
        ))}
      </div>
      <div ref={sentinel} className="sh-gallery__end" aria-live="polite">
        {loadFailed && <p className="sh-field-error">{t('errors:NETWORK')}</p>}
        {hasMore && (
          <button type="button" className="sh-button" onClick={onLoadMore} disabled={isLoadingMore}>
            {isLoadingMore ? t('loadingMore') : t('loadMore')}
          </button>
        )}
      </div>
    </>
  );
}

function GalleryTile({ tile, onOpen }: { tile: Tile; onOpen: () => void }) {
  const { t } = useTranslation('share');
  const { media, post } = tile;
  const image = media.kind === 'video' ? media.posterUrl : (media.thumbUrl ?? media.previewUrl);
  const label = t(media.kind === 'video' ? 'media.videoBy' : 'media.photoBy', { name: post.name });
  return (
    <button
      type="button"
      className="sh-tile"
      style={{ aspectRatio: `1 / ${ratioOf(media)}` }}
      onClick={onOpen}
      aria-label={label}
    >
      {image ? (
        <img
          src={image}
          alt=""
          loading="lazy"
          decoding="async"
          width={media.width ?? undefined}
          height={media.height ?? undefined}
        />
      ) : (
        <Icon path={media.kind === 'video' ? VIDEO_ICON : PHOTO_ICON} className="sh-tile__placeholder" />
      )}
      {media.kind === 'video' && (
        <span className="sh-tile__play">
          <Icon path={PLAY_ICON} />
          {media.duration !== null && formatDuration(media.duration)}
        </span>
      )}
      {tile.isFirstOfPost && <span className="sh-tile__name">{post.name}</span>}
    </button>
  );
}
