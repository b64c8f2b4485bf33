// The event page as its host sees it: settings saved as the API expects, the QR picture fetched
// with the session's token, downloads named as the server names them, and the share link.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { QrCode } from '@hatira/shared/qr-codes';
import { saveSession } from '../../lib/session';
import {
  authResponse,
  jsonResponse,
  renderRoutes,
  resetBrowserState,
  stubFetch,
  type RecordedRequest,
  stubDownloads,
} from '../../test-utils';
import { QrCodeEditPage } from './qr-code-pages';

const EVENT: QrCode = {
  id: '0190a0a0-0000-7000-8000-0000000000e1',
  ownerId: '0190a0a0-0000-7000-8000-000000000001',
  ownerName: 'Ayşe Yılmaz',
  customerId: null,
  hash: 'abcDEF123456ghij',
  title: 'Ayşe & Mehmet',
  description: 'Kır düğünü',
  eventDate: null,
  isActive: false,
  uploadsEnabled: true,
  approvalRequired: false,
  allowGuestDownload: false,
  themeColor: null,
  guestDeleteEnabled: true,
  slideshowUrl: null,
  slideshowInterval: 8,
  slideshowIncludeVideos: true,
  slideshowShowNames: true,
  slideshowIncludeHidden: false,
  albumCount: 1,
  createdAt: '2025-01-01T10:00:00.000Z',
  updatedAt: '2025-01-01T10:00:00.000Z',
};

let requests: RecordedRequest[];
let downloads: string[];

