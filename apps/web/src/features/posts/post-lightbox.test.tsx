// The lightbox over the moderation grid: what it shows of a post, previous/next with the keyboard
// across the page boundary, and moving on when the open post leaves the list.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { resetBrowserState } from '../../test-utils';
import { fakeModerationServer, makeMedia, makePost, renderModerationPage } from './posts.test-support';

beforeEach(() => resetBrowserState());
afterEach(() => vi.unstubAllGlobals());

const lightbox = () => screen.getByRole('dialog');
const lightboxTitle = () => lightbox().getAttribute('aria-labelledby') ?? '';
const shownGuest = () => document.getElementById(lightboxTitle())?.firstChild?.textContent;

describe('post lightbox', { timeout: 60_000 }, () => {
  it('shows the preview, the message, who sent it from where, and walks through posts with the arrow keys', async () => {
    const server = fakeModerationServer({
      posts: [
        makePost({ guestName: 'Ali', message: 'Old friends!' }),
        makePost({
          guestName: 'Banu',
          message: 'Ne güzel bir gün',
          ip: '198.51.100.4',
          userAgent: 'Firefox/140',
        }),
        makePost({ guestName: 'Cem' }),
      ],
    });
    const { user } = await renderModerationPage();
    await user.click(await screen.findByRole('button', { name: /^Open the post of Banu\./ }));

    const dialog = lightbox();
    expect(shownGuest()).toBe('Banu');
    expect(dialog).toHaveTextContent('2 of 3');
    expect(dialog).toHaveTextContent('Ne güzel bir gün');
    expect(dialog).toHaveTextContent('198.51.100.4');
    expect(dialog).toHaveTextContent('Firefox/140');
    expect(dialog).toHaveTextContent('Ayşe & Can Wedding');
    expect(dialog).toHaveTextContent('General Shares');
    const banu = server.state.posts[1]!;
    expect(within(dialog).getByRole('img', { name: 'Photo shared by Banu' })).toHaveAttribute(
      'src',
      banu.media[0]!.previewUrl,
    );

    // Newest first: Cem, Banu, Ali.
    await user.keyboard('{ArrowRight}');
    expect(shownGuest()).toBe('Ali');
    // The last post has no next one: the button goes.
    expect(within(lightbox()).queryByRole('button', { name: 'Next post' })).toBeNull();
    await user.keyboard('{ArrowRight}');
    expect(shownGuest()).toBe('Ali');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(shownGuest()).toBe('Cem');
    expect(within(lightbox()).queryByRole('button', { name: 'Previous post' })).toBeNull();
    await user.click(within(lightbox()).getByRole('button', { name: 'Next post' }));
    expect(shownGuest()).toBe('Banu');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('goes on to the next page after the last post of a page, and back', async () => {
    const server = fakeModerationServer({
      posts: Array.from({ length: 11 }, (_, index) => makePost({ guestName: `Guest #${index + 1}` })),
    });
    const { user, router } = await renderModerationPage();
    // Newest first: #11 … #2 on page 1, #1 alone on page 2.
    await user.click(await screen.findByRole('button', { name: /^Open the post of Guest #2\./ }));
    expect(lightbox()).toHaveTextContent('10 of 11');

    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(shownGuest()).toBe('Guest #1'));
    expect(lightbox()).toHaveTextContent('11 of 11');
    expect(server.listQueries().at(-1)?.get('page')).toBe('2');
    expect(router.state.location.search).toBe('?page=2');

    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(shownGuest()).toBe('Guest #2'));
    expect(router.state.location.search).toBe('');
  });

  it('moves on to the next post when the open one is approved out of the pending list', async () => {
    const server = fakeModerationServer({
      posts: [
        makePost({ guestName: 'Ali' }),
        makePost({ guestName: 'Banu' }),
        makePost({ guestName: 'Cem' }),
      ],
    });
    const { user } = await renderModerationPage();
    await user.click(await screen.findByRole('button', { name: /^Open the post of Banu\./ }));

    await user.click(within(lightbox()).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(shownGuest()).toBe('Ali'));
    expect(server.writes()).toMatchObject([{ path: `/api/posts/${server.state.posts[1]!.id}/approve` }]);
    expect(lightbox()).toHaveTextContent('2 of 2');

    await user.click(within(lightbox()).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(shownGuest()).toBe('Cem'));
    expect(server.state.posts.map((post) => post.status)).toEqual(['rejected', 'published', 'pending']);
  });

  it('plays a video with its poster, and tells the owner about a file that failed', async () => {
    const video = makeMedia({
      kind: 'video',
      mime: 'video/quicktime',
      duration: 42,
      thumbUrl: null,
      previewUrl: null,
      posterUrl: '/api/media/v/poster?t=x',
      playbackUrl: '/api/media/v/playback?t=x',
    });
    const broken = makeMedia({ status: 'failed', note: 'The HEIC photo could not be decoded.' });
    fakeModerationServer({ posts: [makePost({ guestName: 'Deniz', media: [video, broken] })] });
    const { user } = await renderModerationPage();

    const open = await screen.findByRole('button', { name: /^Open the post of Deniz\./ });
    expect(open).toHaveTextContent('1 video, length 0:42, Processing failed');
    expect(open).toHaveTextContent('0:42');
    await user.click(open);

    const player = within(lightbox()).getByLabelText('Video shared by Deniz');
    expect(player.tagName).toBe('VIDEO');
    expect(player).toHaveAttribute('poster', '/api/media/v/poster?t=x');
    expect(player).toHaveAttribute('src', '/api/media/v/playback?t=x');

    await user.click(within(lightbox()).getByRole('button', { name: 'File 2 of 2' }));
    expect(lightbox()).toHaveTextContent('This file could not be processed.');
    expect(lightbox()).toHaveTextContent('The HEIC photo could not be decoded.');
  });

  it('tells the owner why a file failed, or what a ready video lacks, in their language', async () => {
    const truncated = makeMedia({
      status: 'failed',
      note: 'The photo could not be processed: VipsJpeg: premature end of JPEG image',
      noteCode: 'PHOTO_DECODE_FAILED',
    });
    const video = makeMedia({
      kind: 'video',
      mime: 'video/quicktime',
      thumbUrl: null,
      previewUrl: null,
      note: 'ffmpeg is not installed: the original video is served as uploaded and a neutral poster is shown',
      noteCode: 'FFMPEG_MISSING',
    });
    fakeModerationServer({
      posts: [
        makePost({ guestName: 'Ece', media: [truncated] }),
        makePost({ guestName: 'Fırat', media: [video] }),
      ],
    });
    const { user } = await renderModerationPage({ language: 'tr' });

    // on the cards: the failed photo on its cover, the ready video's missing copy under the card
    const eceCard = await screen.findByRole('article', { name: 'Ece' });
    expect(eceCard).toHaveTextContent('Fotoğraf açılamadı: dosya bozuk ya da yarım yüklenmiş olabilir.');
    expect(eceCard).not.toHaveTextContent('premature end of JPEG');
    const firatCard = screen.getByRole('article', { name: 'Fırat' });
    expect(firatCard).toHaveTextContent('Sunucuda ffmpeg kurulu değil');

    // in the lightbox, next to the original served as uploaded
    await user.click(within(firatCard).getAllByRole('button')[0]!);
    expect(lightbox()).toHaveTextContent('Sunucuda ffmpeg kurulu değil');
    expect(within(lightbox()).getByLabelText(/Fırat/)).toHaveAttribute('src', video.originalUrl);
  });
});
