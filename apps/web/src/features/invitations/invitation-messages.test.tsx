// The replies page as a couple uses it: the totals over every reply, the filters and the search
// sent to the server as its query, hide/publish and delete on a row, the CSV file in the reader's
// language, the invitation chosen in the address bar, and the way to make one when there is none.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { resetBrowserState, stubDownloads, stubFetch, type RecordedRequest } from '../../test-utils';
import {
  INVITATION,
  SECOND,
  invitationServer,
  openAsCouple,
  REPLIES,
  state,
} from './invitations.test-support';

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

const PAGE = '/wedding/digital-invitation/messages';
const writes = () => requests.filter((r) => r.method !== 'GET');
/** The query of the newest request for the replies of `id`. */
function lastListQuery(id = INVITATION.id): URLSearchParams {
  const list = requests.filter(
    (r) => r.method === 'GET' && r.path.startsWith(`/api/invitations/${id}/messages?`),
  );
  return new URL(list.at(-1)?.path ?? '', 'http://localhost').searchParams;
}
/** The first render builds the data grid: on a busy machine that takes longer than a click. */
const FIRST = { timeout: 20_000 };

describe('the replies page', () => {
  it('shows the totals and the replies, in Turkish', async () => {
    await openAsCouple(PAGE, 'tr');
    const row = (await screen.findByRole('gridcell', { name: 'Zeynep Kaya' }, FIRST)).closest(
      '[role="row"]',
    ) as HTMLElement;
    expect(within(row).getByText('Katılıyor')).toBeInTheDocument();
    expect(within(row).getByRole('gridcell', { name: '2' })).toBeInTheDocument();
    expect(within(row).getByText('Mutluluklar dileriz!')).toBeInTheDocument();
    expect(within(row).getByText('Yayında')).toBeInTheDocument();
    const other = screen.getByRole('gridcell', { name: 'Can Demir' }).closest('[role="row"]') as HTMLElement;
    expect(within(other).getByText('Katılmıyor')).toBeInTheDocument();
    expect(within(other).getByText('Gizli')).toBeInTheDocument();

    const totals = screen.getByRole('list', { name: 'Toplamlar' });
    expect(
      within(totals)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Yanıtlar12', 'Katılıyor9', 'Katılmıyor3', 'Kişi sayısı21']);
    // One invitation: no picker; its editor one click away.
    expect(screen.queryByRole('combobox', { name: 'Davetiye' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Davetiyeyi düzenle' })).toHaveAttribute(
      'href',
      `/wedding/digital-invitation?id=${INVITATION.id}`,
    );
  });

  it('sends the filters and the search as the list’s query', async () => {
    const { user, router } = await openAsCouple(PAGE);
    await screen.findByRole('gridcell', { name: 'Zeynep Kaya' }, FIRST);
    expect(lastListQuery().get('attending')).toBeNull();

    await user.click(screen.getByRole('combobox', { name: 'Attending' }));
    await user.click(await screen.findByRole('option', { name: 'Not attending' }));
    await waitFor(() => expect(lastListQuery().get('attending')).toBe('false'));
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Hidden' }));
    await waitFor(() => expect(lastListQuery().get('status')).toBe('hidden'));
    await user.type(screen.getByRole('searchbox', { name: 'Search names or messages' }), 'Can');
    await waitFor(() => expect(lastListQuery().get('q')).toBe('Can'));
    expect(lastListQuery().get('attending')).toBe('false');
    // In the address bar too, for a reload or the back button.
    expect(new URLSearchParams(router.state.location.search).get('attending')).toBe('no');
  });

  it('hides, publishes and deletes a reply', async () => {
    const { user } = await openAsCouple(PAGE);
    await user.click(await screen.findByRole('menuitem', { name: 'Hide the message of Zeynep Kaya' }, FIRST));
    await waitFor(() =>
      expect(writes()).toEqual([
        expect.objectContaining({
          method: 'PATCH',
          path: `/api/invitations/${INVITATION.id}/messages/${REPLIES[0]!.id}`,
          body: { status: 'hidden' },
        }),
      ]),
    );
    await user.click(screen.getByRole('menuitem', { name: 'Publish the message of Can Demir' }));
    await waitFor(() =>
      expect(writes()[1]).toMatchObject({ method: 'PATCH', body: { status: 'published' } }),
    );

    await user.click(screen.getByRole('menuitem', { name: 'Delete the reply of Can Demir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the reply?' });
    expect(writes()).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(writes()[2]).toMatchObject({
        method: 'DELETE',
        path: `/api/invitations/${INVITATION.id}/messages/${REPLIES[1]!.id}`,
      }),
    );
  });

  it('downloads the CSV headed in the reader’s language', async () => {
    const { user } = await openAsCouple(PAGE, 'de');
    await user.click(await screen.findByRole('button', { name: 'CSV herunterladen' }, FIRST));
    await waitFor(() => expect(downloads).toEqual(['davetiye-yanitlari.csv']));
    const csv = requests.find((r) => r.path.includes('/messages.csv'));
    expect(csv?.path).toBe(`/api/invitations/${INVITATION.id}/messages.csv?lang=de`);
    expect(csv?.headers.get('Authorization')).toBe('Bearer test-access-token');
  });

  it('shows the invitation the address names, and offers the others', async () => {
    state.invitations = [INVITATION, SECOND];
    const { user, router } = await openAsCouple(`${PAGE}?invitation=${SECOND.id}`);
    await screen.findByRole('gridcell', { name: 'Zeynep Kaya' }, FIRST);
    expect(lastListQuery(SECOND.id).get('page')).toBe('1');
    expect(requests.some((r) => r.path.startsWith(`/api/invitations/${INVITATION.id}/messages`))).toBe(false);

    await user.click(screen.getByRole('combobox', { name: 'Invitation' }));
    await user.click(await screen.findByRole('option', { name: /^Düğünümüze davetlisiniz · / }));
    await waitFor(() => expect(router.state.location.search).toBe(`?invitation=${INVITATION.id}`));
    await waitFor(() => expect(lastListQuery(INVITATION.id).get('page')).toBe('1'));
  });

  it('leads to making an invitation when there is none', async () => {
    state.invitations = [];
    await openAsCouple(PAGE);
    expect(
      await screen.findByRole('heading', { name: 'You have no invitation yet' }, FIRST),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create invitation' })).toHaveAttribute(
      'href',
      '/wedding/digital-invitation',
    );
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });
});
