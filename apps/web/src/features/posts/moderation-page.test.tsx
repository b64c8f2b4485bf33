// The moderation view against a stand-in of the posts API: what it asks for as the filters
// change, selecting and bulk-moderating posts, and deleting only after a confirmation.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { resetBrowserState } from '../../test-utils';
import {
  ALBUM_ID,
  EVENT_ID,
  fakeModerationServer,
  GARDEN_ALBUM_ID,
  makeAlbum,
  makeEvent,
  makePost,
  OTHER_EVENT_ID,
  renderModerationPage,
} from './posts.test-support';

beforeEach(() => resetBrowserState());
afterEach(() => vi.unstubAllGlobals());

const cards = () => within(screen.getByRole('list', { name: 'Posts' })).getAllByRole('article');
const cardNames = () => cards().map((card) => within(card).getByRole('heading').textContent);

describe('moderation view', { timeout: 60_000 }, () => {
  it('asks for the pending posts first, then sends each filter to the server and keeps it in the address', async () => {
    const server = fakeModerationServer({
      posts: [
        makePost({ guestName: 'Ayşe', message: 'Congratulations!' }),
        makePost({ guestName: 'Mehmet', status: 'published', albumId: GARDEN_ALBUM_ID }),
      ],
      events: [makeEvent(), makeEvent({ id: OTHER_EVENT_ID, title: 'Company picnic' })],
      albums: [makeAlbum(), makeAlbum({ id: GARDEN_ALBUM_ID, name: 'Garden' })],
    });
    const { user, router } = await renderModerationPage();

    expect(await screen.findByRole('heading', { name: 'Ayşe' })).toBeInTheDocument();
    expect(Object.fromEntries(server.listQueries()[0]!)).toEqual({
      status: 'pending',
      sortBy: 'createdAt',
      orderBy: 'desc',
      page: '1',
      itemsPerPage: '10',
    });
    // The status tabs carry their counts.
    expect(await screen.findByRole('tab', { name: 'Pending 1' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('tab', { name: 'All 2' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: /Published/ }));
    expect(await screen.findByRole('heading', { name: 'Mehmet' })).toBeInTheDocument();
    expect(server.listQueries().at(-1)?.get('status')).toBe('published');

    // The search waits for typing to settle: one request for the whole word.
    const before = server.listQueries().length;
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'meh');
    await waitFor(() => expect(server.listQueries().at(-1)?.get('q')).toBe('meh'));
    expect(
      server
        .listQueries()
        .slice(before)
        .map((params) => params.get('q')),
    ).toEqual(['meh']);

    await user.click(screen.getByRole('combobox', { name: 'Event' }));
    await user.click(await screen.findByRole('option', { name: 'Ayşe & Can Wedding' }));
    await waitFor(() => expect(server.listQueries().at(-1)?.get('qrCodeId')).toBe(EVENT_ID));

    await user.click(screen.getByRole('combobox', { name: 'Album' }));
    await user.click(await screen.findByRole('option', { name: 'Garden' }));
    await waitFor(() => expect(server.listQueries().at(-1)?.get('albumId')).toBe(GARDEN_ALBUM_ID));

    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: 'Oldest first' }));
    await waitFor(() => expect(server.listQueries().at(-1)?.get('orderBy')).toBe('asc'));

    await user.click(screen.getByRole('combobox', { name: 'Posts per page:' }));
    await user.click(await screen.findByRole('option', { name: '25' }));
    await waitFor(() => expect(server.listQueries().at(-1)?.get('itemsPerPage')).toBe('25'));

    expect(Object.fromEntries(server.listQueries().at(-1)!)).toEqual({
      qrCodeId: EVENT_ID,
      albumId: GARDEN_ALBUM_ID,
      q: 'meh',
      status: 'published',
      sortBy: 'createdAt',
      orderBy: 'asc',
      page: '1',
      itemsPerPage: '25',
    });
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      event: EVENT_ID,
      album: GARDEN_ALBUM_ID,
      status: 'published',
      q: 'meh',
      sort: 'oldest',
      size: '25',
    });
  });

  it('opens with the filters of the address, the event shown by its title', async () => {
    const server = fakeModerationServer({
      posts: [makePost({ guestName: 'Zeynep', status: 'rejected' })],
      albums: [makeAlbum()],
    });
    await renderModerationPage({
      path: `/medias?event=${EVENT_ID}&album=${ALBUM_ID}&status=rejected&page=1`,
    });
    expect(await screen.findByRole('heading', { name: 'Zeynep' })).toBeInTheDocument();
    expect(Object.fromEntries(server.listQueries()[0]!)).toMatchObject({
      qrCodeId: EVENT_ID,
      albumId: ALBUM_ID,
      status: 'rejected',
    });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Event' })).toHaveValue('Ayşe & Can Wedding'),
    );
  });

  it('selects posts one by one or the whole page, and approves them in one request', async () => {
    const server = fakeModerationServer({
      posts: [
        makePost({ guestName: 'Ali' }),
        makePost({ guestName: 'Banu' }),
        makePost({ guestName: 'Cem' }),
      ],
    });
    const { user } = await renderModerationPage();
    await screen.findByRole('heading', { name: 'Ali' });
    const toolbar = screen.getByRole('toolbar', { name: 'Actions on selected posts' });
    const selectPage = within(toolbar).getByRole('checkbox', { name: 'Select all on this page' });
    expect(within(toolbar).queryByRole('button', { name: 'Approve' })).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: 'Select the post of Cem' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select the post of Ali' }));
    expect(within(toolbar).getByRole('status')).toHaveTextContent('2 selected');
    expect(selectPage).toHaveAttribute('data-indeterminate', 'true');

    await user.click(selectPage);
    expect(within(toolbar).getByRole('status')).toHaveTextContent('3 selected');
    await user.click(selectPage);
    expect(within(toolbar).getByRole('status')).toHaveTextContent('');

    await user.click(screen.getByRole('checkbox', { name: 'Select the post of Cem' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select the post of Ali' }));
    await user.click(within(toolbar).getByRole('button', { name: 'Approve' }));

    // Newest first: Cem before Ali, in page order.
    const [bulk] = server.writes();
    expect(bulk).toMatchObject({ method: 'POST', path: '/api/posts/bulk' });
    expect(bulk?.body).toEqual({
      ids: [server.state.posts[2]!.id, server.state.posts[0]!.id],
      action: 'approve',
    });
    expect(await screen.findByText('2 posts approved.')).toBeInTheDocument();
    // They leave the pending list, and the counts are asked for again.
    await waitFor(() => expect(cardNames()).toEqual(['Banu']));
    expect(await screen.findByRole('tab', { name: 'Pending 1' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Published 2' })).toBeInTheDocument();
    expect(within(toolbar).getByRole('status')).toHaveTextContent('');
  });

  it('deletes selected posts only after the confirmation', async () => {
    const server = fakeModerationServer({
      posts: [
        makePost({ guestName: 'Ali' }),
        makePost({ guestName: 'Banu' }),
        makePost({ guestName: 'Cem' }),
      ],
    });
    const { user } = await renderModerationPage();
    await screen.findByRole('heading', { name: 'Ali' });
    const toolbar = screen.getByRole('toolbar', { name: 'Actions on selected posts' });
    await user.click(within(toolbar).getByRole('checkbox', { name: 'Select all on this page' }));
    await user.click(within(toolbar).getByRole('button', { name: 'Delete' }));

    const dialog = screen.getByRole('dialog', { name: 'Delete 3 posts?' });
    expect(dialog).toHaveTextContent('removed for good');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.writes()).toEqual([]);
    expect(cardNames()).toEqual(['Cem', 'Banu', 'Ali']);

    const newestFirst = server.state.posts.map((post) => post.id).reverse();
    await user.click(within(toolbar).getByRole('button', { name: 'Delete' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete 3 posts?' })).getByRole('button', {
        name: 'Delete 3 posts',
      }),
    );
    expect(server.writes().map((request) => request.body)).toEqual([{ ids: newestFirst, action: 'delete' }]);
    expect(await screen.findByRole('heading', { name: 'No posts yet' })).toBeInTheDocument();
    expect(screen.getByText(/Share your event's QR code/)).toBeInTheDocument();
    expect(server.state.posts).toEqual([]);
  });

  it('approves, rejects and deletes a single post from its card', async () => {
    const server = fakeModerationServer({
      posts: [makePost({ guestName: 'Ali' }), makePost({ guestName: 'Banu', status: 'published' })],
    });
    const { user, router } = await renderModerationPage({ path: '/medias?status=all' });
    await screen.findByRole('heading', { name: 'Ali' });
    const ali = () => screen.getByRole('article', { name: 'Ali' });
    const banu = () => screen.getByRole('article', { name: 'Banu' });

    // Only what changes something is offered.
    expect(within(banu()).queryByRole('button', { name: 'Approve' })).toBeNull();
    await user.click(within(ali()).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(within(ali()).getByText('Published')).toBeInTheDocument());
    expect(server.writes().at(-1)).toMatchObject({
      method: 'POST',
      path: `/api/posts/${server.state.posts[0]!.id}/approve`,
    });

    await user.click(within(banu()).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(within(banu()).getByText('Rejected')).toBeInTheDocument());

    await user.click(within(banu()).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this post?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete post' }));
    await waitFor(() => expect(cardNames()).toEqual(['Ali']));
    expect(server.writes().at(-1)).toMatchObject({ method: 'DELETE' });
    expect(await screen.findByText('1 post deleted.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=all');
  });

  it('says what went wrong when the posts cannot be loaded, and tries again on request', async () => {
    const server = fakeModerationServer({ posts: [], failListWith: 500 });
    const { user } = await renderModerationPage();
    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(alert).toHaveTextContent('Something went wrong on our side. Please try again.');
    const asked = server.listQueries().length;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(server.listQueries().length).toBeGreaterThan(asked));
  });

  it('offers no event or album filter to a user who reads posts but not events (a custom moderation role)', async () => {
    const server = fakeModerationServer({ posts: [makePost({ guestName: 'Ayşe' })], events: [makeEvent()] });
    await renderModerationPage({
      rules: [
        { action: 'read', subject: 'roles' },
        { action: 'read', subject: 'posts' },
        { action: 'update', subject: 'posts' },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Ayşe' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Event' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Album' })).not.toBeInTheDocument();
    expect(server.requests.filter((r) => !r.path.startsWith('/api/posts'))).toEqual([]);
  });
});
