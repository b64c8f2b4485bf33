// The event page's live slideshow card (decision 052) as its host uses it: turned on, its link
// copied and its QR code (drawn in the browser) saved, a new link after asking, turned off after
// asking, and what the screen shows saved as the API expects.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import type { QrCode } from '@hatira/shared/qr-codes';
import { saveSession } from '../../lib/session';
import {
  authResponse,
  jsonResponse,
  renderRoutes,
  resetBrowserState,
  stubDownloads,
  stubFetch,
  type RecordedRequest,
} from '../../test-utils';
import { SlideshowCard } from './slideshow-card';
import { qrCodeQuery } from './qr-codes.api';

const EVENT: QrCode = {
  id: '0190a0a0-0000-7000-8000-0000000000e1',
  ownerId: '0190a0a0-0000-7000-8000-000000000001',
  ownerName: 'Ayşe Yılmaz',
  customerId: null,
  hash: 'abcDEF123456ghij',
  title: 'Ayşe & Mehmet',
  description: null,
  eventDate: null,
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
  albumCount: 1,
  createdAt: '2025-01-01T10:00:00.000Z',
  updatedAt: '2025-01-01T10:00:00.000Z',
};

let event: QrCode;
let tokens: number;
let requests: RecordedRequest[];
let downloads: string[];

function server({ method, path, body }: RecordedRequest): Response {
  if (path === `/api/qr-codes/${EVENT.id}/slideshow`) {
    if (method === 'POST') {
      event = { ...event, slideshowUrl: `/live/token-${++tokens}` };
      return jsonResponse({ url: event.slideshowUrl });
    }
    event = { ...event, slideshowUrl: null };
    return new Response(null, { status: 204 });
  }
  if (path === `/api/qr-codes/${EVENT.id}` && method === 'PATCH') {
    event = { ...event, ...(body as object) };
    return jsonResponse(event);
  }
  if (path === `/api/qr-codes/${EVENT.id}`) return jsonResponse(event);
  return jsonResponse({ error: { code: 'NOT_FOUND', message: 'Data not found.' } }, 404);
}

/** The card as the event page shows it: for the event it has loaded. */
function Card() {
  const query = useQuery(qrCodeQuery(EVENT.id));
  return query.data ? <SlideshowCard qrCode={query.data} /> : null;
}

async function openCard() {
  saveSession(authResponse({ role: 'subscriber' }));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const rendered = await renderRoutes([
    {
      path: '/',
      element: (
        <QueryClientProvider client={client}>
          <Card />
        </QueryClientProvider>
      ),
    },
  ]);
  return { ...rendered, card: await screen.findByRole('region', { name: 'Live slideshow' }) };
}

/** jsdom's Blob has no text(). */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

const writes = () => requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path}`);

beforeEach(() => {
  resetBrowserState();
  event = EVENT;
  tokens = 0;
  requests = stubFetch(server);
  downloads = stubDownloads();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
vi.setConfig({ testTimeout: 30_000 });

describe('the live slideshow card', () => {
  it('turns the slideshow on and hands over its link and QR code', async () => {
    const { user, card } = await openCard();
    expect(within(card).getByText(/on the venue’s screen/)).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Start the slideshow' }));

    const link = `${window.location.origin}/live/token-1`;
    expect(await within(card).findByRole('textbox', { name: 'Slideshow link' })).toHaveValue(link);
    expect(within(card).getByRole('link', { name: 'Open the slideshow' })).toHaveAttribute('href', link);
    expect(writes()).toEqual([`POST /api/qr-codes/${EVENT.id}/slideshow`]);

    // the picture is drawn here, from the link: no request for it
    expect(
      await within(card).findByRole('img', { name: 'QR code of the slideshow of Ayşe & Mehmet' }),
    ).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    expect(requests.filter((r) => r.path.includes('image'))).toEqual([]);
    await user.click(within(card).getByRole('button', { name: 'Download SVG' }));
    await waitFor(() => expect(downloads).toEqual([`hatira-live-${EVENT.hash}.svg`]));
    const svg = vi.mocked(URL.createObjectURL).mock.calls.at(-1)![0] as Blob;
    expect(svg.type).toBe('image/svg+xml');
    expect(await textOf(svg)).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*><path/);

    await user.click(within(card).getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(link);
  });

  it('replaces the link after saying the old screen stops, and turns it off after asking', async () => {
    event = { ...EVENT, slideshowUrl: '/live/token-0' };
    const { user, card } = await openCard();
    const field = await within(card).findByRole('textbox', { name: 'Slideshow link' });
    expect(field).toHaveValue(`${window.location.origin}/live/token-0`);

    await user.click(within(card).getByRole('button', { name: 'Create a new link' }));
    const renew = await screen.findByRole('dialog', { name: 'Create a new link?' });
    expect(within(renew).getByText(/The old link stops working at once/)).toBeInTheDocument();
    await user.click(within(renew).getByRole('button', { name: 'Create a new link' }));
    await waitFor(() => expect(field).toHaveValue(`${window.location.origin}/live/token-1`));
    // the page behind a dialog is hidden from the accessibility tree until it has closed
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(card).getByRole('button', { name: 'Turn the slideshow off' }));
    const off = await screen.findByRole('dialog', { name: 'Turn the slideshow off?' });
    await user.click(within(off).getByRole('button', { name: 'Turn off' }));
    expect(await within(card).findByRole('button', { name: 'Start the slideshow' })).toBeInTheDocument();
    expect(within(card).queryByRole('textbox', { name: 'Slideshow link' })).not.toBeInTheDocument();
    expect(writes()).toEqual([
      `POST /api/qr-codes/${EVENT.id}/slideshow`,
      `DELETE /api/qr-codes/${EVENT.id}/slideshow`,
    ]);
  });

  it('saves what the screen shows as the API expects, and refuses an interval out of range', async () => {
    const { user, card } = await openCard();
    const settings = within(card).getByRole('form', { name: 'On the screen' });
    const interval = within(settings).getByRole('spinbutton', { name: 'Seconds per photo' });
    await user.clear(interval);
    await user.type(interval, '2');
    await user.click(within(settings).getByRole('button', { name: 'Save settings' }));
    expect(await within(settings).findByText('This value is not valid')).toBeInTheDocument();

    await user.clear(interval);
    await user.type(interval, '12');
    await user.click(within(settings).getByRole('switch', { name: 'Show the guest’s name and message' }));
    await user.click(within(settings).getByRole('switch', { name: 'Show hidden albums too' }));
    await user.click(within(settings).getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(writes()).toEqual([`PATCH /api/qr-codes/${EVENT.id}`]));
    expect(requests.find((r) => r.method === 'PATCH')!.body).toEqual({
      slideshowInterval: 12,
      slideshowIncludeVideos: true,
      slideshowShowNames: false,
      slideshowIncludeHidden: true,
    });
  });
});
