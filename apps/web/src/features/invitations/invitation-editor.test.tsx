// The invitation editor as a couple uses it: the shared schema's checks in the browser before
// anything is sent, a new invitation's body as the contract says (the date and time read at the
// venue, sent as the instant), the live preview following the typing, an edit sent as a PATCH,
// and the share tools of a saved invitation (link, QR picture and files, WhatsApp, replies).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { resetBrowserState, stubDownloads, stubFetch, type RecordedRequest } from '../../test-utils';
import { EVENT, INVITATION, SECOND, invitationServer, openAsCouple, state } from './invitations.test-support';

let requests: RecordedRequest[];
let downloads: string[];
beforeEach(() => {
  resetBrowserState();
  state.invitations = [INVITATION];
  requests = stubFetch(invitationServer);
  downloads = stubDownloads();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
vi.setConfig({ testTimeout: 60_000 });

/** The first render builds the whole form: on a busy machine that takes longer than a click. */
const FIRST = { timeout: 20_000 };
const writes = () => requests.filter((r) => r.method !== 'GET');
const field = (name: RegExp | string) => screen.getByRole('textbox', { name });
const preview = () => screen.getByRole('region', { name: 'Preview' });

/** Types a date and a time into the start's pickers, section by section as a user does. */
async function typeStart(user: UserEvent, date: string, time: string) {
  await user.click(
    within(screen.getByRole('group', { name: /^Date/ })).getByRole('spinbutton', { name: 'Day' }),
  );
  await user.keyboard(date);
  await user.click(
    within(screen.getByRole('group', { name: /^Time/ })).getByRole('spinbutton', { name: 'Hours' }),
  );
  await user.keyboard(time);
}

describe('a new invitation', () => {
  beforeEach(() => {
    state.invitations = [];
  });

  it('says what is missing or wrong before sending anything', async () => {
    const { user } = await openAsCouple('/wedding/digital-invitation');
    await screen.findByRole('heading', { name: 'New digital invitation' }, FIRST);
    await user.click(field(/^Map link/));
    await user.paste('http://maps.example.com/elif-mert');
    const hex = field(/^Colour code/);
    await user.clear(hex);
    await user.type(hex, '#12345');
    await user.click(screen.getByRole('button', { name: 'Create invitation' }));

    await waitFor(() => expect(field(/^Title/)).toHaveAccessibleDescription('This field is required'));
    expect(field(/^Couple's names/)).toHaveAccessibleDescription('This field is required');
    expect(screen.getByRole('group', { name: /^Date/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('group', { name: /^Time/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('This field is required')).toHaveLength(4);
    // A map link must be https; a colour six hex digits.
    expect(field(/^Map link/)).toHaveAccessibleDescription('This value is not valid');
    expect(hex).toHaveAccessibleDescription('This value is not valid');
    expect(writes()).toEqual([]);
  });

  it('shows the page as typed, then creates it with the body the contract asks and opens it', async () => {
    const { user, router } = await openAsCouple('/wedding/digital-invitation');
    await screen.findByRole('heading', { name: 'New digital invitation' }, FIRST);
    expect(
      within(preview()).getByText('No date chosen: the preview shows a sample date.'),
    ).toBeInTheDocument();

    await user.type(field(/^Title/), 'Davet');
    await user.type(field(/^Couple's names/), 'Elif & Mert');
    expect(within(preview()).getByText('Elif & Mert')).toBeInTheDocument();
    expect(within(preview()).getByText('Davet')).toBeInTheDocument();
    await typeStart(user, '14092030', '1930');
    // The time as the venue's clock reads it.
    expect(screen.getByText(/^At the venue: Saturday, September 14, 2030 at 19:30/)).toBeInTheDocument();
    expect(within(preview()).queryByText(/sample date/)).not.toBeInTheDocument();
    await user.type(field(/^Venue/), 'Çırağan');
    expect(within(preview()).getByText('Çırağan')).toBeInTheDocument();
    const message = field(/^Invitation message/);
    await user.click(message);
    await user.paste('Sizi aramızda görmek isteriz.');
    expect(message).toHaveAccessibleDescription('29 / 2000 characters');
    // The garden theme brings its own colour.
    await user.click(screen.getByRole('radio', { name: 'Garden' }));
    expect(field(/^Colour code/)).toHaveValue('#4f7942');
    const guests = screen.getByRole('spinbutton', { name: /^Most guests in one reply/ });
    await user.clear(guests);
    await user.type(guests, '4');

    await user.click(screen.getByRole('button', { name: 'Create invitation' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({
      method: 'POST',
      path: '/api/invitations',
      body: {
        title: 'Davet',
        coupleNames: 'Elif & Mert',
        startsAt: '2030-09-14T16:30:00.000Z',
        timezone: 'Europe/Istanbul',
        venueName: 'Çırağan',
        address: '',
        mapUrl: '',
        message: 'Sizi aramızda görmek isteriz.',
        theme: 'garden',
        themeColor: '#4f7942',
        qrCodeId: null,
        rsvpEnabled: true,
        rsvpDeadline: null,
        maxGuestsPerReply: 4,
        isActive: true,
      },
    });
    expect(await screen.findByText('Invitation created.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?id=new-invitation'));
  });
});

describe('a saved invitation', () => {
  it('is edited in place: the changes go as a PATCH, the start as it was', async () => {
    const { user } = await openAsCouple('/wedding/digital-invitation');
    expect(await screen.findByRole('heading', { name: INVITATION.title }, FIRST)).toBeInTheDocument();
    expect(field(/^Couple's names/)).toHaveValue('Elif & Mert');
    expect(screen.getByText(/^At the venue: Saturday, September 14, 2030 at 19:00/)).toBeInTheDocument();
    // One invitation: no picker, a way to make another.
    expect(screen.queryByRole('combobox', { name: 'Invitation' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New invitation' })).toBeInTheDocument();

    const venue = field(/^Venue/);
    await user.clear(venue);
    await user.type(venue, 'Esma Sultan');
    await user.click(screen.getByRole('combobox', { name: /^Event page/ }));
    await user.click(await screen.findByRole('option', { name: EVENT.title }));
    await user.click(field(/^Map link/));
    await user.paste('https://maps.app.goo.gl/esma');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({
      method: 'PATCH',
      path: `/api/invitations/${INVITATION.id}`,
      body: {
        venueName: 'Esma Sultan',
        qrCodeId: EVENT.id,
        mapUrl: 'https://maps.app.goo.gl/esma',
        startsAt: INVITATION.startsAt,
        timezone: 'Europe/Istanbul',
      },
    });
    expect(await screen.findByText('Invitation saved.')).toBeInTheDocument();
  });

  it('offers its link, QR code, WhatsApp message and replies', async () => {
    const { user } = await openAsCouple('/wedding/digital-invitation');
    const share = await screen.findByRole('region', { name: 'Share' }, FIRST);
    const url = `${window.location.origin}/i/${INVITATION.hash}`;
    expect(within(share).getByRole('textbox', { name: 'Invitation link' })).toHaveValue(url);
    expect(within(share).getByRole('link', { name: 'Open invitation' })).toHaveAttribute('href', url);

    // The QR picture needs the session's token: fetched, then shown from memory.
    expect(
      await within(share).findByRole('img', { name: `QR code of the invitation ${INVITATION.title}` }),
    ).toHaveAttribute('src', 'blob:file-1');
    const qr = requests.find((r) => r.path === `/api/invitations/${INVITATION.id}/qr.svg`);
    expect(qr?.headers.get('Authorization')).toBe('Bearer test-access-token');
    await user.click(within(share).getByRole('button', { name: 'Download PNG' }));
    await waitFor(() => expect(downloads).toEqual(['davetiye-qr.png']));

    const whatsApp = within(share).getByRole('link', { name: 'Send on WhatsApp' });
    const href = new URL(whatsApp.getAttribute('href') ?? '');
    expect(href.origin + href.pathname).toBe('https://wa.me/');
    expect(href.searchParams.get('text')).toBe(
      `We, Elif & Mert, would love you to join us at our wedding! Date: September 14, 2030 at 19:00. Our invitation, and to reply: ${url}`,
    );
    expect(within(share).getByRole('link', { name: 'Replies (3)' })).toHaveAttribute(
      'href',
      `/wedding/digital-invitation/messages?invitation=${INVITATION.id}`,
    );
  });

  it('is picked among several, and deleted after asking', async () => {
    state.invitations = [INVITATION, SECOND];
    const { user, router } = await openAsCouple('/wedding/digital-invitation');
    expect(await screen.findByRole('heading', { name: INVITATION.title }, FIRST)).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Invitation' }));
    await user.click(await screen.findByRole('option', { name: /^Kına gecesi · / }));
    expect(await screen.findByRole('heading', { name: 'Kına gecesi' })).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?id=${SECOND.id}`);

    await user.click(screen.getByRole('button', { name: 'Delete invitation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the invitation?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(writes()).toEqual([
        expect.objectContaining({ method: 'DELETE', path: `/api/invitations/${SECOND.id}` }),
      ]),
    );
    expect(await screen.findByRole('heading', { name: INVITATION.title })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });
});
