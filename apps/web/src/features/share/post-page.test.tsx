// The share form as a guest uses it: the picker first, its checks and messages (the server's
// texts) that go as soon as a field is fixed, a protected album's password (entered on submit),
// files refused by their bytes, per-file progress, the wait for a lost connection, the multipart
// post made of the finished uploads, the SPEC §8 dialogs for what the server answers, and a post
// left unfinished by a closed tab, offered and continued (the upload store in memory: jsdom has no
// IndexedDB; e2e/guest-resume.spec.ts drives the real one).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Language } from '@hatira/shared/languages';
import { MEDIA_ACCEPT } from '@hatira/shared/media';
import { getItem, setItem } from '../../lib/storage';
import { renderRoutes, resetBrowserState } from '../../test-utils';
import { GUEST_KEY_HEADER, guestKey } from './guest-key';
import { GUEST_NAME_KEY } from './post-page';
import { unfinishedUploadsKey } from './share-paths';
import {
  apiError,
  drivenTransport,
  eventHome,
  fixtureFile,
  GENERAL,
  HASH,
  json,
  PRIVATE,
  serve,
  shareRoutes,
  type Answer,
  type SeenRequest,
} from './share.test-support';
import { UploadError } from './upload-queue';
import { openUploadStore } from './upload-store';

beforeEach(async () => {
  resetBrowserState();
  sessionStorage.clear();
  await (await openUploadStore()).clear(HASH);
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetBrowserState();
});

/** The share API: the event, the protected album's password "gül2026", and the post's answer. */
function shareServer(answerPost: (request: SeenRequest) => Answer = () => json(pending, 201)) {
  return serve((request) => {
    if (request.path === `/api/share/${HASH}`) return json(eventHome());
    if (request.path.endsWith(`/albums/${PRIVATE}/access`))
      return (request.json as { password: string }).password === 'gül2026'
        ? json({ albumToken: 'token-nikah', message: 'The album has been entered.' })
        : apiError('ALBUM_PASSWORD_INCORRECT');
    if (request.path === `/api/share/${HASH}/posts` && request.method === 'POST') return answerPost(request);
    if (request.method === 'DELETE' && request.path.startsWith(`/api/share/${HASH}/uploads/`))
      return new Response(null, { status: 204 });
    return apiError('ROUTE_NOT_FOUND');
  });
}

const pending = {
  post: { id: 'post-1', status: 'pending' },
  message: 'Photo and Video sharing…',
  duplicates: [],
};
const published = {
  post: { id: 'post-1', status: 'published' },
  message: 'Your Photo or Video post…',
  duplicates: [],
};

async function openForm(language: Language = 'en', path = `/s/${HASH}/post`) {
  const driven = drivenTransport();
  const view = await renderRoutes(shareRoutes(driven.transport), { language, initialEntries: [path] });
  await screen.findByRole('heading', { level: 1 });
  return { ...view, ...driven };
}

const photos = () => [fixtureFile('photo-exif.jpg', 'image/jpeg'), fixtureFile('photo.png', 'image/png')];

