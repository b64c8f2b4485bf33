// An album as a guest sees it: the password gate of a protected album (SPEC §8 texts), the token
// kept for the visit and sent as X-Album-Token, the gallery with its next pages, the lightbox, the
// empty state, and an album that is gone.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Language } from '@hatira/shared/languages';
import type { SharePostsResponse } from '@hatira/shared/share';
import { renderRoutes, resetBrowserState } from '../../test-utils';
import { getAlbumToken } from './album-tokens';
import {
  apiError,
  eventHome,
  GENERAL,
  guestPost,
  HASH,
  json,
  photoMedia,
  PRIVATE,
  serve,
  shareRoutes,
  type SeenRequest,
} from './share.test-support';

beforeEach(() => {
  resetBrowserState();
  sessionStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetBrowserState();
});

const visit = (path: string, language: Language = 'en') =>
  renderRoutes(shareRoutes(), { language, initialEntries: [path] });

const postsPath = (albumId: string) => `/api/share/${HASH}/albums/${albumId}/posts`;

const firstPage: SharePostsResponse = {
  items: [
    guestPost(
      'p1',
      'Ayşe',
      [photoMedia('m1'), photoMedia('m2', { downloadUrl: '/api/media/m2/original?t=d' })],
      'Mutluluklar!',
    ),
    guestPost('p2', 'Mehmet', [photoMedia('m3', { width: 900, height: 1600 })]),
  ],
  nextCursor: 'cursor-2',
  revealed: true,
  revealAt: null,
};

/** The server of a protected album whose password is "gül2026". */
function protectedAlbum(): SeenRequest[] {
  return serve((request) => {
    if (request.path === `/api/share/${HASH}`) return json(eventHome());
    if (request.path === `/api/share/${HASH}/albums/${PRIVATE}/access`) {
      const { password } = request.json as { password: string };
      return password === 'gül2026'
        ? json({ albumToken: 'token-nikah', message: 'The album has been entered.' })
        : apiError('ALBUM_PASSWORD_INCORRECT');
    }
    if (request.path.startsWith(postsPath(PRIVATE)))
      return request.headers.get('x-album-token') === 'token-nikah'
        ? json(firstPage)
        : apiError('ALBUM_PASSWORD_REQUIRED');
    return apiError('ROUTE_NOT_FOUND');
  });
}

