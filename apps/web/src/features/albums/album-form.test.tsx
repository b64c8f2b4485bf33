// The album form as a host uses it: what the password and approval choices send to the API, and
// what the browser says before anything is sent.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Album } from '@hatira/shared/albums';
import type { Language } from '@hatira/shared/languages';
import type { QrCode } from '@hatira/shared/qr-codes';
import {
  jsonResponse,
  renderRoutes,
  resetBrowserState,
  stubFetch,
  type RecordedRequest,
} from '../../test-utils';
import { albumFormValuesOf, toCreateAlbumBody, toUpdateAlbumBody } from './album-form-values';
import { AlbumAddPage, AlbumEditPage } from './album-pages';

const EVENT: QrCode = {
  id: '0190a0a0-0000-7000-8000-0000000000e1',
  ownerId: '0190a0a0-0000-7000-8000-000000000001',
  ownerName: 'Ayşe Yılmaz',
  customerId: null,
  hash: 'abcDEF123456ghij',
  title: 'Ayşe & Mehmet',
  description: null,
  eventDate: '2025-06-14T16:00:00.000Z',
  isActive: true,
  uploadsEnabled: true,
  approvalRequired: true,
  allowGuestDownload: false,
  themeColor: null,
  guestDeleteEnabled: true,
  slideshowUrl: null,
  slideshowInterval: 8,
  slideshowIncludeVideos: true,
  slideshowShowNames: true,
  slideshowIncludeHidden: false,
  albumCount: 2,
  createdAt: '2025-01-01T10:00:00.000Z',
  updatedAt: '2025-01-01T10:00:00.000Z',
};

const ALBUM: Album = {
  id: '0190a0a0-0000-7000-8000-0000000000a1',
  qrCodeId: EVENT.id,
  name: 'Düğün',
  description: null,
  isProtected: true,
  isActive: true,
  uploadsEnabled: true,
  approvalRequired: null,
  uploadLimit: 200,
  visibility: 'public',
  revealAt: null,
  revealed: true,
  sortOrder: 1,
  createdAt: '2025-01-01T10:00:00.000Z',
  updatedAt: '2025-01-01T10:00:00.000Z',
};

/** 12 June 2099, 10:00 on this machine's clock; and when "Şimdi aç" opened it. */
const OPENS_AT = new Date(2099, 5, 12, 10, 0).toISOString();
const REVEALED_AT = '2026-06-12T21:30:00.000Z';

let requests: RecordedRequest[];
let createAnswer: Response | null = null;
let album: Album = ALBUM;

function server(request: RecordedRequest): Response {
  const { method, path } = request;
  if (method === 'GET' && path === `/api/albums/${ALBUM.id}`) return jsonResponse(album);
  if (method === 'POST' && path === `/api/albums/${ALBUM.id}/reveal`) {
    album = { ...album, revealAt: REVEALED_AT, revealed: true };
    return jsonResponse(album);
  }
  if (method === 'GET' && path === `/api/qr-codes/${EVENT.id}`) return jsonResponse(EVENT);
  if (method === 'GET' && path.startsWith('/api/qr-codes?'))
    return jsonResponse({ items: [EVENT], total: 1 });
  if (method === 'GET' && path.startsWith('/api/albums?')) return jsonResponse({ items: [ALBUM], total: 1 });
  if (method === 'PATCH') {
    const body = request.body as Record<string, unknown>;
    return jsonResponse({
      ...album,
      ...body,
      isProtected: body.password === undefined ? ALBUM.isProtected : body.password !== null,
    });
  }
  if (method === 'POST')
    return createAnswer ?? jsonResponse({ ...ALBUM, id: 'new', ...(request.body as object) }, 201);
  return jsonResponse({ error: { code: 'NOT_FOUND', message: 'Data not found.' } }, 404);
}

function withQuery(page: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{page}</QueryClientProvider>;
}

async function open(path: string, language: Language = 'en') {
  return renderRoutes(
    [
      { path: '/medias/albums/edit/:id', element: withQuery(<AlbumEditPage />) },
      { path: '/medias/albums/add', element: withQuery(<AlbumAddPage />) },
      { path: '/medias/albums', element: <h1>Album list</h1> },
    ],
    { initialEntries: [path], language },
  );
}

const sent = (method: string) => requests.filter((r) => r.method === method);

beforeEach(() => {
  resetBrowserState();
  createAnswer = null;
  album = ALBUM;
  requests = stubFetch(server);
});
afterEach(() => vi.unstubAllGlobals());
// A form page with MUI and its first lazy schema is slow to start on a busy two-core machine.
vi.setConfig({ testTimeout: 30_000 });

