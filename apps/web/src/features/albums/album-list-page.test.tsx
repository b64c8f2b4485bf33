// The album list as a host reads it: who sees each album now, and "Şimdi aç" on a row of an album
// still waiting (asked first), nowhere else.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Album } from '@hatira/shared/albums';
import {
  jsonResponse,
  renderRoutes,
  resetBrowserState,
  stubFetch,
  type RecordedRequest,
} from '../../test-utils';
import { AlbumListPage } from './album-list-page';

const QR_ID = '0190a0a0-0000-7000-8000-0000000000e1';

const album = (id: string, name: string, fields: Partial<Album>): Album => ({
  id,
  qrCodeId: QR_ID,
  name,
  description: null,
  isProtected: false,
  isActive: true,
  uploadsEnabled: true,
  approvalRequired: null,
  uploadLimit: null,
  visibility: 'public',
  revealAt: null,
  revealed: true,
  sortOrder: 0,
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-01T10:00:00.000Z',
  ...fields,
});

const SURPRISE = album('0190a0a0-0000-7000-8000-0000000000a2', 'Sürpriz', {
  visibility: 'after_reveal',
  revealAt: new Date(2099, 5, 12, 10, 0).toISOString(),
  revealed: false,
});
let albums: Album[];
let requests: RecordedRequest[];

function server(request: RecordedRequest): Response {
  if (request.method === 'GET' && request.path.startsWith('/api/albums?'))
    return jsonResponse({ items: albums, total: albums.length });
  if (request.method === 'POST' && request.path === `/api/albums/${SURPRISE.id}/reveal`) {
    const opened = { ...SURPRISE, revealAt: '2026-06-12T21:30:00.000Z', revealed: true };
    albums = albums.map((a) => (a.id === opened.id ? opened : a));
    return jsonResponse(opened);
  }
  const event = { id: QR_ID, title: 'Ayşe & Mehmet', approvalRequired: false };
  if (request.method === 'GET' && request.path.startsWith(`/api/qr-codes/${QR_ID}`))
    return jsonResponse(event);
  if (request.method === 'GET' && request.path.startsWith('/api/qr-codes?'))
    return jsonResponse({ items: [event], total: 1 });
  return jsonResponse({ error: { code: 'NOT_FOUND', message: 'Data not found.' } }, 404);
}

beforeEach(() => {
  resetBrowserState();
  albums = [
    album('0190a0a0-0000-7000-8000-0000000000a1', 'Düğün', {}),
    SURPRISE,
    album('0190a0a0-0000-7000-8000-0000000000a3', 'Anı kutusu', {
      visibility: 'owner_only',
      revealed: false,
    }),
    album('0190a0a0-0000-7000-8000-0000000000a4', 'Kına', { visibility: 'after_reveal', revealed: false }),
  ];
  requests = stubFetch(server);
});
afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 30_000 });

describe('album list', () => {
  it('says who sees each album and opens a waiting one from its row', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { user } = await renderRoutes(
      [
        {
          path: '/medias/albums',
          element: (
            <QueryClientProvider client={client}>
              <AlbumListPage />
            </QueryClientProvider>
          ),
        },
      ],
      { initialEntries: [`/medias/albums?qrCodeId=${QR_ID}`], language: 'tr' },
    );
    expect(
      await screen.findByRole('gridcell', { name: "12 Haziran 2099 10:00'da açılacak" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('gridcell', { name: 'Herkese açık' })).toBeInTheDocument();
    expect(screen.getByRole('gridcell', { name: 'Yalnızca siz görürsünüz (kutu)' })).toBeInTheDocument();
    expect(screen.getByRole('gridcell', { name: 'Siz açınca açılacak' })).toBeInTheDocument();
    // only the two waiting albums can be opened now (a phone-width table: the row menus)
    expect(screen.getAllByRole('menuitem', { name: /şimdi aç/ })).toHaveLength(2);
    expect(screen.getByRole('menuitem', { name: 'Kına albümünü şimdi aç' })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Sürpriz albümünü şimdi aç' }));
    const dialog = await screen.findByRole('dialog', { name: 'Albüm şimdi açılsın mı?' });
    await user.click(within(dialog).getByRole('button', { name: 'Şimdi aç' }));
    await waitFor(() =>
      expect(requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([
        `/api/albums/${SURPRISE.id}/reveal`,
      ]),
    );
    expect(await screen.findByRole('gridcell', { name: 'Açıldı, misafirler görüyor' })).toBeInTheDocument();
  });
});