describe('post page', () => {
  it('says what is missing in Turkish, on the fields, and sends nothing', async () => {
    const requests = shareServer();
    const { user, uploads } = await openForm('tr');

    await user.click(screen.getByRole('button', { name: 'Paylaş' }));

    expect(screen.getByLabelText('Adınız')).toHaveAccessibleDescription('Bu alan zorunludur');
    expect(screen.getByText('Lütfen fotoğraf veya video seçin!')).toBeInTheDocument();
    // the first field, the picker, takes the focus
    expect(screen.getByLabelText('Fotoğraf veya video seç')).toHaveFocus();
    expect(uploads).toHaveLength(0);
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('holds the name to 50 characters and the message to 150, with a counter', async () => {
    shareServer();
    const { user } = await openForm();
    await user.upload(screen.getByLabelText('Choose photos or videos'), photos()[0]!);

    await user.type(screen.getByLabelText('Your name'), 'x'.repeat(51));
    await user.type(screen.getByLabelText('Your message (optional)'), 'y'.repeat(151));
    expect(screen.getByText('151/150')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Share' }));

    expect(screen.getByLabelText('Your name')).toHaveAccessibleDescription('Must be at most 50 characters');
    expect(screen.getByLabelText('Your message (optional)')).toHaveAccessibleDescription(
      '151/150 Must be at most 150 characters',
    );
    expect(screen.queryByText('Please Select Photo or Video!')).not.toBeInTheDocument();
  });

  it('refuses a file by its bytes, whatever its name says, with the server’s message', async () => {
    shareServer();
    const { user } = await openForm('tr');
    // The picker offers the shared table's formats (written into the page by the build).
    expect(screen.getByLabelText('Fotoğraf veya video seç')).toHaveAttribute('accept', MEDIA_ACCEPT);

    await user.upload(screen.getByLabelText('Fotoğraf veya video seç'), [
      fixtureFile('executable.jpg', 'image/jpeg'),
      fixtureFile('photo.png', 'image/png'),
    ]);

    expect(
      await screen.findByText(/Geçersiz dosya türü\. Yalnızca png, jpg, heic, mp4 veya mov/),
    ).toBeInTheDocument();
    const chosen = screen.getByRole('list', { name: 'Seçilen dosyalar' });
    expect(within(chosen).getByText('photo.png')).toBeInTheDocument();
    expect(within(chosen).queryByText('executable.jpg')).not.toBeInTheDocument();
  });

  it('uploads every file with its own progress, posts them together, and says it awaits approval', async () => {
    const requests = shareServer();
    const { user, uploads } = await openForm();

    await user.type(screen.getByLabelText('Your name'), '  Ayşe Yılmaz ');
    await user.type(screen.getByLabelText('Your message (optional)'), 'Mutluluklar!');
    const [exif, png] = photos();
    await user.upload(screen.getByLabelText('Choose photos or videos'), [exif!, png!]);
    expect(await screen.findByText('photo-exif.jpg')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Share' }));

    await waitFor(() => expect(uploads).toHaveLength(2));
    uploads[0]!.handlers.onProgress(Math.ceil(exif!.size / 2));
    uploads[1]!.handlers.onUrl(`/api/share/${HASH}/uploads/b`, true);
    uploads[1]!.handlers.onProgress(Math.ceil(png!.size / 4));
    expect(await screen.findByRole('progressbar', { name: 'Uploading photo-exif.jpg' })).toHaveValue(50);
    expect(screen.getByRole('progressbar', { name: 'Uploading photo.png' })).toHaveValue(25);
    expect(screen.getByText('50%')).toBeInTheDocument();
    expect(screen.getByText('Continuing where it stopped')).toBeInTheDocument();

    uploads[0]!.succeed('upload-a');
    expect(await screen.findByText('1 of 2 files uploaded')).toBeInTheDocument();
    uploads[1]!.succeed('upload-b');

    // the message names the host (the event's owner), not "the administrator"
    const dialog = await screen.findByRole('dialog', { name: 'Success' });
    expect(dialog).toHaveAccessibleDescription('Your post will be published once Ayşe Yılmaz approves it.');
    const post = requests.find((r) => r.path === `/api/share/${HASH}/posts`)!;
    expect(post.headers.get(GUEST_KEY_HEADER)).toBe(guestKey());
    expect([...post.form!.keys()]).toEqual(['albumId', 'name', 'message', 'uploadIds', 'uploadIds']);
    expect(post.form!.get('albumId')).toBe(GENERAL);
    expect(post.form!.get('name')).toBe('Ayşe Yılmaz');
    expect(post.form!.get('message')).toBe('Mutluluklar!');
    expect(post.form!.getAll('uploadIds')).toEqual(['upload-a', 'upload-b']);
    expect(getItem(GUEST_NAME_KEY)).toBe('Ayşe Yılmaz');

    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByText('photo-exif.jpg')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Your message (optional)')).toHaveValue('');
  });

  it('remembers the guest’s name on the device', async () => {
    shareServer();
    setItem(GUEST_NAME_KEY, 'Zeynep');
    await openForm();
    expect(screen.getByLabelText('Your name')).toHaveValue('Zeynep');
  });

  it('says a published post is published, with the way to the album', async () => {
    shareServer(() => json(published, 201));
    const { user, uploads } = await openForm();
    await user.type(screen.getByLabelText('Your name'), 'Can');
    await user.upload(screen.getByLabelText('Choose photos or videos'), photos()[1]!);
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    uploads[0]!.succeed('upload-a');

    const dialog = await screen.findByRole('dialog', { name: 'Success' });
    expect(dialog).toHaveAccessibleDescription('Your Photo or Video post has been published');
    expect(within(dialog).getByRole('link', { name: 'Go to the album' })).toHaveAttribute(
      'href',
      `/s/${HASH}/album/${GENERAL}`,
    );
  });

  it('asks a protected album’s password before sharing into it, and sends its token', async () => {
    const requests = shareServer();
    const { user, uploads } = await openForm('en', `/s/${HASH}/post?album=${PRIVATE}`);
    expect(screen.getByRole('radio', { name: 'Nikah' })).toBeChecked();
    await user.type(screen.getByLabelText('Your name'), 'Can');
    await user.upload(screen.getByLabelText('Choose photos or videos'), photos()[0]!);

    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(screen.getByText('Please Enter Album Password!')).toBeInTheDocument();
    expect(screen.getByLabelText('Album password')).toHaveFocus();
    expect(uploads).toHaveLength(0);

    await user.type(screen.getByLabelText('Album password'), 'gül2026{Enter}');
    expect(await screen.findByText('The album has been entered.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Album password')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    uploads[0]!.succeed('upload-a');
    await screen.findByRole('dialog', { name: 'Success' });
    const post = requests.find((r) => r.path === `/api/share/${HASH}/posts`)!;
    expect(post.form!.get('albumId')).toBe(PRIVATE);
    expect(post.form!.get('albumToken')).toBe('token-nikah');
  });

  it('shows a limit the server reports as a warning, and an upload refused by the server too', async () => {
    shareServer(() => apiError('ALBUM_UPLOAD_LIMIT'));
    const { user, uploads } = await openForm();
    await user.type(screen.getByLabelText('Your name'), 'Can');
    await user.upload(screen.getByLabelText('Choose photos or videos'), photos());
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    await waitFor(() => expect(uploads).toHaveLength(2));

    uploads[0]!.fail(new UploadError('PHOTO_TOO_LARGE', false));
    uploads[1]!.succeed('upload-b');
    let dialog = await screen.findByRole('alertdialog', { name: 'Warning!' });
    expect(dialog).toHaveAccessibleDescription('Photo cannot be larger than 100 MB.');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));

    // the guest takes the refused photo out and shares the rest
    await user.click(screen.getByRole('button', { name: 'Remove photo-exif.jpg' }));
    await user.click(screen.getByRole('button', { name: 'Share' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Warning!' });
    expect(dialog).toHaveAccessibleDescription(
      'Sorry, the photo and video upload limit has been reached for this album.',
    );
    expect(uploads).toHaveLength(2); // the finished upload was not sent again
  });

  it('names the host in the guest’s language', async () => {
    shareServer();
    const { user, uploads } = await openForm('ru');
    await user.type(screen.getByLabelText('Ваше имя'), 'Can');
    await user.upload(screen.getByLabelText('Выбрать фото или видео'), photos()[0]!);
    await user.click(await screen.findByRole('button', { name: 'Поделиться' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    uploads[0]!.succeed('upload-a');
    const dialog = await screen.findByRole('dialog', { name: 'Успешно' });
    expect(dialog).toHaveAccessibleDescription(
      'Ваша публикация появится после того, как Ayşe Yılmaz её одобрит.',
    );
  });

  it('tells kindly which files the album already had', async () => {
    shareServer(() => json({ ...published, duplicates: ['IMG_1.jpg', 'IMG_2.jpg'] }, 201));
    const { user, uploads } = await openForm('tr');
    await user.type(screen.getByLabelText('Adınız'), 'Can');
    await user.upload(screen.getByLabelText('Fotoğraf veya video seç'), photos());
    await user.click(await screen.findByRole('button', { name: 'Paylaş' }));
    await waitFor(() => expect(uploads).toHaveLength(2));
    uploads[0]!.succeed('upload-a');
    uploads[1]!.succeed('upload-b');

    const dialog = await screen.findByRole('dialog', { name: 'Başarılı' });
    expect(dialog).toHaveAccessibleDescription(
      'Fotoğraf veya video paylaşımınız yayınlandı 2 dosya albümde zaten vardı: IMG_1.jpg, IMG_2.jpg',
    );
  });

  it('says ALL_DUPLICATES as its message, and lets the files go', async () => {
    shareServer(() => apiError('ALL_DUPLICATES'));
    const { user, uploads } = await openForm('tr');
    await user.type(screen.getByLabelText('Adınız'), 'Can');
    await user.upload(screen.getByLabelText('Fotoğraf veya video seç'), photos()[0]!);
    await user.click(await screen.findByRole('button', { name: 'Paylaş' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    uploads[0]!.succeed('upload-a');

    const dialog = await screen.findByRole('alertdialog', { name: 'Uyarı!' });
    expect(dialog).toHaveAccessibleDescription('Bu fotoğraf ve videolar albümde zaten var.');
    await user.click(within(dialog).getByRole('button', { name: 'Tamam' }));
    expect(screen.queryByText('photo-exif.jpg')).not.toBeInTheDocument();
  });

  it('shows a refusal as an error, in the guest’s language', async () => {
    shareServer(() => apiError('IP_BLOCKED'));
    const { user, uploads } = await openForm('de');
    await user.type(screen.getByLabelText('Ihr Name'), 'Can');
    await user.upload(screen.getByLabelText('Fotos oder Videos auswählen'), photos()[0]!);
    await user.click(await screen.findByRole('button', { name: 'Teilen' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    uploads[0]!.succeed('upload-a');

    const dialog = await screen.findByRole('alertdialog', { name: 'Fehler' });
    expect(dialog).toHaveAccessibleDescription('Ihr Zugriff auf diese Seite wurde gesperrt!');
  });

  it('puts the file picker first, then the album, the name and the message, with a plain hint', async () => {
    shareServer();
    await openForm('tr');
    const picker = screen.getByLabelText('Fotoğraf veya video seç');
    const order = [picker, screen.getByRole('radio', { name: 'Nikah' }), screen.getByLabelText('Adınız')];
    for (let i = 1; i < order.length; i++)
      expect(
        order[i - 1]!.compareDocumentPosition(order[i]!) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
    expect(picker).toHaveAccessibleDescription('Fotoğraf ve videolar, en fazla 100 MB / 500 MB');
  });

  it('takes a field’s message away as soon as the field is right', async () => {
    shareServer();
    const { user } = await openForm();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(screen.getByLabelText('Your name')).toHaveAccessibleDescription('This field is required');
    expect(screen.getByText('Please Select Photo or Video!')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Your name'), 'C');
    expect(screen.getByLabelText('Your name')).not.toHaveAccessibleDescription('This field is required');
    expect(screen.queryByText('This field is required')).not.toBeInTheDocument();
    await user.upload(screen.getByLabelText('Choose photos or videos'), photos()[1]!);
    await waitFor(() => expect(screen.queryByText('Please Select Photo or Video!')).not.toBeInTheDocument());

    // a message too long is said on submit, and goes once it is short enough; none appears while typing
    await user.type(screen.getByLabelText('Your message (optional)'), 'y'.repeat(151));
    expect(screen.queryByText('Must be at most 150 characters')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(screen.getByText('Must be at most 150 characters')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Your message (optional)'), '{Backspace}');
    expect(screen.queryByText('Must be at most 150 characters')).not.toBeInTheDocument();
  });

  it('enters a protected album with the typed password when the guest shares', async () => {
    const requests = shareServer();
    const { user, uploads } = await openForm('tr', `/s/${HASH}/post?album=${PRIVATE}`);
    await user.upload(screen.getByLabelText('Fotoğraf veya video seç'), photos()[0]!);
    await user.type(screen.getByLabelText('Adınız'), 'Can');

    await user.type(await screen.findByLabelText('Albüm şifresi'), 'yanlış');
    await user.click(screen.getByRole('button', { name: 'Paylaş' }));
    expect(await screen.findByText('Albüm şifresi yanlış, lütfen tekrar deneyin!')).toBeInTheDocument();
    expect(screen.getByLabelText('Albüm şifresi')).toHaveFocus();
    expect(uploads).toHaveLength(0);
    // a new password takes the message away
    await user.clear(screen.getByLabelText('Albüm şifresi'));
    await user.type(screen.getByLabelText('Albüm şifresi'), 'gül2026');
    expect(screen.queryByText('Albüm şifresi yanlış, lütfen tekrar deneyin!')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Paylaş' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(screen.queryByText('Lütfen albüm şifresini girin!')).not.toBeInTheDocument();
    uploads[0]!.succeed('upload-a');
    await screen.findByRole('dialog', { name: 'Başarılı' });
    const access = requests.filter((r) => r.path.endsWith('/access'));
    expect(access.map((r) => (r.json as { password: string }).password)).toEqual(['yanlış', 'gül2026']);
    const post = requests.find((r) => r.path === `/api/share/${HASH}/posts`)!;
    expect(post.form!.get('albumToken')).toBe('token-nikah');
  });

  it('says plainly that it waits for the connection, and goes on by itself', async () => {
    shareServer();
    const { user, uploads } = await openForm('tr');
    await user.type(screen.getByLabelText('Adınız'), 'Can');
    await user.upload(screen.getByLabelText('Fotoğraf veya video seç'), photos()[0]!);
    await user.click(await screen.findByRole('button', { name: 'Paylaş' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    uploads[0]!.handlers.onUrl(`/api/share/${HASH}/uploads/a`, false);
    uploads[0]!.handlers.onProgress(600);

    uploads[0]!.fail(new UploadError('NETWORK', true));
    expect(
      await screen.findByText('Bağlantı bekleniyor — yüklemeler kaldığı yerden devam edecek'),
    ).toBeInTheDocument();
    expect(screen.getByText('Bağlantı bekleniyor')).toBeInTheDocument();

    await waitFor(() => expect(uploads).toHaveLength(2), { timeout: 3000 }); // the first pause is a second
    expect(uploads[1]!.name).toBe('photo-exif.jpg');
    uploads[1]!.succeed('upload-a');
    await screen.findByRole('dialog', { name: 'Başarılı' });
  });
});

describe('post page after a closed tab', () => {
  /** A file the phone gives the same way every time it is picked (name, size, date). */
  const sameFile = (name: string) => {
    const fixture = fixtureFile(name, 'image/jpeg');
    return new File([fixture], name, { type: fixture.type, lastModified: 1_750_000_000_000 });
  };

  /** Shares two photos; the first finishes, the second is cut off half-way; the tab closes. */
  async function closedMidUpload(files = [sameFile('photo-exif.jpg'), sameFile('photo.png')]) {
    const { user, uploads, unmount } = await openForm('tr');
    await user.type(screen.getByLabelText('Adınız'), 'Zeynep');
    await user.type(screen.getByLabelText('Mesajınız (isteğe bağlı)'), 'Mutluluklar');
    await user.upload(screen.getByLabelText('Fotoğraf veya video seç'), files);
    await user.click(await screen.findByRole('button', { name: 'Paylaş' }));
    await waitFor(() => expect(uploads).toHaveLength(2));
    uploads[0]!.handlers.onUrl(`/api/share/${HASH}/uploads/a`, false);
    uploads[0]!.succeed('upload-a');
    uploads[1]!.handlers.onUrl(`/api/share/${HASH}/uploads/b`, false);
    uploads[1]!.handlers.onConfirmed(512);
    await waitFor(() => expect(screen.getByText('Yüklendi')).toBeInTheDocument());
    await new Promise((resolve) => setTimeout(resolve, 50)); // the store's writes land
    unmount();
  }

  it('offers the unfinished post, and continues it where it stopped; the post is made once', async () => {
    const requests = shareServer();
    await closedMidUpload();
    expect(getItem(unfinishedUploadsKey(HASH))).toBe('1');

    const { user, uploads } = await openForm('tr');
    const offer = await screen.findByRole('region', { name: 'Yarım kalan yüklemeler' });
    expect(offer).toHaveTextContent('Yarım kalan 2 yükleme var');
    await user.click(within(offer).getByRole('button', { name: 'Devam et' }));

    expect(screen.getByLabelText('Adınız')).toHaveValue('Zeynep');
    expect(screen.getByLabelText('Mesajınız (isteğe bağlı)')).toHaveValue('Mutluluklar');
    await waitFor(() => expect(uploads).toHaveLength(1)); // only the unfinished one, by itself
    expect(uploads[0]!.name).toBe('photo.png');
    uploads[0]!.succeed('upload-b');

    await screen.findByRole('dialog', { name: 'Başarılı' });
    const posts = requests.filter((r) => r.path === `/api/share/${HASH}/posts`);
    expect(posts).toHaveLength(1);
    expect(posts[0]!.form!.getAll('uploadIds')).toEqual(['upload-a', 'upload-b']);
    expect(posts[0]!.form!.get('name')).toBe('Zeynep');
    expect(getItem(unfinishedUploadsKey(HASH))).toBeNull();
  });

  it('lists the files whose bytes the device did not keep, and goes on once they are picked again', async () => {
    shareServer();
    await closedMidUpload();
    // as if the phone had had no room for the second photo's bytes
    const store = await openUploadStore();
    const { files } = await store.read(HASH);
    const second = files.find(({ file }) => file.name === 'photo.png')!;
    await store.deleteFile(second.file.id);
    await store.putFile(second.file);

    const { user, uploads } = await openForm('tr');
    await user.click(await screen.findByRole('button', { name: 'Devam et' }));
    expect(await screen.findByText('Bu dosyaları yeniden seçin: photo.png')).toBeInTheDocument();
    expect(uploads).toHaveLength(0);

    await user.upload(screen.getByLabelText('Fotoğraf veya video seç'), sameFile('photo.png'));
    await waitFor(() => expect(screen.queryByText(/Bu dosyaları yeniden seçin/)).not.toBeInTheDocument());
    expect(screen.getAllByRole('listitem')).toHaveLength(2); // filled in, not added
    await user.click(screen.getByRole('button', { name: 'Paylaş' }));
    await waitFor(() => expect(uploads).toHaveLength(1));
    uploads[0]!.succeed('upload-b');
    await screen.findByRole('dialog', { name: 'Başarılı' });
  });

  it('forgets the unfinished post when the guest does not want it, and deletes its uploads', async () => {
    const requests = shareServer();
    await closedMidUpload();

    const { user } = await openForm('tr');
    await user.click(await screen.findByRole('button', { name: 'Vazgeç' }));
    expect(screen.queryByRole('region', { name: 'Yarım kalan yüklemeler' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
        `/api/share/${HASH}/uploads/a`,
        `/api/share/${HASH}/uploads/b`,
      ]),
    );
    await waitFor(async () => expect((await (await openUploadStore()).read(HASH)).files).toEqual([]));
    expect(getItem(unfinishedUploadsKey(HASH))).toBeNull();
  });

  it('the event’s home page offers it too, and its “continue” goes on at once on the share form', async () => {
    const requests = shareServer();
    await closedMidUpload();

    const { user, uploads } = await openForm('tr', `/s/${HASH}`);
    const offer = await screen.findByRole('region', { name: 'Yarım kalan yüklemeler' });
    await user.click(within(offer).getByRole('link', { name: 'Devam et' }));
    await screen.findByRole('heading', { level: 1, name: 'Medya Paylaş' });
    await waitFor(() => expect(uploads).toHaveLength(1));
    uploads[0]!.succeed('upload-b');
    await screen.findByRole('dialog', { name: 'Başarılı' });
    expect(requests.filter((r) => r.path === `/api/share/${HASH}/posts`)).toHaveLength(1);
  });
});