describe('album edit form', () => {
  it('says a protected album is protected, never shows a password, and keeps it unless asked', async () => {
    const { user } = await open(`/medias/albums/edit/${ALBUM.id}`);
    expect(await screen.findByRole('heading', { name: 'Düğün', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(/This album is protected with a password/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Keep the current password' })).toBeChecked();
    expect(
      screen.queryByLabelText(/password/i, { selector: 'input[type=password]' }),
    ).not.toBeInTheDocument();
    // The inherited approval says what the event decides today.
    expect(
      await screen.findByRole('radio', { name: "Use the event's setting (now: published after approval)" }),
    ).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent('PATCH')).toHaveLength(1));
    const body = sent('PATCH')[0]!.body as Record<string, unknown>;
    expect(body).not.toHaveProperty('password');
    expect(body).toMatchObject({ approvalRequired: null, uploadLimit: 200, sortOrder: 1, name: 'Düğün' });
    expect(await screen.findByText('Your changes have been saved.')).toBeInTheDocument();
  });

  it('removes the password with null and sends the approval choice as true or false', async () => {
    const { user } = await open(`/medias/albums/edit/${ALBUM.id}`);
    await user.click(await screen.findByRole('radio', { name: 'Remove the password' }));
    expect(screen.getByText(/anyone with the share link can open the album/)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Publish after I approve' }));
    await user.clear(screen.getByRole('spinbutton', { name: 'Upload limit' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(sent('PATCH')).toHaveLength(1));
    expect(sent('PATCH')[0]!.body).toMatchObject({
      password: null,
      approvalRequired: true,
      uploadLimit: null,
    });
    // The saved album is open now: the form offers protection again.
    expect(
      await screen.findByRole('switch', { name: 'Protect the album with a password' }),
    ).not.toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'Publish at once' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent('PATCH')).toHaveLength(2));
    expect(sent('PATCH')[1]!.body).toMatchObject({ approvalRequired: false });
    expect(sent('PATCH')[1]!.body).not.toHaveProperty('password');
  });

  it('checks a new password in the browser with the shared rules before sending it', async () => {
    const { user } = await open(`/medias/albums/edit/${ALBUM.id}`);
    await user.click(await screen.findByRole('radio', { name: 'Set a new password' }));
    const password = screen.getByLabelText(/New password/);

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    await user.type(password, 'abc');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Must be at least 4 characters')).toBeInTheDocument();
    expect(sent('PATCH')).toHaveLength(0);

    await user.type(password, 'de1');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent('PATCH')).toHaveLength(1));
    expect(sent('PATCH')[0]!.body).toMatchObject({ password: 'abcde1' });
  });
});

describe('album add form', () => {
  it('creates a protected album for the chosen event with its limit, then goes back to the list', async () => {
    const { user, router } = await open(`/medias/albums/add?qrCodeId=${EVENT.id}`);
    const event = await screen.findByRole('combobox', { name: 'Event' });
    await waitFor(() => expect(event).toHaveValue('Ayşe & Mehmet'));
    await user.type(screen.getByRole('textbox', { name: /Album name/ }), '  Kına gecesi ');
    await user.click(screen.getByRole('switch', { name: 'Protect the album with a password' }));
    await user.type(screen.getByLabelText(/^Password/), 'kina2025');
    await user.click(screen.getByRole('radio', { name: 'Publish at once' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Upload limit' }), '1.5');
    await user.click(screen.getByRole('button', { name: 'Create album' }));
    expect(await screen.findByText('This value is not valid')).toBeInTheDocument();
    expect(sent('POST')).toHaveLength(0);

    await user.clear(screen.getByRole('spinbutton', { name: 'Upload limit' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Upload limit' }), '25');
    await user.click(screen.getByRole('button', { name: 'Create album' }));
    await waitFor(() => expect(sent('POST')).toHaveLength(1));
    expect(sent('POST')[0]!.body).toEqual({
      qrCodeId: EVENT.id,
      name: 'Kına gecesi',
      description: null,
      password: 'kina2025',
      isActive: true,
      uploadsEnabled: true,
      approvalRequired: false,
      uploadLimit: 25,
      visibility: 'public',
      revealAt: null,
    });
    await screen.findByRole('heading', { name: 'Album list' });
    expect(router.state.location.search).toBe(`?qrCodeId=${EVENT.id}`);
  });

  it('shows the plan limit in the user’s language and the server’s field errors on their fields', async () => {
    const { user } = await open(`/medias/albums/add?qrCodeId=${EVENT.id}`);
    await screen.findByRole('combobox', { name: 'Event' });
    await user.type(screen.getByRole('textbox', { name: /Album name/ }), 'Nikah');

    createAnswer = jsonResponse(
      { error: { code: 'PLAN_LIMIT_REACHED', message: "Your plan's limit has been reached." } },
      403,
    );
    await user.click(screen.getByRole('button', { name: 'Create album' }));
    expect(
      await screen.findByText("Your plan's limit has been reached. Upgrade your plan to add more."),
    ).toBeInTheDocument();

    createAnswer = jsonResponse(
      {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Please fill in the required fields!',
          fields: { approvalRequired: 'Choose one of the options' },
        },
      },
      400,
    );
    await user.click(screen.getByRole('button', { name: 'Create album' }));
    expect(await screen.findByText('Choose one of the options')).toBeInTheDocument();
  });
});

describe('who sees the album', () => {
  it('offers three cards; "open later" needs a time, or waits for the host', async () => {
    const { user } = await open(`/medias/albums/add?qrCodeId=${EVENT.id}`);
    await screen.findByRole('combobox', { name: 'Event' });
    await user.type(screen.getByRole('textbox', { name: /Album name/ }), 'Düğün gecesi');
    expect(screen.getByRole('radio', { name: /^Open to everyone/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /^Only I see it \(drop box\)/ })).not.toBeChecked();
    expect(screen.queryByText('When I open it')).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /^Open later/ }));
    expect(screen.getByRole('radio', { name: 'At a time I choose' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Create album' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(sent('POST')).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: 'When I open it' }));
    expect(screen.getByText(/Open it with "Open now"/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create album' }));
    await waitFor(() => expect(sent('POST')).toHaveLength(1));
    expect(sent('POST')[0]!.body).toMatchObject({ visibility: 'after_reveal', revealAt: null });
  });

  it('a drop box sends no time, even one picked before', async () => {
    album = { ...ALBUM, visibility: 'after_reveal', revealAt: OPENS_AT, revealed: false };
    const { user } = await open(`/medias/albums/edit/${ALBUM.id}`);
    await user.click(await screen.findByRole('radio', { name: /^Only I see it/ }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent('PATCH')).toHaveLength(1));
    expect(sent('PATCH')[0]!.body).toMatchObject({ visibility: 'owner_only', revealAt: null });
    expect(await screen.findByText('Only you see it (drop box)')).toBeInTheDocument();
  });

  it('says when a waiting album opens, and "Şimdi aç" opens it after asking', async () => {
    album = { ...ALBUM, visibility: 'after_reveal', revealAt: OPENS_AT, revealed: false };
    const { user } = await open(`/medias/albums/edit/${ALBUM.id}`, 'tr');
    expect(await screen.findByText("12 Haziran 2099 10:00'da açılacak")).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Belirlediğim zamanda' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Şimdi aç' }));
    const dialog = await screen.findByRole('dialog', { name: 'Albüm şimdi açılsın mı?' });
    expect(dialog).toHaveTextContent(
      '"Düğün" albümündeki tüm fotoğraf ve videolar misafirlere hemen görünecek.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Şimdi aç' }));
    expect(await screen.findByText('Açıldı, misafirler görüyor')).toBeInTheDocument();
    expect(requests.filter((r) => r.path.endsWith('/reveal'))).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Şimdi aç' })).not.toBeInTheDocument();

    // the form goes on from the time it opened: saving does not hide it again
    await user.click(screen.getByRole('button', { name: 'Değişiklikleri kaydet' }));
    await waitFor(() => expect(sent('PATCH')).toHaveLength(1));
    expect(sent('PATCH')[0]!.body).toMatchObject({ visibility: 'after_reveal', revealAt: REVEALED_AT });
  });
});

describe('album form values → API body', () => {
  it('maps the tri-states both ways', () => {
    const values = albumFormValuesOf({
      ...ALBUM,
      isProtected: false,
      approvalRequired: false,
      uploadLimit: null,
    });
    expect(values).toMatchObject({ passwordMode: 'none', approval: 'notRequired', uploadLimit: '' });
    expect(toUpdateAlbumBody(values)).not.toHaveProperty('password');
    expect(toCreateAlbumBody({ ...values, passwordMode: 'set', password: ' a b ' })).toMatchObject({
      password: ' a b ', // a password is taken exactly as typed
      approvalRequired: false,
      uploadLimit: null,
    });
    expect(toUpdateAlbumBody({ ...values, approval: 'inherit', sortOrder: '' })).not.toHaveProperty(
      'sortOrder',
    );
  });
});
