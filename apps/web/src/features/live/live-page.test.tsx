// The venue screen (live-page.tsx) with only its own language files loaded, and the server's
// answers and pushes stubbed (fetch and EventSource): the waiting screen in each language, a
// pushed photo on the screen with its guest's name and gone when its post leaves, the show read
// again when the stream (re)opens and when the settings change, the screen's codes, and the
// "no longer valid" screen when the link is replaced.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import type { LiveMedia, LiveShow } from '@hatira/shared/live';
import { LANGUAGES } from '@hatira/shared/languages';
import { changeLanguage, i18next } from '../../lib/i18n';
import { jsonResponse, stubFetch, type RecordedRequest } from '../../test-utils';
import { initLiveI18n } from './live-i18n';
import { LivePage } from './live-page';

const TOKEN = 'Xk3_9aQmZ2cP1wRt7yUv0b';

/** Texts asked for that the screen's language files do not have. */
const missing: string[] = [];

beforeAll(async () => {
  await initLiveI18n('');
  i18next.options.saveMissing = true;
  i18next.options.missingKeyHandler = (languages, namespace, key) =>
    missing.push(`${String(languages)} ${namespace}:${key}`);
});

/** An EventSource the test drives: `emit(name, data)`, `fail()`. */
class FakeEventSource extends EventTarget {
  static CONNECTING = 0;
  static OPEN = 1;
  static CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }
  open() {
    this.readyState = FakeEventSource.OPEN;
    this.dispatchEvent(new Event('open'));
  }
  emit(name: string, data: unknown) {
    this.dispatchEvent(new MessageEvent(name, { data: JSON.stringify(data) }));
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
}

function photo(id: string, postId = id, extra: Partial<LiveMedia> = {}): LiveMedia {
  return {
    id,
    postId,
    kind: 'photo',
    url: `/api/media/${id}/preview?t=x`,
    posterUrl: null,
    width: 1600,
    height: 1200,
    duration: null,
    name: null,
    message: null,
    createdAt: '2030-06-01T20:00:00.000Z',
    ...extra,
  };
}

let show: LiveShow;
let answer: ((request: RecordedRequest) => Response) | null;
let requests: RecordedRequest[];

beforeEach(() => {
  missing.length = 0;
  FakeEventSource.opened = [];
  show = {
    title: 'Elif & Mert',
    shareUrl: 'http://hatira.test/s/abcDEF123456ghij',
    themeColor: null,
    settings: { interval: 8, includeVideos: true, showNames: true },
    items: [],
  };
  answer = null;
  requests = stubFetch((request) => answer?.(request) ?? jsonResponse(show));
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const reads = () => requests.filter((r) => r.path === `/api/live/${TOKEN}`).length;
const stream = () => FakeEventSource.opened.at(-1)!;

async function openScreen() {
  render(<LivePage token={TOKEN} />);
  await screen.findByText(/Waiting for the first photos|İlk fotoğraflar bekleniyor|Warten auf|Ждём/);
  await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
  act(() => stream().open());
}

describe('the venue screen', () => {
  it.each(LANGUAGES)('waits for the first photos with the share QR code big, in %s', async (language) => {
    await changeLanguage(language, { remember: false });
    await openScreen();
    expect(screen.getByRole('heading', { name: 'Elif & Mert' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: i18next.t('live:qrAlt') })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml/),
    );
    expect(screen.getByText(i18next.t('live:scanToShare'))).toBeInTheDocument();
    expect(stream().url).toBe(`/api/live/${TOKEN}/events`);
    expect(missing).toEqual([]);
  });

  it('shows a pushed photo at once with the guest’s name, and drops it when its post leaves', async () => {
    await changeLanguage('en', { remember: false });
    await openScreen();
    act(() => stream().emit('add', photo('m1', 'p1', { name: 'Zeynep', message: 'Çok mutlu olun!' })));
    const image = await screen.findByRole('img', { name: 'Zeynep' });
    expect(image).toHaveAttribute('src', '/api/media/m1/preview?t=x');
    expect(image).toHaveAttribute('data-post', 'p1');
    expect(screen.getByText('Çok mutlu olun!')).toBeInTheDocument();
    // the corner QR code for guests who join from the screen
    expect(screen.getByRole('complementary')).toHaveTextContent('Scan to share');

    act(() => stream().emit('remove', { postId: 'p1' }));
    expect(screen.queryByRole('img', { name: 'Zeynep' })).not.toBeInTheDocument();
    expect(screen.getByText('Waiting for the first photos…')).toBeInTheDocument();
  });

  it('reads the show again when the stream opens again and when the settings change', async () => {
    await changeLanguage('en', { remember: false });
    await openScreen();
    await vi.waitFor(() => expect(reads()).toBe(2)); // on load, and when the stream opened
    show = { ...show, items: [photo('m2', 'p2', { name: 'Ali' })] };
    act(() => stream().emit('settings', { ...show.settings, showNames: false }));
    expect(await screen.findByRole('img', { name: 'Ali' })).toBeInTheDocument();
    expect(reads()).toBe(3);

    // a dropped connection the browser reconnects by itself: the show is read again on opening
    act(() => stream().dispatchEvent(new Event('error')));
    expect(await screen.findByRole('status')).toHaveTextContent('Reconnecting…');
    act(() => stream().open());
    await vi.waitFor(() => expect(reads()).toBe(4));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says the link is no longer valid when it is replaced, and stops listening', async () => {
    await changeLanguage('tr', { remember: false });
    await openScreen();
    act(() => stream().emit('revoked', {}));
    expect(
      await screen.findByRole('heading', { name: 'Bu bağlantı artık geçerli değil' }),
    ).toBeInTheDocument();
    expect(stream().readyState).toBe(FakeEventSource.CLOSED);
  });

  it('says so when the link is unknown or the page is inactive, in the screen’s language', async () => {
    await changeLanguage('de', { remember: false });
    answer = () =>
      jsonResponse(
        { error: { code: 'QR_INACTIVE', message: 'QR page is not active. Please try again later!' } },
        403,
      );
    const { unmount } = render(<LivePage token={TOKEN} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Die QR-Seite ist nicht aktiv. Bitte versuchen Sie es später erneut!',
    );
    unmount();

    answer = () =>
      jsonResponse(
        { error: { code: 'SLIDESHOW_NOT_FOUND', message: 'This slideshow link is no longer valid.' } },
        404,
      );
    render(<LivePage token={TOKEN} />);
    expect(
      await screen.findByRole('heading', { name: 'Dieser Link ist nicht mehr gültig' }),
    ).toBeInTheDocument();
    expect(FakeEventSource.opened).toHaveLength(0);
    expect(missing).toEqual([]);
  });
});
