// The event's home page as a guest sees it, and every way opening it can fail: each guest error
// code as a full-page message in the guest's language, QR_NOT_FOUND as /not-qr, no connection as
// a message with a retry.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { ErrorCode } from '@hatira/shared/errors';
import type { Language } from '@hatira/shared/languages';
import { getItem } from '../../lib/storage';
import { renderRoutes, resetBrowserState } from '../../test-utils';
import { GUEST_KEY_HEADER, guestKey } from './guest-key';
import {
  apiError,
  eventHome,
  HASH,
  homeAnswer,
  offline,
  PRIVATE,
  serve,
  shareRoutes,
} from './share.test-support';

beforeEach(resetBrowserState);
afterEach(() => {
  vi.unstubAllGlobals();
  resetBrowserState();
});

const visit = (path: string, language: Language = 'en') =>
  renderRoutes(shareRoutes(), { language, initialEntries: [path] });

describe('share home page', () => {
  it('shows the event, its albums with counts and locks, and the way to share, in Turkish', async () => {
    const requests = serve(homeAnswer());
    await visit(`/s/${HASH}`, 'tr');

    expect(await screen.findByRole('heading', { level: 1, name: 'Ayşe & Mehmet' })).toBeInTheDocument();
    expect(screen.getByText('12 Haziran 2026')).toBeInTheDocument();
    expect(screen.getByText('Düğünümüze hoş geldiniz!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Medya Paylaş/ })).toHaveAttribute('href', `/s/${HASH}/post`);

    const general = screen.getByRole('link', { name: /Genel Paylaşımlar/ });
    expect(general).toHaveAttribute('href', `/s/${HASH}/album/a1111111-1111-4111-8111-111111111111`);
    expect(within(general).getByText('3 paylaşım')).toBeInTheDocument();
    expect(within(general).queryByText('Şifreli albüm')).not.toBeInTheDocument();
    const locked = screen.getByRole('link', { name: /Nikah/ });
    expect(locked).toHaveAttribute('href', `/s/${HASH}/album/${PRIVATE}`);
    expect(within(locked).getByText('Şifreli albüm')).toBeInTheDocument();
    expect(within(locked).getByText('1 paylaşım')).toBeInTheDocument();

    // the event, and this phone's posts (none: no "My posts"), each with the device's key
    expect(new Set(requests.map((r) => r.path))).toEqual(
      new Set([`/api/share/${HASH}`, `/api/share/${HASH}/my-posts`]),
    );
    for (const request of requests) expect(request.headers.get(GUEST_KEY_HEADER)).toBe(guestKey());
    expect(screen.queryByRole('heading', { name: 'Paylaşımlarım' })).not.toBeInTheDocument();
  });

  it('shows the default album in the guest’s language until the owner renames it', async () => {
    serve(homeAnswer(eventHome({ albums: [{ ...eventHome().albums[0]!, name: 'Genel' }] })));
    await visit(`/s/${HASH}`, 'ru');
    expect(await screen.findByRole('link', { name: /Genel/ })).toBeInTheDocument();
    expect(screen.queryByText('Общие публикации')).not.toBeInTheDocument();
  });

  it('says “Share Media” and counts in English, and offers no sharing when uploads are off', async () => {
    serve(homeAnswer(eventHome({ qr: { uploadsEnabled: false } })));
    await visit(`/s/${HASH}`);

    expect(await screen.findByRole('link', { name: /General Shares/ })).toHaveTextContent('3 posts');
    expect(screen.getByRole('link', { name: /Nikah/ })).toHaveTextContent('1 post');
    expect(screen.queryByRole('link', { name: /Share Media/ })).not.toBeInTheDocument();
  });

  it('switches the language from the header, and remembers it', async () => {
    serve(homeAnswer());
    const { user } = await visit(`/s/${HASH}`, 'tr');
    await screen.findByRole('link', { name: /Medya Paylaş/ });

    await user.selectOptions(screen.getByLabelText('Dil'), 'de');

    expect(await screen.findByRole('link', { name: /Medien teilen/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Allgemeine Beiträge/ })).toHaveTextContent('3 Beiträge');
    expect(document.documentElement.lang).toBe('de');
    expect(getItem('language')).toBe('de');
  });

  it('takes the event’s colour as its accent', async () => {
    serve(homeAnswer(eventHome({ qr: { themeColor: '#c2185b' } })));
    await visit(`/s/${HASH}`);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Ayşe & Mehmet' });
    expect(heading.closest('.sh')).toHaveStyle({ '--accent': '#c2185b' });
  });

  it('sends an unknown QR code to /not-qr', async () => {
    serve(() => apiError('QR_NOT_FOUND'));
    const { router } = await visit('/s/unknown', 'tr');

    expect(await screen.findByRole('heading', { name: 'QR sayfası bulunamadı' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/not-qr');
  });

  it.each<[ErrorCode, string]>([
    ['IP_BLOCKED', 'You have been blocked from accessing this page!'],
    ['QR_INACTIVE', 'QR page is not active. Please try again later!'],
    [
      'SUBSCRIPTION_PROBLEM',
      'There is a subscription problem. If you think there is an error, please contact us!',
    ],
  ])('shows %s as a full-page message', async (code, text) => {
    serve(() => apiError(code));
    await visit(`/s/${HASH}`);
    expect(await screen.findByRole('heading', { level: 1, name: text })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('shows the blocked message in the guest’s language, Russian here', async () => {
    serve(() => apiError('IP_BLOCKED'));
    await visit(`/s/${HASH}`, 'ru');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Вам заблокирован доступ к этой странице!' }),
    ).toBeInTheDocument();
  });

  it('offers a retry when the server cannot be reached, and shows the page once it can', async () => {
    let isOnline = false;
    serve((request) => (isOnline ? homeAnswer()(request) : offline()));
    const { user } = await visit(`/s/${HASH}`);

    expect(await screen.findByRole('heading', { name: 'No connection' })).toBeInTheDocument();
    expect(
      screen.getByText("Can't reach the server. Check your connection and try again."),
    ).toBeInTheDocument();

    isOnline = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ayşe & Mehmet' })).toBeInTheDocument();
  });
});