describe('album page', () => {
  it('asks a protected album’s password, says why it refuses, and lets the guest in', async () => {
    const requests = protectedAlbum();
    const { user } = await visit(`/s/${HASH}/album/${PRIVATE}`);

    expect(await screen.findByRole('heading', { name: 'This album is protected' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Nikah' })).toBeInTheDocument();
    const password = screen.getByLabelText('Album password');
    expect(password).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Enter album' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please Enter Album Password!');
    expect(requests.filter((r) => r.path.endsWith('/access'))).toHaveLength(0);

    await user.type(password, 'yanlış');
    await user.click(screen.getByRole('button', { name: 'Enter album' }));
    expect(await screen.findByText('Album password is incorrect please try again!')).toBeInTheDocument();
    expect(password).toHaveAccessibleDescription('Album password is incorrect please try again!');

    await user.clear(password);
    await user.type(password, 'gül2026');
    await user.click(screen.getByRole('button', { name: 'Enter album' }));

    expect(await screen.findByText('The album has been entered.')).toHaveAttribute('role', 'status');
    expect(await screen.findByRole('button', { name: 'Photo shared by Mehmet' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Photo shared by Ayşe' })).toHaveLength(2);
    expect(getAlbumToken(HASH, PRIVATE)).toBe('token-nikah');
    expect(requests.at(-1)?.headers.get('x-album-token')).toBe('token-nikah');
  });

  it('keeps the album open for the rest of the visit', async () => {
    protectedAlbum();
    sessionStorage.setItem(`hatira-album-token:${HASH}:${PRIVATE}`, 'token-nikah');
    await visit(`/s/${HASH}/album/${PRIVATE}`);

    expect(await screen.findByRole('button', { name: 'Photo shared by Mehmet' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Album password')).not.toBeInTheDocument();
  });

  it('asks again when the kept token is refused (expired, or the password changed)', async () => {
    protectedAlbum();
    sessionStorage.setItem(`hatira-album-token:${HASH}:${PRIVATE}`, 'token-old');
    await visit(`/s/${HASH}/album/${PRIVATE}`, 'tr');

    expect(await screen.findByLabelText('Albüm şifresi')).toBeInTheDocument();
    expect(getAlbumToken(HASH, PRIVATE)).toBeNull();
  });

  it('loads the next page with the cursor, below the first', async () => {
    const requests = serve((request) => {
      if (request.path === `/api/share/${HASH}`) return json(eventHome());
      if (request.path === `${postsPath(GENERAL)}?cursor=cursor-2`)
        return json({ items: [guestPost('p3', 'Zeynep', [photoMedia('m4')])], nextCursor: null });
      return json(firstPage);
    });
    const { user } = await visit(`/s/${HASH}/album/${GENERAL}`);

    await user.click(await screen.findByRole('button', { name: 'Show more' }));

    expect(await screen.findByRole('button', { name: 'Photo shared by Zeynep' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Photo shared by/ })).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(requests.map((r) => r.path)).toEqual([
      `/api/share/${HASH}`,
      postsPath(GENERAL),
      `${postsPath(GENERAL)}?cursor=cursor-2`,
    ]);
  });

  it('opens a photo full screen, moves with the arrow keys, offers the download, and closes back to the tile', async () => {
    serve((request) =>
      request.path === `/api/share/${HASH}` ? json(eventHome()) : json({ ...firstPage, nextCursor: null }),
    );
    const { user, router } = await visit(`/s/${HASH}/album/${GENERAL}`);

    const [firstTile] = await screen.findAllByRole('button', { name: 'Photo shared by Ayşe' });
    await user.click(firstTile!);

    let viewer = await screen.findByRole('dialog', { name: 'Photo shared by Ayşe' });
    expect(within(viewer).getByRole('img', { name: 'Photo shared by Ayşe' })).toHaveAttribute(
      'src',
      '/api/media/m1/preview?t=sig',
    );
    expect(within(viewer).getByText('1 / 3')).toBeInTheDocument();
    expect(within(viewer).getByText('Mutluluklar!')).toBeInTheDocument();
    expect(within(viewer).queryByRole('link', { name: 'Download' })).not.toBeInTheDocument();
    expect(within(viewer).getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(router.state.location.search).toBe('?media=m1');

    await user.keyboard('{ArrowRight}');
    viewer = screen.getByRole('dialog');
    expect(within(viewer).getByText('2 / 3')).toBeInTheDocument();
    expect(within(viewer).getByRole('link', { name: 'Download' })).toHaveAttribute(
      'href',
      '/api/media/m2/original?t=d',
    );

    await user.click(within(viewer).getByRole('button', { name: 'Next' }));
    expect(
      within(screen.getByRole('dialog', { name: 'Photo shared by Mehmet' })).getByText('3 / 3'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');
    expect(firstTile).toHaveFocus();
  });

  it('follows a swipe to the next and the previous photo, and ignores a short one', async () => {
    serve((request) =>
      request.path === `/api/share/${HASH}` ? json(eventHome()) : json({ ...firstPage, nextCursor: null }),
    );
    const { user } = await visit(`/s/${HASH}/album/${GENERAL}`);
    await user.click((await screen.findAllByRole('button', { name: 'Photo shared by Ayşe' }))[0]!);
    const viewer = await screen.findByRole('dialog');
    const stage = within(viewer).getByRole('img').parentElement!;
    const swipe = (from: number, to: number) => {
      fireEvent.pointerDown(stage, { pointerId: 1, clientX: from, clientY: 300, pointerType: 'touch' });
      fireEvent.pointerMove(stage, {
        pointerId: 1,
        clientX: (from + to) / 2,
        clientY: 305,
        pointerType: 'touch',
      });
      fireEvent.pointerUp(stage, { pointerId: 1, clientX: to, clientY: 310, pointerType: 'touch' });
    };

    swipe(300, 100);
    expect(within(viewer).getByText('2 / 3')).toBeInTheDocument();
    swipe(300, 270);
    expect(within(viewer).getByText('2 / 3')).toBeInTheDocument();
    swipe(100, 320);
    expect(within(viewer).getByText('1 / 3')).toBeInTheDocument();
  });

  it('plays a video with its poster', async () => {
    const video = photoMedia('v1', {
      kind: 'video',
      thumbUrl: null,
      previewUrl: null,
      posterUrl: '/api/media/v1/poster?t=sig',
      videoUrl: '/api/media/v1/playback?t=sig',
      duration: 75,
    });
    serve((request) =>
      request.path === `/api/share/${HASH}`
        ? json(eventHome())
        : json({ items: [guestPost('p9', 'Can', [video])], nextCursor: null }),
    );
    const { user } = await visit(`/s/${HASH}/album/${GENERAL}`);

    const tile = await screen.findByRole('button', { name: 'Video shared by Can' });
    expect(tile).toHaveTextContent('1:15');
    await user.click(tile);

    const player = within(screen.getByRole('dialog')).getByLabelText('Video shared by Can');
    expect(player.tagName).toBe('VIDEO');
    expect(player).toHaveAttribute('src', '/api/media/v1/playback?t=sig');
    expect(player).toHaveAttribute('poster', '/api/media/v1/poster?t=sig');
  });

  it('invites the first post in an empty album', async () => {
    serve((request) =>
      request.path === `/api/share/${HASH}` ? json(eventHome()) : json({ items: [], nextCursor: null }),
    );
    await visit(`/s/${HASH}/album/${GENERAL}`);

    expect(await screen.findByText('There is no post here yet. Be the first to post!')).toBeInTheDocument();
    const share = screen.getAllByRole('link', { name: /Share Media/ });
    expect(share[0]).toHaveAttribute('href', `/s/${HASH}/post?album=${GENERAL}`);
  });

  it.each([
    ['ALBUM_NOT_FOUND', 'Selected Album Not Found!'],
    ['ALBUM_UNAVAILABLE', 'This album is not available!'],
  ] as const)('shows %s in place of the album, keeping the way home', async (code, text) => {
    serve((request) => (request.path === `/api/share/${HASH}` ? json(eventHome()) : apiError(code)));
    await visit(`/s/${HASH}/album/${GENERAL}`);

    expect(await screen.findByRole('heading', { level: 1, name: text })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ayşe & Mehmet' })).toHaveAttribute('href', `/s/${HASH}`);
  });
});
