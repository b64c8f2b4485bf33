// /s/{hash}/album/{id}: the password gate of a protected album, then its published posts, newest
// first, page after page (keyset `nextCursor`), and the lightbox — or, for an album guests cannot
// see yet, the wait (album-waiting.tsx). The open photo is in the address (?media=), so the
// phone's back button closes it. The owner may let guests download the album as a ZIP.
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import {
  useLoaderData,
  useLocation,
  useNavigate,
  useParams,
  useRevalidator,
  useSearchParams,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SharePostsResponse } from '@hatira/shared/share';
import { ApiError } from '../../lib/api-error';
import { forgetAlbumToken, getAlbumToken } from './album-tokens';
import { Gallery, tilesOf } from './gallery';
import { BACK_ICON, Icon, PHOTO_ICON, UPLOAD_ICON } from './icons';
import { Lightbox, loadLightbox, loadPasswordGate, PasswordGate, preload, withTexts } from './lazy-parts';
import { Link } from './link';
import { fetchAlbumPosts } from './share.api';
import { ShareErrorBoundary, useShareHome } from './share-layout';
import { homePath, postPath, takesUploads } from './share-paths';
import { useAlbumName } from '../../lib/album-name';

/** The wait of an album that is not open yet: only such an album loads it (lazy-parts.tsx). */
const loadAlbumWaiting = () => withTexts(import('./album-waiting'));
const AlbumWaiting = lazy(() => loadAlbumWaiting().then((m) => ({ default: m.AlbumWaiting })));
/** The album's ZIP link, when the owner allows downloads: after the gallery, with its text. */
const AlbumDownload = lazy(() =>
  withTexts(import('./album-download')).then((m) => ({ default: m.AlbumDownload })),
);

type AlbumData = { locked: true } | { locked: false; page: SharePostsResponse; albumToken: string | null };

const isTokenRefused = (error: unknown) =>
  error instanceof ApiError &&
  (error.code === 'ALBUM_PASSWORD_REQUIRED' || error.code === 'ALBUM_PASSWORD_INCORRECT');

export async function albumLoader({ params, request }: LoaderFunctionArgs): Promise<AlbumData> {
  const hash = params.hash ?? '';
  const albumId = params.albumId ?? '';
  const albumToken = getAlbumToken(hash, albumId);
  try {
    const page = await fetchAlbumPosts({ hash, albumId, albumToken, signal: request.signal });
    // only an album that is not open yet needs its wait: loaded here, shown at once
    if (page.revealed === false) await loadAlbumWaiting();
    return { locked: false, page, albumToken };
  } catch (error) {
    if (!isTokenRefused(error)) throw error;
    forgetAlbumToken(hash, albumId); // expired, or the host changed the password
    await loadPasswordGate(); // only a protected album needs it: loaded here, shown at once
    return { locked: true };
  }
}

/** Opening or moving the lightbox (?media=) changes no data. */
export function shouldRevalidateAlbum({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) return false;
  return defaultShouldRevalidate;
}

export function AlbumPage() {
  const { t } = useTranslation('share');
  const albumName = useAlbumName();
  const data = useLoaderData<AlbumData>();
  const { qr, albums } = useShareHome();
  const albumId = useParams().albumId ?? '';
  const album = albums.find((candidate) => candidate.id === albumId);
  const revalidator = useRevalidator();
  const [hasEntered, setEntered] = useState(false);
  const canShare = album ? takesUploads(qr.uploadsEnabled, album) : false;

  return (
    <>
      <nav className="sh-crumbs">
        <Link to={homePath(qr.hash)} className="sh-back">
          <Icon path={BACK_ICON} />
          {t('home')}
        </Link>
      </nav>
      <header className="sh-page-header">
        <h1 className="sh-page-title">{album && albumName(album.name)}</h1>
        {album?.description && <p className="sh-lead">{album.description}</p>}
      </header>
      <p className="sh-status" role="status">
        {hasEntered && !data.locked ? t('albumEntered') : ''}
      </p>

      {!data.locked && data.page.revealed === false ? (
        <Suspense fallback={null}>
          <AlbumWaiting
            visibility={album?.visibility}
            revealAt={data.page.revealAt}
            hostName={qr.hostName}
            shareTo={canShare ? postPath(qr.hash, albumId) : null}
          />
        </Suspense>
      ) : data.locked ? (
        <Suspense fallback={null}>
          <PasswordGate
            hash={qr.hash}
            albumId={albumId}
            albumName={album?.name ?? ''}
            onEntered={() => {
              setEntered(true);
              void revalidator.revalidate();
            }}
          />
        </Suspense>
      ) : (
        <AlbumPosts
          hash={qr.hash}
          albumId={albumId}
          initial={data.page}
          albumToken={data.albumToken}
          canShare={canShare}
          canDownload={qr.allowGuestDownload}
          onTokenRefused={() => {
            forgetAlbumToken(qr.hash, albumId);
            void revalidator.revalidate();
          }}
        />
      )}
    </>
  );
}