function server(request: RecordedRequest): Response {
  const { method, path } = request;
  if (path.startsWith(`/api/qr-codes/${EVENT.id}/image?`)) {
    const format = new URL(path, 'http://localhost').searchParams.get('format');
    return new Response(format === 'svg' ? '<svg xmlns="http://www.w3.org/2000/svg"/>' : 'PNG', {
      headers: {
        'Content-Type': format === 'svg' ? 'image/svg+xml' : 'image/png',
        'Content-Disposition': `inline; filename="hatira-${EVENT.hash}.${format}"`,
      },
    });
  }
  if (path.startsWith(`/api/qr-codes/${EVENT.id}/card.pdf?`)) {
    const format = new URL(path, 'http://localhost').searchParams.get('format');
    return new Response('%PDF-1.7', {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="hatira-card-${format}.pdf"`,
      },
    });
  }
  if (method === 'GET' && path === `/api/qr-codes/${EVENT.id}`) return jsonResponse(EVENT);
  if (method === 'PATCH') return jsonResponse({ ...EVENT, ...(request.body as object) });
  if (method === 'GET' && path.startsWith('/api/albums?'))
    return jsonResponse({
      items: [
        {
          id: 'a1',
          qrCodeId: EVENT.id,
          name: 'General Shares',
          description: null,
          isProtected: true,
          isActive: true,
          uploadsEnabled: true,
          approvalRequired: null,
          uploadLimit: null,
          sortOrder: 0,
          createdAt: EVENT.createdAt,
          updatedAt: EVENT.updatedAt,
        },
      ],
      total: 1,
    });
  return jsonResponse({ error: { code: 'NOT_FOUND', message: 'Data not found.' } }, 404);
}

async function openEvent() {
  saveSession(authResponse({ role: 'subscriber' }));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderRoutes(
    [
      {
        path: '/qr/edit/:id',
        element: (
          <QueryClientProvider client={client}>
            <QrCodeEditPage />
          </QueryClientProvider>
        ),
      },
    ],
    { initialEntries: [`/qr/edit/${EVENT.id}`] },
  );
}

beforeEach(() => {
  resetBrowserState();
  requests = stubFetch(server);
  downloads = stubDownloads();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
vi.setConfig({ testTimeout: 30_000 });

describe('event edit page', () => {
  it('shows the QR code fetched with the session token, and the share link', async () => {
    await openEvent();
    expect(await screen.findByRole('img', { name: 'QR code for Ayşe & Mehmet' })).toHaveAttribute(
      'src',
      'blob:file-1',
    );
    const image = requests.find((r) => r.path.includes('/image?'))!;
    expect(image.path).toBe(`/api/qr-codes/${EVENT.id}/image?format=svg`);
    expect(image.headers.get('Authorization')).toBe('Bearer test-access-token');

    const link = `${window.location.origin}/s/${EVENT.hash}`;
    expect(screen.getByRole('textbox', { name: 'Share link' })).toHaveValue(link);
    expect(screen.getByRole('link', { name: 'Open the share page' })).toHaveAttribute('href', link);
    expect(screen.getByText(/This page is inactive/)).toBeInTheDocument();
    // The event's albums link to their own edit pages.
    expect(await screen.findByRole('link', { name: /General Shares/ })).toHaveAttribute(
      'href',
      '/medias/albums/edit/a1',
    );
  });

  it('copies the share link', async () => {
    const { user } = await openEvent();
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/s/${EVENT.hash}`);
  });

  it('downloads the PNG at the chosen size and the SVG, named by the server', async () => {
    const { user } = await openEvent();
    await user.click(await screen.findByRole('combobox', { name: 'PNG size' }));
    await user.click(await screen.findByRole('option', { name: '2048 pixels' }));
    await user.click(screen.getByRole('button', { name: 'Download PNG' }));
    await waitFor(() => expect(downloads).toEqual([`hatira-${EVENT.hash}.png`]));
    expect(requests.some((r) => r.path.endsWith('/image?format=png&size=2048'))).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Download SVG' }));
    await waitFor(() => expect(downloads).toEqual([`hatira-${EVENT.hash}.png`, `hatira-${EVENT.hash}.svg`]));
  });

  it('saves the settings as the API expects and says so', async () => {
    const { user } = await openEvent();
    const settings = await screen.findByRole('region', { name: 'Settings' });
    const title = within(settings).getByRole('textbox', { name: /Title/ });
    await user.clear(title);
    await user.click(within(settings).getByRole('button', { name: 'Save changes' }));
    expect(await within(settings).findByText('This field is required')).toBeInTheDocument();

    await user.type(title, '  Ayşe & Mehmet — Kır düğünü ');
    await user.clear(within(settings).getByRole('textbox', { name: 'Description' }));
    await user.click(within(settings).getByRole('switch', { name: 'Page is active' }));
    await user.click(within(settings).getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(requests.filter((r) => r.method === 'PATCH')).toHaveLength(1));
    expect(requests.find((r) => r.method === 'PATCH')!.body).toEqual({
      title: 'Ayşe & Mehmet — Kır düğünü',
      description: null,
      eventDate: null,
      isActive: true,
      uploadsEnabled: true,
      approvalRequired: false,
      allowGuestDownload: false,
      guestDeleteEnabled: true,
      themeColor: null,
    });
    // Said in a toast (role status), outside the form.
    expect(await screen.findByText('Your changes have been saved.')).toBeInTheDocument();
    expect(screen.queryByText(/This page is inactive/)).not.toBeInTheDocument();
  });

  it('downloads the free print card as a poster in the guests’ language', async () => {
    const { user } = await openEvent();
    await user.click(await screen.findByRole('button', { name: 'Download a print card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Print card for Ayşe & Mehmet' });
    expect(within(dialog).getByRole('radio', { name: 'A6 table card' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'A4 poster' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Language on the card' }));
    await user.click(await screen.findByRole('option', { name: 'Deutsch' }));
    await user.click(within(dialog).getByRole('button', { name: 'Download PDF' }));

    await waitFor(() => expect(downloads).toEqual(['hatira-card-a4.pdf']));
    const card = requests.find((r) => r.path.includes('/card.pdf?'))!;
    expect(card.path).toBe(`/api/qr-codes/${EVENT.id}/card.pdf?format=a4&lang=de`);
    expect(card.headers.get('Authorization')).toBe('Bearer test-access-token');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
