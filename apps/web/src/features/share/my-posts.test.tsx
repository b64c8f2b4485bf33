// "Paylaşımlarım" on the event's home page (DESIGN.md §6.7): this phone's posts with their album,
// time and status, deleting one behind a confirmation (the device key on the call), and what the
// server can answer: deleting turned off, a post already gone.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Language } from '@hatira/shared/languages';
import type { MyPost, MyPostsResponse } from '@hatira/shared/share';
import { renderRoutes, resetBrowserState } from '../../test-utils';
import { GUEST_KEY_HEADER, guestKey } from './guest-key';
import {
  apiError,
  eventHome,
  GENERAL,
  guestPost,
  HASH,
  homeAnswer,
  photoMedia,
  PRIVATE,
  serve,
  shareRoutes,
  type Answer,
  type SeenRequest,
} from './share.test-support';

beforeEach(resetBrowserState);
afterEach(() => {
  vi.unstubAllGlobals();
  resetBrowserState();
});

const myPost = (id: string, overrides: Partial<MyPost>): MyPost => ({
  ...guestPost(id, 'Zeynep', [photoMedia(`${id}-m1`)]),
  albumId: GENERAL,
  albumName: 'General Shares',
  status: 'published',
  ...overrides,
});

const mine: MyPostsResponse = {
  canDelete: true,
  items: [
    myPost('p2', {
      albumId: PRIVATE,
      albumName: 'Nikah',
      status: 'pending',
      createdAt: '2026-06-12T19:05:00.000Z',
      media: [photoMedia('p2-m1'), photoMedia('p2-m2')],
    }),
    myPost('p1', { createdAt: '2026-06-12T18:30:00.000Z' }),
  ],
};

/** The home page's calls, and DELETE answered by `remove` (204 by default). */
function server(
  list: MyPostsResponse,
  remove: (request: SeenRequest) => Answer = () => new Response(null, { status: 204 }),
) {
  const answerHome = homeAnswer(eventHome(), list);
  return serve((request) => (request.method === 'DELETE' ? remove(request) : answerHome(request)));
}

async function visit(language: Language = 'tr') {
  const view = await renderRoutes(shareRoutes(), { language, initialEntries: [`/s/${HASH}`] });
  const section = await screen.findByRole('region', {
    name: language === 'tr' ? 'Paylaşımlarım' : 'My posts',
  });
  return { ...view, section };
}

describe('my posts', () => {
  it('lists this phone’s posts with their album, time and status, in Turkish', async () => {
    server(mine);
    const { section } = await visit();

    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Nikah');
    expect(items[0]).toHaveTextContent('2 dosya');
    expect(within(items[0]!).getByText('Onay bekliyor')).toBeInTheDocument();
    // the default album in the guest's language
    expect(items[1]).toHaveTextContent('Genel Paylaşımlar');
    expect(within(items[1]!).getByText('Yayında')).toBeInTheDocument();
    expect(items[1]!.querySelector('time')).toHaveAttribute('dateTime', '2026-06-12T18:30:00.000Z');
    expect(items[1]!.querySelector('img')).toHaveAttribute('src', '/api/media/p1-m1/thumb?t=sig');
    expect(within(items[1]!).getByRole('button', { name: /^Sil: Genel Paylaşımlar, / })).toBeInTheDocument();
  });

  it('is not shown to a phone that has shared nothing here', async () => {
    server({ items: [], canDelete: true });
    await renderRoutes(shareRoutes(), { language: 'tr', initialEntries: [`/s/${HASH}`] });
    await screen.findByRole('heading', { level: 1, name: 'Ayşe & Mehmet' });
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Paylaşımlarım' })).not.toBeInTheDocument(),
    );
  });

  it('deletes a post after asking, with the device key, and says so', async () => {
    const requests = server(mine);
    const { section, user } = await visit();

    await user.click(within(section).getByRole('button', { name: /^Sil: Genel Paylaşımlar/ }));
    let dialog = screen.getByRole('alertdialog', { name: 'Paylaşım silinsin mi?' });
    expect(dialog).toHaveAccessibleDescription(
      'Bu paylaşım, içindeki fotoğraf ve videolarla birlikte kalıcı olarak silinecek.',
    );
    // "Vazgeç" has the focus, and leaves everything as it was
    expect(within(dialog).getByRole('button', { name: 'Vazgeç' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);

    await user.click(within(section).getByRole('button', { name: /^Sil: Genel Paylaşımlar/ }));
    dialog = screen.getByRole('alertdialog', { name: 'Paylaşım silinsin mi?' });
    const homeCalls = requests.filter((r) => r.path === `/api/share/${HASH}`).length;
    await user.click(within(dialog).getByRole('button', { name: 'Sil' }));

    expect(await within(section).findByText('Paylaşım silindi.')).toBeInTheDocument();
    expect(within(section).getAllByRole('listitem')).toHaveLength(1);
    expect(within(section).queryByText('Genel Paylaşımlar')).not.toBeInTheDocument();
    const [deleted] = requests.filter((r) => r.method === 'DELETE');
    expect(deleted!.path).toBe(`/api/share/${HASH}/posts/p1`);
    expect(deleted!.headers.get(GUEST_KEY_HEADER)).toBe(guestKey());
    expect(guestKey()).toMatch(/^[0-9a-f]{32}$/);
    // the event is read again: its albums' counts may have changed
    await waitFor(() =>
      expect(requests.filter((r) => r.path === `/api/share/${HASH}`).length).toBeGreaterThan(homeCalls),
    );
    expect(screen.getByRole('heading', { name: 'Paylaşımlarım' })).toHaveFocus();
  });

  it('offers no deleting when the hosts turned it off, and says so', async () => {
    server({ ...mine, canDelete: false });
    const { section } = await visit();
    expect(
      within(section).getByText('Bu etkinliğin sahipleri paylaşımların silinmesini kapattı.'),
    ).toBeInTheDocument();
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says so when the hosts turned deleting off meanwhile, and hides the buttons', async () => {
    server(mine, () => apiError('GUEST_DELETE_DISABLED'));
    const { section, user } = await visit('en');

    await user.click(within(section).getByRole('button', { name: /^Delete: General Shares/ }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(
      await within(section).findByText('The hosts of this event do not allow deleting posts.'),
    ).toBeInTheDocument();
    expect(
      within(section).getByText('The hosts of this event have turned off deleting posts.'),
    ).toBeInTheDocument();
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
    expect(within(section).getAllByRole('listitem')).toHaveLength(2);
  });

  it('takes a post that is already gone off the list', async () => {
    server(mine, () => apiError('POST_NOT_FOUND'));
    const { section, user } = await visit('en');
    await user.click(within(section).getByRole('button', { name: /^Delete: Nikah/ }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await within(section).findByText('This post was not found.')).toBeInTheDocument();
    expect(within(section).getAllByRole('listitem')).toHaveLength(1);
    expect(within(section).queryByText('Nikah')).not.toBeInTheDocument();
  });
});