interface AlbumPostsProps {
  hash: string;
  albumId: string;
  initial: SharePostsResponse;
  albumToken: string | null;
  canShare: boolean;
  /** The owner lets guests download the album as a ZIP. */
  canDownload: boolean;
  onTokenRefused: () => void;
}

function AlbumPosts({
  hash,
  albumId,
  initial,
  albumToken,
  canShare,
  canDownload,
  onTokenRefused,
}: AlbumPostsProps) {
  const { t } = useTranslation('share');
  const [pages, setPages] = useState({ source: initial, posts: initial.items, cursor: initial.nextCursor });
  const [loading, setLoading] = useState<'idle' | 'loading' | 'failed'>('idle');
  // Fresh data from the loader (another album, a revalidation) starts the list again.
  if (pages.source !== initial)
    setPages({ source: initial, posts: initial.items, cursor: initial.nextCursor });

  const loadMore = useCallback(() => {
    if (!pages.cursor || loading === 'loading') return;
    setLoading('loading');
    fetchAlbumPosts({ hash, albumId, albumToken, cursor: pages.cursor }).then(
      (next) => {
        setPages((current) => {
          const seen = new Set(current.posts.map((post) => post.id));
          const posts = [...current.posts, ...next.items.filter((post) => !seen.has(post.id))];
          return { ...current, posts, cursor: next.nextCursor };
        });
        setLoading('idle');
      },
      (error: unknown) => {
        if (isTokenRefused(error)) onTokenRefused();
        setLoading('failed');
      },
    );
  }, [hash, albumId, albumToken, pages.cursor, loading, onTokenRefused]);

  const tiles = tilesOf(pages.posts);
  const lightbox = useLightboxAddress(tiles.map((tile) => tile.media.id));
  const hasTiles = tiles.length > 0;
  useEffect(() => (hasTiles ? preload(loadLightbox) : undefined), [hasTiles]);

  if (tiles.length === 0)
    return (
      <div className="sh-empty">
        <Icon path={PHOTO_ICON} className="sh-empty__icon" />
        <p>{t('empty')}</p>
        {canShare && (
          <Link to={postPath(hash, albumId)} className="sh-button sh-button--primary">
            <Icon path={UPLOAD_ICON} />
            {t('shareMedia')}
          </Link>
        )}
      </div>
    );

  return (
    <>
      {canDownload && (
        <Suspense fallback={null}>
          <AlbumDownload hash={hash} albumId={albumId} albumToken={albumToken} />
        </Suspense>
      )}
      <Gallery
        tiles={tiles}
        onOpen={lightbox.open}
        hasMore={pages.cursor !== null}
        isLoadingMore={loading === 'loading'}
        loadFailed={loading === 'failed'}
        onLoadMore={() => {
          if (loading === 'failed') setLoading('idle');
          loadMore();
        }}
      />
      {canShare && (
        <Link to={postPath(hash, albumId)} className="sh-fab">
          <Icon path={UPLOAD_ICON} />
          {t('shareMedia')}
        </Link>
      )}
      {lightbox.index >= 0 && (
        <Suspense fallback={null}>
          <Lightbox
            tiles={tiles}
            index={lightbox.index}
            onIndexChange={lightbox.move}
            onClose={lightbox.close}
            onNearEnd={pages.cursor && loading === 'idle' ? loadMore : undefined}
          />
        </Suspense>
      )}
    </>
  );
}

/** The open media in the address: opening adds a history entry, moving replaces it, closing goes back. */
function useLightboxAddress(ids: readonly string[]) {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const mediaId = searchParams.get('media');
  const index = mediaId ? ids.indexOf(mediaId) : -1;
  const openedHere = (location.state as { lightbox?: boolean } | null)?.lightbox === true;

  // A link to a photo that is not (or no longer) in the album: show the album.
  useEffect(() => {
    if (mediaId && index < 0 && ids.length > 0) setSearchParams({}, { replace: true });
  }, [mediaId, index, ids.length, setSearchParams]);

  return {
    index,
    open: (i: number) => setSearchParams({ media: ids[i]! }, { state: { lightbox: true } }),
    move: (i: number) => setSearchParams({ media: ids[i]! }, { replace: true, state: location.state }),
    close: () => (openedHere ? void navigate(-1) : setSearchParams({}, { replace: true })),
  };
}

export const albumRoute = {
  loader: albumLoader,
  shouldRevalidate: shouldRevalidateAlbum,
  Component: AlbumPage,
  ErrorBoundary: ShareErrorBoundary,
};
