// The invitation page as a guest uses it: the invitation in their language (the browser's, until
// they pick one), the RSVP form with its checks and the server's refusals, the thank-you that a
// reload keeps, the published messages page by page, and the pages for a missing, inactive or
// blocked invitation.
import { StrictMode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { fieldError } from '@hatira/shared/field-errors';
import type { PublicInvitation } from '@hatira/shared/invitations';
import type { Language } from '@hatira/shared/languages';
import { changeLanguage, i18next } from '../../lib/i18n';
import { clearStorage, getItem, storageWritten } from '../../lib/storage';
import { inviteRoute } from './invite-page';
import {
  apiError,
  initGuestTexts,
  INVITE_HASH,
  json,
  publicInvitation,
  reply,
  serve,
  type SeenRequest,
} from './invite.test-support';

const MESSAGES_PATH = `/api/invite/${INVITE_HASH}/messages`;

/** The invitation and no messages, unless the test answers a request itself. */
function serveInvitation(
  invitation: PublicInvitation = publicInvitation(),
  answer: (request: SeenRequest) => Response | null = () => null,
) {
  return serve((request) => {
    const own = answer(request);
    if (own) return own;
    if (request.path === `/api/invite/${INVITE_HASH}`) return json(invitation);
    if (request.method === 'GET' && request.path.startsWith(MESSAGES_PATH))
      return json({ items: [], nextCursor: null });
    if (request.method === 'POST' && request.path === MESSAGES_PATH)
      return json({ message: 'Thank you! Your reply has been received.', reply: {} }, 201);
    return apiError('ROUTE_NOT_FOUND');
  });
}

async function open(language: Language | null = 'tr') {
  if (language) await changeLanguage(language);
  const router = createMemoryRouter([{ path: '/i/:hash', ...inviteRoute }], {
    initialEntries: [`/i/${INVITE_HASH}`],
  });
  render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  return router;
}

const posts = (requests: SeenRequest[]) => requests.filter((r) => r.method === 'POST').map((r) => r.json);

beforeAll(initGuestTexts);
beforeEach(() => clearStorage());
afterEach(async () => {
  vi.unstubAllGlobals();
  await storageWritten();
  clearStorage();
});

describe('the invitation page', () => {
  it('shows the invitation under “names — title”', async () => {
    serveInvitation();
    await open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ayşe & Mehmet' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Ayşe & Mehmet — Düğünümüze davetlisiniz'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Katılım durumunuz' })).toBeInTheDocument();
    expect(await screen.findByText('Henüz mesaj yok. İlk mesajı siz bırakın!')).toBeInTheDocument();
  });

  it('brings the form and the messages as the guest scrolls toward them', async () => {
    const watched: { callback: IntersectionObserverCallback; element: Element }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly callback: IntersectionObserverCallback) {}
        observe(element: Element) {
          watched.push({ callback: this.callback, element });
        }
        disconnect() {}
      },
    );
    const requests = serveInvitation();
    await open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ayşe & Mehmet' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Katılım durumunuz' })).not.toBeInTheDocument();
    expect(requests.some((r) => r.path.startsWith(MESSAGES_PATH))).toBe(false);

    // the page starts watching once it has rendered: on a busy machine a moment after the heading
    await waitFor(() => expect(watched.length).toBeGreaterThan(0));
    const { callback, element } = watched.at(-1)!;
    act(() =>
      callback([{ isIntersecting: true, target: element } as IntersectionObserverEntry], {} as never),
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Katılım durumunuz' })).toBeInTheDocument();
    await waitFor(() => expect(requests.some((r) => r.path.startsWith(MESSAGES_PATH))).toBe(true));
  });

  it('speaks the browser’s language without storing it, and the one the guest picks', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-AT', 'en']);
    serveInvitation();
    const user = userEvent.setup();
    await open(null);
    expect(await screen.findByRole('heading', { level: 2, name: 'Sind Sie dabei?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zum Kalender hinzufügen' })).toBeInTheDocument();
    expect(getItem('language')).toBeNull();

    await user.selectOptions(screen.getByLabelText('Sprache'), 'ru');
    expect(await screen.findByRole('heading', { level: 2, name: 'Вы придёте?' })).toBeInTheDocument();
    expect(getItem('language')).toBe('ru');
    vi.restoreAllMocks();
  });

  it('falls back to Turkish for a browser language it does not speak', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['ja-JP']);
    serveInvitation();
    await i18next.changeLanguage('en');
    await open(null);
    expect(await screen.findByRole('heading', { level: 2, name: 'Katılım durumunuz' })).toBeInTheDocument();
    vi.restoreAllMocks();
  });
});

