// The invitation card as a guest sees it: each theme, the date and time in the invitation's zone,
// the countdown's three states, and where its buttons lead (the calendar file, Google Calendar in
// UTC, directions, the photo page); in the editor's preview nothing leads anywhere.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { INVITATION_THEMES, THEME_DEFAULT_COLORS } from '@hatira/shared/invitations';
import { changeLanguage } from '../../lib/i18n';
import { clearStorage } from '../../lib/storage';
import { InvitationCard } from './invitation-card';
import { browserTimeZone } from './invitation-time';
import { initGuestTexts, INVITE_HASH, publicInvitation } from './invite.test-support';

beforeAll(async () => {
  await initGuestTexts();
  await changeLanguage('tr');
});
afterEach(() => {
  vi.useRealTimers();
  clearStorage();
});

/** The clock at `iso` (only Date: React's timers stay real). */
const clockAt = (iso: string) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
};

describe('the invitation card', () => {
  it.each(INVITATION_THEMES)('shows the %s theme with the names, the title and the message', (theme) => {
    const { container } = render(
      <InvitationCard invitation={publicInvitation({ theme, themeColor: THEME_DEFAULT_COLORS[theme] })} />,
    );
    const card = container.querySelector('article')!;
    expect(card).toHaveClass(`inv-card--${theme}`);
    expect(card.style.getPropertyValue('--inv-color')).toBe(THEME_DEFAULT_COLORS[theme]);
    expect(screen.getByRole('heading', { level: 1, name: 'Ayşe & Mehmet' })).toBeInTheDocument();
    expect(screen.getByText('Düğünümüze davetlisiniz')).toBeInTheDocument();
    // Line breaks kept (white-space: pre-line): the text arrives whole.
    expect(
      screen.getByText('Bu mutlu günümüzde\nsizi de aramızda görmek isteriz.', {
        normalizer: (text) => text,
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('Çırağan Sarayı')).toBeInTheDocument();
  });

  it('takes the owner’s colour, or the theme’s own for a broken one', () => {
    const { container, rerender } = render(
      <InvitationCard invitation={publicInvitation({ theme: 'garden', themeColor: '#e91e63' })} />,
    );
    const card = () => container.querySelector('article')!;
    expect(card().style.getPropertyValue('--inv-color')).toBe('#e91e63');
    rerender(<InvitationCard invitation={publicInvitation({ theme: 'garden', themeColor: 'pink' })} />);
    expect(card().style.getPropertyValue('--inv-color')).toBe(THEME_DEFAULT_COLORS.garden);
  });

  it('shows the date and time in the invitation’s zone, naming the zone when the guest is elsewhere', () => {
    const elsewhere = browserTimeZone() === 'Asia/Tokyo' ? 'Europe/Istanbul' : 'Asia/Tokyo';
    const { rerender } = render(<InvitationCard invitation={publicInvitation({ timezone: elsewhere })} />);
    // 15:00 UTC is 00:00 the next day in Tokyo, 18:00 in Istanbul.
    const tokyo = elsewhere === 'Asia/Tokyo';
    expect(
      screen.getByText(tokyo ? '13 Haziran 2026 Cumartesi' : '12 Haziran 2026 Cuma'),
    ).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`^${tokyo ? '00:00' : '18:00'} GMT\\+[39]$`))).toBeInTheDocument();
    expect(screen.getByText(`Saat dilimi: ${elsewhere}`)).toBeInTheDocument();

    rerender(<InvitationCard invitation={publicInvitation({ timezone: browserTimeZone() })} />);
    expect(screen.queryByText(/^Saat dilimi/)).not.toBeInTheDocument();
  });

  it('counts down days, hours and minutes, says “Bugün!” on the day and that it took place after', () => {
    clockAt('2026-06-10T11:56:30.000Z');
    const { unmount } = render(<InvitationCard invitation={publicInvitation()} />);
    const timer = screen.getByRole('timer', { name: 'Düğüne kalan süre' });
    expect(timer).toHaveTextContent('2gün3saat3dakika');
    unmount();

    // 00:30 in Istanbul on the day (still the day before in UTC), and after the start.
    for (const now of ['2026-06-11T21:30:00.000Z', '2026-06-12T19:00:00.000Z']) {
      clockAt(now);
      const { unmount: done } = render(<InvitationCard invitation={publicInvitation()} />);
      expect(screen.getByRole('status')).toHaveTextContent('Bugün!');
      expect(screen.queryByRole('timer')).not.toBeInTheDocument();
      done();
    }

    clockAt('2026-06-13T09:00:00.000Z');
    render(<InvitationCard invitation={publicInvitation()} />);
    expect(screen.getByRole('status')).toHaveTextContent('Etkinlik gerçekleşti');
  });

  it('adds to a calendar by the .ics file or Google Calendar, in UTC', () => {
    render(<InvitationCard invitation={publicInvitation()} />);
    expect(screen.getByRole('link', { name: 'Takvime ekle' })).toHaveAttribute(
      'href',
      `/api/invite/${INVITE_HASH}/calendar.ics`,
    );
    const google = new URL(screen.getByRole('link', { name: 'Google Takvim' }).getAttribute('href')!);
    expect(google.origin + google.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(Object.fromEntries(google.searchParams)).toEqual({
      action: 'TEMPLATE',
      text: 'Ayşe & Mehmet — Düğünümüze davetlisiniz',
      // 18:00–22:00 in Istanbul.
      dates: '20260612T150000Z/20260612T190000Z',
      ctz: 'Europe/Istanbul',
      location: 'Çırağan Sarayı, Çırağan Cd. No:32, Beşiktaş, İstanbul',
      details: `Bu mutlu günümüzde\nsizi de aramızda görmek isteriz.\n\n${window.location.origin}/i/${INVITE_HASH}`,
    });
  });

  it('leads to the owner’s map link, else to a map search of the venue and address', () => {
    const { rerender } = render(
      <InvitationCard invitation={publicInvitation({ mapUrl: 'https://maps.app.goo.gl/abc' })} />,
    );
    expect(screen.getByRole('link', { name: 'Yol tarifi' })).toHaveAttribute(
      'href',
      'https://maps.app.goo.gl/abc',
    );
    rerender(<InvitationCard invitation={publicInvitation()} />);
    const search = new URL(screen.getByRole('link', { name: 'Yol tarifi' }).getAttribute('href')!);
    expect(search.searchParams.get('query')).toBe('Çırağan Sarayı, Çırağan Cd. No:32, Beşiktaş, İstanbul');
    rerender(<InvitationCard invitation={publicInvitation({ venueName: '', address: '' })} />);
    expect(screen.queryByRole('link', { name: 'Yol tarifi' })).not.toBeInTheDocument();
  });

  it('offers the photo page only when the invitation has one', () => {
    const { rerender } = render(<InvitationCard invitation={publicInvitation()} />);
    expect(screen.queryByRole('link', { name: 'Fotoğraf paylaş' })).not.toBeInTheDocument();
    rerender(<InvitationCard invitation={publicInvitation({ sharePath: '/s/dugun-2026' })} />);
    expect(screen.getByRole('link', { name: 'Fotoğraf paylaş' })).toHaveAttribute('href', '/s/dugun-2026');
  });

  it('shows the cover photo when there is one', () => {
    const { container } = render(
      <InvitationCard invitation={publicInvitation({ coverUrl: '/api/media/cover.webp' })} />,
    );
    expect(container.querySelector('img')).toHaveAttribute('src', '/api/media/cover.webp');
  });

  it('goes nowhere in the editor’s preview', () => {
    render(
      <InvitationCard
        invitation={publicInvitation({ sharePath: '/s/dugun-2026', mapUrl: 'https://maps.app.goo.gl/abc' })}
        preview
      />,
    );
    const card = screen.getByRole('article');
    expect(within(card).queryAllByRole('link')).toEqual([]);
    expect(within(card).getByText('Takvime ekle')).toBeInTheDocument();
    expect(within(card).getByText('Yol tarifi')).toBeInTheDocument();
    // Inside the editor's page the names are not its main heading.
    expect(within(card).getByRole('heading', { level: 2, name: 'Ayşe & Mehmet' })).toBeInTheDocument();
  });
});
