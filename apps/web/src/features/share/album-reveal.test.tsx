// Albums guests cannot see yet, as a guest meets them (DESIGN.md §6.7): the badge on the home page,
// the waiting page with its time (or "soon"), the drop box naming its hosts, the way to share kept
// on both, the album opening by itself when its time comes; and the album's ZIP when the owner
// allows downloads.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Language } from '@hatira/shared/languages';
import type { ShareAlbum, ShareHome, SharePostsResponse } from '@hatira/shared/share';
import { renderRoutes, resetBrowserState } from '../../test-utils';
import { saveAlbumToken } from './album-tokens';
import {
  eventHome,
  GENERAL,
  guestPost,
  HASH,
  json,
  photoMedia,
  PRIVATE,
  serve,
  shareRoutes,
} from './share.test-support';

beforeEach(() => {
  resetBrowserState();
  sessionStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetBrowserState();
});

const visit = (path: string, language: Language = 'tr') =>
  renderRoutes(shareRoutes(), { language, initialEntries: [path] });

/** 12 June 2099, 10:00 on this machine's clock. */
const OPENS_AT = new Date(2099, 5, 12, 10, 0).toISOString();

function homeWith(general: Partial<ShareAlbum>, qr: Partial<ShareHome['qr']> = {}): ShareHome {
  const [first, second] = eventHome().albums;
  return eventHome({ qr, albums: [{ ...first!, ...general }, second!] });
}

const hidden = (revealAt: string | null): SharePostsResponse => ({
  items: [],
  nextCursor: null,
  revealed: false,
  revealAt,
});

const opened: SharePostsResponse = {
  items: [guestPost('p1', 'Ayşe', [photoMedia('m1')])],
  nextCursor: null,
  revealed: true,
  revealAt: null,
};

/** The event's page, and the gallery the test gives for the general album. */
function server(home: ShareHome, gallery: () => SharePostsResponse) {
  return serve((request) => (request.path === `/api/share/${HASH}` ? json(home) : json(gallery())));
}

const albumPage = `/s/${HASH}/album/${GENERAL}`;

describe('an album that opens later', () => {
  it('shows when it opens, keeps the way to share, and no photos', async () => {
    server(homeWith({ visibility: 'after_reveal', revealed: false, revealAt: OPENS_AT }), () =>
      hidden(OPENS_AT),
    );
    await visit(albumPage);
    expect(
      await screen.findByRole('heading', { name: 'Bu albüm 12 Haziran 2099 10:00 tarihinde açılacak' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/O zamana kadar fotoğraflarınızı paylaşmaya devam edebilirsiniz/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fotoğraf paylaş' })).toHaveAttribute(
      'href',
      `/s/${HASH}/post?album=${GENERAL}`,
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByText(/Burada henüz bir paylaşım yok/)).not.toBeInTheDocument();
  });

  it('says the couple opens it soon when it has no time, and offers no sharing when uploads are off', async () => {
    server(homeWith({ visibility: 'after_reveal', revealed: false, uploadsEnabled: false }), () =>
      hidden(null),
    );
    await visit(albumPage);
    expect(
      await screen.findByRole('heading', { name: 'Çiftimiz albümü yakında açacak' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Fotoğraf paylaş' })).not.toBeInTheDocument();
  });

  it('opens by itself when its time comes, without a reload', async () => {
    const soon = new Date(Date.now() + 300).toISOString();
    const requests = server(homeWith({ visibility: 'after_reveal', revealed: false, revealAt: soon }), () =>
      Date.now() >= Date.parse(soon) ? opened : hidden(soon),
    );
    await visit(albumPage, 'en');
    expect(await screen.findByRole('heading', { name: /^This album opens on/ })).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: /Photo shared by Ayşe/ }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(requests.filter((r) => r.path.includes('/posts')).length).toBeGreaterThanOrEqual(2);
  });
});

describe('a drop box', () => {
  it('names the hosts who see what is shared, or says it plainly without a name', async () => {
    server(homeWith({ visibility: 'owner_only', revealed: false }), () => hidden(null));
    const first = await visit(albumPage);
    expect(
      await screen.findByRole('heading', {
        name: 'Paylaştıklarınız yalnızca Ayşe Yılmaz tarafından görülür',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fotoğraf paylaş' })).toBeInTheDocument();
    first.unmount();

    vi.unstubAllGlobals();
    server(homeWith({ visibility: 'owner_only', revealed: false }, { hostName: '' }), () => hidden(null));
    await visit(albumPage, 'de');
    expect(
      await screen.findByRole('heading', { name: 'Was Sie teilen, sehen nur die Gastgeber' }),
    ).toBeInTheDocument();
  });
});

describe('the home page', () => {
  it('marks the albums guests cannot see yet', async () => {
    const home = eventHome();
    server(
      eventHome({
        albums: [
          { ...home.albums[0]!, visibility: 'after_reveal', revealed: false, revealAt: OPENS_AT },
          { ...home.albums[1]!, visibility: 'owner_only', revealed: false },
        ],
      }),
      () => hidden(null),
    );
    await visit(`/s/${HASH}`);
    expect(
      within(await screen.findByRole('link', { name: /Genel Paylaşımlar/ })).getByText('Yakında açılacak'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('link', { name: /Nikah/ })).getByText('Paylaşım kutusu'),
    ).toBeInTheDocument();
  });

  it('marks nothing on open albums', async () => {
    server(eventHome(), () => opened);
    await visit(`/s/${HASH}`);
    await screen.findByRole('link', { name: /Genel Paylaşımlar/ });
    expect(screen.queryByText('Yakında açılacak')).not.toBeInTheDocument();
    expect(screen.queryByText('Paylaşım kutusu')).not.toBeInTheDocument();
  });
});

describe('the album’s ZIP', () => {
  it('is offered when the owner allows downloads, with a protected album’s token', async () => {
    serve((request) => {
      if (request.path === `/api/share/${HASH}`) return json(eventHome({ qr: { allowGuestDownload: true } }));
      return json(opened);
    });
    sessionStorage.clear();
    const view = await visit(albumPage);
    expect(await screen.findByRole('link', { name: 'Albümü indir (ZIP)' })).toHaveAttribute(
      'href',
      `/api/share/${HASH}/albums/${GENERAL}/download`,
    );
    view.unmount();

    // a protected album the guest entered: the token rides in the address (a download has no headers)
    saveAlbumToken(HASH, PRIVATE, 'token-nikah');
    await visit(`/s/${HASH}/album/${PRIVATE}`);
    expect(await screen.findByRole('link', { name: 'Albümü indir (ZIP)' })).toHaveAttribute(
      'href',
      `/api/share/${HASH}/albums/${PRIVATE}/download?albumToken=token-nikah`,
    );
  });

  it('is not offered when the owner does not allow downloads, nor on a waiting album', async () => {
    server(eventHome(), () => opened);
    const view = await visit(albumPage);
    await screen.findByRole('button', { name: /Ayşe/ });
    expect(screen.queryByRole('link', { name: 'Albümü indir (ZIP)' })).not.toBeInTheDocument();
    view.unmount();

    vi.unstubAllGlobals();
    server(homeWith({ visibility: 'after_reveal', revealed: false }, { allowGuestDownload: true }), () =>
      hidden(null),
    );
    await visit(albumPage);
    await screen.findByRole('heading', { name: 'Çiftimiz albümü yakında açacak' });
    expect(screen.queryByRole('link', { name: 'Albümü indir (ZIP)' })).not.toBeInTheDocument();
  });
});