describe('the RSVP form', () => {
  it('asks for a name and an answer, and clears each message once it is fixed', async () => {
    const requests = serveInvitation();
    const user = userEvent.setup();
    await open();
    await user.click(await screen.findByRole('button', { name: 'Yanıtı gönder' }));

    const name = screen.getByLabelText('Adınız Soyadınız');
    expect(name).toHaveAccessibleDescription('Bu alan zorunludur');
    await waitFor(() => expect(name).toHaveFocus());
    expect(screen.getByText('Lütfen katılıp katılmayacağınızı seçin')).toBeInTheDocument();

    await user.type(name, 'Zeynep');
    expect(name).not.toHaveAccessibleDescription();
    await user.click(screen.getByRole('button', { name: 'Katılacağım' }));
    expect(screen.queryByText('Lütfen katılıp katılmayacağınızı seçin')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Mesajınız (isteğe bağlı)'), 'x'.repeat(151));
    expect(screen.getByText('151/150')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yanıtı gönder' }));
    expect(screen.getByLabelText('Mesajınız (isteğe bağlı)')).toHaveAccessibleDescription(
      '151/150 En fazla 150 karakter olabilir',
    );
    expect(posts(requests)).toEqual([]);
  });

  it('sends a coming guest with the party size, and keeps the thank-you across a reload', async () => {
    const requests = serveInvitation();
    const user = userEvent.setup();
    await open();
    await user.type(await screen.findByLabelText('Adınız Soyadınız'), '  Zeynep Kaya ');
    expect(screen.queryByLabelText('Kaç kişi geleceksiniz?')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Katılacağım' }));
    expect(screen.getByRole('button', { name: 'Katılacağım' })).toHaveAttribute('aria-pressed', 'true');

    const count = screen.getByLabelText('Kaç kişi geleceksiniz?');
    expect(count).toHaveValue(1);
    expect(screen.getByRole('button', { name: 'Bir kişi azalt' })).toBeDisabled();
    for (let i = 0; i < 5; i += 1) await user.click(screen.getByRole('button', { name: 'Bir kişi ekle' }));
    // At most maxGuestsPerReply (4).
    expect(count).toHaveValue(4);
    expect(screen.getByRole('button', { name: 'Bir kişi ekle' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Bir kişi azalt' }));
    await user.type(screen.getByLabelText('Mesajınız (isteğe bağlı)'), 'Mutluluklar!');
    const messageLoads = () =>
      requests.filter((r) => r.method === 'GET' && r.path.startsWith(MESSAGES_PATH)).length;
    const loadsBefore = messageLoads();
    await user.click(screen.getByRole('button', { name: 'Yanıtı gönder' }));

    expect(await screen.findByText('Teşekkürler! Yanıtınız alındı.')).toBeInTheDocument();
    expect(screen.getByText('3 kişi olarak katılacağınızı bildirdiniz.')).toBeInTheDocument();
    expect(posts(requests)).toEqual([
      { name: 'Zeynep Kaya', message: 'Mutluluklar!', attending: true, guestCount: 3 },
    ]);
    // The messages are asked for again: the reply may already be published.
    await waitFor(() => expect(messageLoads()).toBeGreaterThan(loadsBefore));

    // A reload on this device: the thank-you, and a way to send again (the form as it was sent).
    cleanup();
    await open();
    expect(await screen.findByText('Teşekkürler! Yanıtınız alındı.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Yanıtı gönder' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yanıtı değiştirmek için yeniden gönder' }));
    expect(screen.getByLabelText('Adınız Soyadınız')).toHaveValue('Zeynep Kaya');
    expect(screen.getByLabelText('Kaç kişi geleceksiniz?')).toHaveValue(3);
  });

  it('sends a guest who is not coming with no party', async () => {
    const requests = serveInvitation();
    const user = userEvent.setup();
    await open();
    await user.type(await screen.findByLabelText('Adınız Soyadınız'), 'Ali');
    await user.click(screen.getByRole('button', { name: 'Katılacağım' }));
    await user.click(screen.getByRole('button', { name: 'Bir kişi ekle' }));
    await user.click(screen.getByRole('button', { name: 'Katılamayacağım' }));
    expect(screen.queryByLabelText('Kaç kişi geleceksiniz?')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yanıtı gönder' }));

    expect(await screen.findByText('Katılamayacağınızı bildirdiniz.')).toBeInTheDocument();
    expect(posts(requests)).toEqual([{ name: 'Ali', message: '', attending: false, guestCount: 0 }]);
  });

  it('shows the server’s refusal by its field and clears it once the field changes', async () => {
    let answered = 0;
    serveInvitation(publicInvitation(), (request) => {
      if (request.method !== 'POST') return null;
      answered += 1;
      return answered === 1
        ? apiError('VALIDATION_FAILED', { name: fieldError('tooLong', { max: 50 }) })
        : apiError('TOO_MANY_GUESTS');
    });
    const user = userEvent.setup();
    await open();
    const name = await screen.findByLabelText('Adınız Soyadınız');
    await user.type(name, 'Zeynep');
    await user.click(screen.getByRole('button', { name: 'Katılacağım' }));
    await user.click(screen.getByRole('button', { name: 'Yanıtı gönder' }));

    await waitFor(() => expect(name).toHaveAccessibleDescription('En fazla 50 karakter olabilir'));
    await user.type(name, ' K');
    expect(name).not.toHaveAccessibleDescription();

    await user.click(screen.getByRole('button', { name: 'Yanıtı gönder' }));
    const count = screen.getByLabelText('Kaç kişi geleceksiniz?');
    await waitFor(() =>
      expect(count).toHaveAccessibleDescription(
        'Bu yanıt, davetiyenin izin verdiğinden fazla kişi içeriyor.',
      ),
    );
    expect(screen.queryByText('Teşekkürler! Yanıtınız alındı.')).not.toBeInTheDocument();
  });

  it('says replies are closed when the server refuses them, and when they already were', async () => {
    serveInvitation(publicInvitation(), (request) =>
      request.method === 'POST' ? apiError('RSVP_CLOSED') : null,
    );
    const user = userEvent.setup();
    await open();
    await user.type(await screen.findByLabelText('Adınız Soyadınız'), 'Zeynep');
    await user.click(screen.getByRole('button', { name: 'Katılamayacağım' }));
    await user.click(screen.getByRole('button', { name: 'Yanıtı gönder' }));
    expect(await screen.findByText('Bu davetiyeye yanıtlar kapandı.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Yanıtı gönder' })).not.toBeInTheDocument();
    expect(getItem(`invite-reply:${INVITE_HASH}`)).toBeNull();
  });

  it('shows the closed notice instead of the form after the deadline', async () => {
    serveInvitation(publicInvitation({ rsvpOpen: false, rsvpDeadline: '2026-05-01T20:59:00.000Z' }));
    await open();
    expect(await screen.findByText('Bu davetiyeye yanıtlar kapandı.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Adınız Soyadınız')).not.toBeInTheDocument();
  });

  it('tells the deadline in the invitation’s time zone', async () => {
    serveInvitation(publicInvitation({ rsvpDeadline: '2026-05-01T20:59:00.000Z' }));
    await open();
    expect(await screen.findByText(/^Son yanıt tarihi: 1 Mayıs 2026 Cuma, 23:59/)).toBeInTheDocument();
  });
});

describe('the published messages', () => {
  it('come newest first, a page at a time', async () => {
    const requests = serveInvitation(publicInvitation(), (request) => {
      if (request.path === MESSAGES_PATH)
        return json({
          items: [
            reply('m3', 'Elif', { message: 'Çok mutlu olun!' }),
            reply('m2', 'Can', { attending: false, message: 'Gönlümüz sizinle.' }),
          ],
          nextCursor: 'm2',
        });
      if (request.path === `${MESSAGES_PATH}?cursor=m2`)
        return json({ items: [reply('m1', 'Deniz')], nextCursor: null });
      return null;
    });
    const user = userEvent.setup();
    await open();
    const list = await screen.findByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^ElifKatılıyorÇok mutlu olun!/),
      expect.stringMatching(/^CanKatılamıyorGönlümüz sizinle\./),
    ]);
    await user.click(screen.getByRole('button', { name: 'Daha fazla' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(within(list).getAllByRole('listitem')[2]).toHaveTextContent(/^DenizKatılıyor/);
    expect(screen.queryByRole('button', { name: 'Daha fazla' })).not.toBeInTheDocument();
    expect(requests.map((r) => r.path)).toContain(`${MESSAGES_PATH}?cursor=m2`);
  });
});

describe('an invitation that cannot be shown', () => {
  it.each([
    ['INVITATION_NOT_FOUND', 'Davetiye bulunamadı.', 'Bağlantıyı kontrol edin'],
    ['INVITATION_INACTIVE', 'Bu davetiye aktif değil.', 'Davetiye sahibi davetiyeyi yeniden açtığında'],
    ['IP_BLOCKED', 'Bu sayfaya erişiminiz engellendi!', 'Bir yanlışlık olduğunu düşünüyorsanız'],
  ] as const)('says so for %s', async (code, title, text) => {
    serve(() => apiError(code));
    await open();
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`^${text}`))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tekrar dene' })).not.toBeInTheDocument();
  });

  it('offers a retry when the network failed', async () => {
    let online = false;
    serveInvitation(publicInvitation(), () =>
      online ? null : (Promise.reject(new TypeError('offline')) as never),
    );
    const user = userEvent.setup();
    await open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Bağlantı kurulamadı' })).toBeInTheDocument();
    online = true;
    await user.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ayşe & Mehmet' })).toBeInTheDocument();
  });
});
