// The cover photo of a saved invitation: a chosen file shows first as the cover will cut it (on
// the card and in the phone preview), goes up only when the couple says so, and a file the server
// would refuse is refused here first; the saved cover can be removed.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetBrowserState, stubDownloads, stubFetch, type RecordedRequest } from '../../test-utils';
import { COVER_URL, INVITATION, invitationServer, openAsCouple, state } from './invitations.test-support';

let requests: RecordedRequest[];
beforeEach(() => {
  resetBrowserState();
  state.invitations = [INVITATION];
  requests = stubFetch(invitationServer);
  stubDownloads();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
vi.setConfig({ testTimeout: 60_000 });

const FIRST = { timeout: 20_000 };
const coverWrites = () => requests.filter((r) => r.path.endsWith('/cover'));
const photo = (size: number, type = 'image/jpeg') => {
  const file = new File(['jpeg'], 'kapak.jpg', { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('the cover photo', () => {
  it('shows the chosen photo as cut, then uploads it and shows the server’s cover', async () => {
    const { user } = await openAsCouple('/wedding/digital-invitation');
    await screen.findByText('No cover photo yet', {}, FIRST);
    await user.upload(screen.getByLabelText('Choose photo'), photo(3 * 1024 * 1024));

    expect(screen.getByRole('img', { name: 'The chosen photo, as the cover will show it' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );
    expect(screen.getByText(/its middle is cut to 4:3/)).toBeInTheDocument();
    // The guest's page shows it too, before anything is sent.
    const preview = screen.getByRole('region', { name: 'Preview' });
    // (By its element: the card is the public page's, whose words for its picture are its own.)
    const previewCover = () => preview.querySelector('img');
    expect(previewCover()).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    expect(coverWrites()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Upload photo' }));
    await waitFor(() =>
      expect(screen.getByRole('img', { name: "The invitation's cover photo" })).toHaveAttribute(
        'src',
        COVER_URL,
      ),
    );
    expect(coverWrites()).toEqual([
      expect.objectContaining({ method: 'POST', path: `/api/invitations/${INVITATION.id}/cover` }),
    ]);
    expect(previewCover()).toHaveAttribute('src', COVER_URL);
  });

  it('refuses a photo over 20 MB or of another kind without sending it', async () => {
    const { user } = await openAsCouple('/wedding/digital-invitation');
    await screen.findByText('No cover photo yet', {}, FIRST);
    await user.upload(screen.getByLabelText('Choose photo'), photo(21 * 1024 * 1024));
    expect(screen.getByRole('alert')).toHaveTextContent('The image cannot be larger than 20 MB.');
    // A browser may let any file through its picker ("All files"): the page checks it itself.
    await userEvent
      .setup({ applyAccept: false })
      .upload(screen.getByLabelText('Choose photo'), photo(1024, 'image/gif'));
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose a JPG, PNG, WebP or HEIC photo.');
    expect(screen.queryByRole('button', { name: 'Upload photo' })).not.toBeInTheDocument();
    expect(coverWrites()).toEqual([]);
  });

  it('removes the saved cover', async () => {
    state.invitations = [{ ...INVITATION, coverUrl: COVER_URL, coverThumbUrl: COVER_URL }];
    const { user } = await openAsCouple('/wedding/digital-invitation');
    expect(await screen.findByRole('img', { name: "The invitation's cover photo" }, FIRST)).toHaveAttribute(
      'src',
      COVER_URL,
    );
    await user.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(await screen.findByText('No cover photo yet')).toBeInTheDocument();
    expect(coverWrites()).toEqual([
      expect.objectContaining({ method: 'DELETE', path: `/api/invitations/${INVITATION.id}/cover` }),
    ]);
  });
});
