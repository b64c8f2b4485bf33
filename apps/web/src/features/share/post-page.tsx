// /s/{hash}/post: the share form. The guest picks photos and videos first (checked here with the
// server's rules), then the album (a protected one takes its password, used when they share), a
// name (remembered on the device) and a message, and shares: every file goes up through tus with
// its own progress, through a lost connection and a closed tab (post-sender.ts), then the post is
// made from the finished uploads and the SPEC §8 dialog says what happened. A post this device
// did not finish is offered to continue (resume-offer.tsx).
import { Suspense, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useRevalidator, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '@hatira/shared/errors';
import { MESSAGE_MAX } from '@hatira/shared/limits';
import type { ShareAlbum } from '@hatira/shared/share';
import { ApiError } from '../../lib/api-error';
import { loadAllTexts } from '../../lib/i18n';
import { getItem, removeItem, setItem } from '../../lib/storage';
import { forgetAlbumToken, getAlbumToken, saveAlbumToken } from './album-tokens';
import type { RefusedFile } from './check-file';
import { FilePicker } from './file-picker';
import { BACK_ICON, Icon, LOCK_ICON, UPLOAD_ICON } from './icons';
import {
  loadPasswordGate,
  loadPostExtras,
  loadShareDialog,
  PasswordGate,
  preload,
  ResumeOffer,
  ShareDialog,
  UploadList,
} from './lazy-parts';
import { Link } from './link';
import {
  errorMessage,
  stillWrong,
  toneOf,
  validatePost,
  type Message,
  type PostErrors,
  type PostField,
  type PostValues,
} from './post-form';
import type { PostSender } from './post-sender';
import { enterAlbum } from './share.api';
import type { DialogTone } from './share-dialog';
import { ShareMessage } from './share-message';
import { useShareHome } from './share-layout';
import { albumPath, homePath, takesUploads, unfinishedUploadsKey } from './share-paths';
import type { UploadTransport } from './upload-queue';
import type { Unfinished } from './upload-store';
import { useUploadQueue } from './use-upload-queue';
import { useAlbumName } from '../../lib/album-name';

const ignore = () => undefined;

/** Where the guest's name is remembered on the device (lib/storage: prefixed, encrypted). */
export const GUEST_NAME_KEY = 'guest-name';

type Phase = 'editing' | 'uploading' | 'posting';
interface DialogState {
  tone: DialogTone;
  message: Message;
  /** A second line: the files the album already had (DESIGN.md §6.7). */
  note?: Message;
  albumLink?: string;
}

/** What a share uses of the form: the state's, or a continued post's before they are on screen. */
type Values = Pick<PostValues, 'name' | 'message'> & { albumId: string };

export function PostPage({ transport }: { transport?: UploadTransport }) {
  const { t } = useTranslation('share');
  const albumName = useAlbumName();
  const { qr, albums } = useShareHome();
  const [searchParams] = useSearchParams();
  const revalidator = useRevalidator();
  const ids = { name: useId(), message: useId(), files: useId(), album: useId() };

  const uploadable = albums.filter((album) => takesUploads(qr.uploadsEnabled, album));
  const [albumId, setAlbumId] = useState(
    () => uploadable.find((album) => album.id === searchParams.get('album'))?.id ?? uploadable[0]?.id ?? '',
  );
  const album = uploadable.find((candidate) => candidate.id === albumId);
  const [albumToken, setAlbumToken] = useState(() => (albumId ? getAlbumToken(qr.hash, albumId) : null));
  const [password, setPassword] = useState('');
  const [hasEntered, setEntered] = useState(false);
  const [name, setName] = useState(() => getItem(GUEST_NAME_KEY) ?? '');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<PostErrors>({});
  const [rejected, setRejected] = useState<RefusedFile[]>([]);
  const [phase, setPhase] = useState<Phase>('editing');
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const [offer, setOffer] = useState<Unfinished | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const { sender, queue, items, ready } = useUploadQueue(qr.hash, transport);
  const needsPassword = Boolean(album?.isProtected && !albumToken);
  const isBusy = phase !== 'editing';
  // The gate of a protected album is needed as soon as the guest picks one.
  const hasProtected = uploadable.some((candidate) => candidate.isProtected);
  useEffect(() => (hasProtected ? preload(loadPasswordGate) : undefined), [hasProtected]);
  useEffect(() => preload(loadPostExtras), []);
  // A post this device started and did not finish: offered, or continued at once when the guest
  // came from the home page's offer (?resume).
  useEffect(() => {
    if (!getItem(unfinishedUploadsKey(qr.hash))) return undefined;
    let isCurrent = true;
    void ready()
      .then(async (made) => {
        const found = await made.findUnfinished();
        if (!found) removeItem(unfinishedUploadsKey(qr.hash));
        else if (isCurrent && searchParams.has('resume')) continueUnfinished(made, found);
        else if (isCurrent) setOffer(found);
      })
      .catch(ignore);
    return () => {
      isCurrent = false;
    };
    // once, when the page opens
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (!album) return <ShareMessage error={new ApiError(403, 'UPLOADS_DISABLED', '')} />;

  /** The form's checks over its values now (and `changed`): for a field's message to go once fixed. */
  const check = (changed: Partial<PostValues> = {}) =>
    validatePost({
      name,
      message,
      fileCount: items.filter((item) => item.status !== 'missing').length,
      needsPassword: needsPassword && !password,
      ...changed,
    });
  const recheck = (changed: Partial<PostValues>) => setErrors((shown) => stillWrong(shown, check(changed)));

  function chooseAlbum(next: ShareAlbum) {
    setAlbumId(next.id);
    setAlbumToken(getAlbumToken(qr.hash, next.id));
    setPassword('');
    setEntered(false);
    setErrors(({ album: _, ...rest }) => rest);
    queue?.resend(); // an upload belongs to the album it was made for
  }

  function continueUnfinished(made: PostSender, unfinished: Unfinished) {
    setOffer(null);
    const { draft } = unfinished;
    const kept = uploadable.some((candidate) => candidate.id === draft.albumId);
    const values = { albumId: kept ? draft.albumId : albumId, name: draft.name, message: draft.message };
    made.resume(unfinished);
    if (!kept) made.queue.resend(); // the album is closed now: the files go to the one on screen
    setAlbumId(values.albumId);
    setAlbumToken(getAlbumToken(qr.hash, values.albumId));
    setName(values.name);
    setMessage(values.message);
    // with every file's bytes here it goes on at once; otherwise the list asks for the missing ones
    if (unfinished.missing.length === 0) void share(made, values);
  }

  async function addFiles(files: File[]) {
    if (files.length === 0) return;
    const loaded = await Promise.all([loadPostExtras(), ready()]).catch(() => null);
    if (!loaded) {
      setErrors((current) => ({ ...current, files: errorMessage('NETWORK') }));
      return;
    }
    const [{ addPicked, preloadTus }, made] = loaded;
    void preloadTus().catch(ignore);
    const { taken, refused } = await addPicked(made.queue, files);
    setRejected(refused);
    if (taken > 0) setErrors(({ files: _, ...rest }) => rest);
  }

  function showFailure(code: ErrorCode | 'NETWORK', fields: Record<string, string> = {}) {
    if (code === 'ALBUM_PASSWORD_REQUIRED' || code === 'ALBUM_PASSWORD_INCORRECT') {
      forgetAlbumToken(qr.hash, albumId);
      setAlbumToken(null);
    }
    if (code === 'UPLOAD_NOT_FOUND') queue?.resend();
    if (code === 'VALIDATION_FAILED')
      void loadPostExtras().then(({ serverFieldErrors }) => setErrors(serverFieldErrors(fields)), ignore);
    setDialog({ tone: toneOf(code), message: errorMessage(code) });
  }

  function focusFirstError(found: PostErrors) {
    const order: PostField[] = ['files', 'album', 'name', 'message'];
    const first = order.find((field) => found[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
  }

  /** Enters a protected album with the password the guest typed: its token, or null (said on the album). */
  async function enterTyped(target: string): Promise<string | null> {
    try {
      const { albumToken: entered } = await enterAlbum(qr.hash, target, password);
      saveAlbumToken(qr.hash, target, entered);
      setAlbumToken(entered);
      setEntered(true);
      return entered;
    } catch (error) {
      const code = error instanceof ApiError && error.code !== 'LOGIN_FAILED' ? error.code : 'INTERNAL';
      await loadAllTexts().catch(ignore);
      setErrors((current) => ({ ...current, album: errorMessage(code) }));
      return null;
    }
  }

  async function share(made: PostSender | null, values: Values) {
    const isProtected = uploadable.find((candidate) => candidate.id === values.albumId)?.isProtected;
    let token = values.albumId === albumId ? albumToken : getAlbumToken(qr.hash, values.albumId);
    const found = validatePost({
      name: values.name,
      message: values.message,
      fileCount: made?.queue.getItems().length ?? 0,
      needsPassword: Boolean(isProtected && !token && !password),
    });
    // The field messages' texts come after the first render (guest-texts.ts); usually long since.
    if (Object.keys(found).length > 0) await loadAllTexts().catch(ignore);
    setErrors(found);
    // With files picked (validatePost says so) the sender holds them.
    if (Object.keys(found).length > 0 || !made) {
      focusFirstError(found);
      return;
    }
    setPhase('uploading');
    // a protected album's typed password enters it now, not with a second button
    if (isProtected && !token) token = await enterTyped(values.albumId);
    if (isProtected && !token) {
      flushSync(() => setPhase('editing')); // the password field can take the focus again
      focusFirstError({ album: { key: '' } });
      return;
    }
    setItem(GUEST_NAME_KEY, values.name.trim());
    void loadShareDialog().catch(ignore); // it says how the sharing went
    setOffer(null);
    const sent = await made.send(
      {
        albumId: values.albumId,
        name: values.name.trim(),
        message: values.message.trim(),
        albumToken: token,
      },
      () => setPhase('posting'),
    );
    setPhase('editing');
    if (sent.status === 'failed') showFailure(sent.code, sent.fields);
    if (sent.status !== 'posted' && sent.status !== 'alreadyPosted') return;
    setMessage('');
    setRejected([]);
    if (sent.status === 'alreadyPosted') {
      setDialog({ tone: 'success', message: { key: 'share:upload.alreadyPosted' } });
      return;
    }
    const { post, duplicates } = sent.response;
    const isPublished = post.status === 'published';
    if (isPublished) void revalidator.revalidate(); // the album's count went up
    setDialog({
      tone: 'success',
      // the pending message names the host (DESIGN.md §6.7); what the album had is said too
      message: { key: isPublished ? 'share:published' : 'share:pending', values: { host: qr.hostName } },
      note: duplicates.length
        ? {
            key: 'share:dialog.duplicates',
            values: { count: duplicates.length, names: duplicates.join(', ') },
          }
        : undefined,
      albumLink: isPublished ? albumPath(qr.hash, values.albumId) : undefined,
    });
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!isBusy) void share(sender, { albumId, name, message });
  }

  const text = (m: Message | undefined) => (m ? t(m.key, m.values) : undefined);
  const done = items.filter((item) => item.status === 'done').length;
  const sentBytes = items.reduce((sum, item) => sum + item.bytesSent, 0);
  const totalBytes = items.reduce((sum, item) => sum + item.size, 0);
  const overall = totalBytes > 0 ? Math.floor((sentBytes / totalBytes) * 100) : 0;
  const messageLength = message.trim().length;

  return (
    <>
      <nav className="sh-crumbs">
        <Link to={homePath(qr.hash)} className="sh-back">
          <Icon path={BACK_ICON} />
          {t('home')}
        </Link>
      </nav>
      <h1 className="sh-page-title">{t('shareMedia')}</h1>

      {offer && sender && (
        <Suspense fallback={null}>
          <ResumeOffer
            count={offer.items.length}
            onContinue={() => continueUnfinished(sender, offer)}
            onDiscard={() => {
              setOffer(null);
              void loadPostExtras().then(
                ({ discardUnfinished }) => discardUnfinished(qr.hash, offer),
                ignore,
              );
            }}
          />
        </Suspense>
      )}

      <form ref={formRef} className="sh-form" onSubmit={handleSubmit} noValidate aria-busy={isBusy}>
        <div className="sh-field">
          <span className="sh-label">{t('post.files')}</span>
          <FilePicker
            fieldName="files"
            onFiles={(files) => void addFiles(files)}
            disabled={isBusy}
            invalid={Boolean(errors.files)}
            describedBy={`${ids.files}-hint${errors.files ? ` ${ids.files}-error` : ''}`}
          />
          <p id={`${ids.files}-hint`} className="sh-hint">
            {t('post.hint')}
          </p>
          {errors.files && (
            <p id={`${ids.files}-error`} className="sh-field-error" role="alert">
              {text(errors.files)}
            </p>
          )}
          {rejected.length > 0 && (
            <ul className="sh-rejected" role="alert">
              {rejected.map((file) => (
                <li key={file.name}>
                  <strong>{file.name}</strong>: {t(`errors:${file.code}`)}
                </li>
              ))}
            </ul>
          )}
          {items.length > 0 && (
            <Suspense fallback={null}>
              <UploadList
                items={items}
                canRemove={phase !== 'posting'}
                onRemove={(id) => queue?.remove(id)}
              />
            </Suspense>
          )}
        </div>

        <fieldset className="sh-fieldset" disabled={isBusy}>
          <legend className="sh-label">{t('post.album')}</legend>
          <div
            className="sh-choices"
            role="radiogroup"
            aria-describedby={errors.album ? ids.album : undefined}
          >
            {uploadable.map((candidate) => (
              <label key={candidate.id} className="sh-choice">
                <input
                  type="radio"
                  name="album"
                  value={candidate.id}
                  checked={candidate.id === albumId}
                  onChange={() => chooseAlbum(candidate)}
                  data-field={candidate.id === albumId && !needsPassword ? 'album' : undefined}
                />
                <span>{albumName(candidate.name)}</span>
                {candidate.isProtected && <Icon path={LOCK_ICON} className="sh-choice__lock" />}
              </label>
            ))}
          </div>
          {needsPassword && (
            <Suspense fallback={null}>
              <PasswordGate
                key={albumId}
                inline
                hash={qr.hash}
                albumId={albumId}
                albumName={albumName(album.name)}
                onPasswordChange={(typed) => {
                  setPassword(typed);
                  recheck({ needsPassword: !typed });
                }}
                onEntered={(token) => {
                  setAlbumToken(token);
                  setEntered(true);
                  setErrors(({ album: _, ...rest }) => rest);
                }}
              />
            </Suspense>
          )}
          {errors.album && (
            <p id={ids.album} className="sh-field-error" role="alert">
              {text(errors.album)}
            </p>
          )}
          <p className="sh-status" role="status">
            {hasEntered && !needsPassword ? t('albumEntered') : ''}
          </p>
        </fieldset>

        <div className="sh-field">
          <label htmlFor={ids.name} className="sh-label">
            {t('post.name')}
          </label>
          <input
            id={ids.name}
            data-field="name"
            className="sh-input"
            autoComplete="name"
            value={name}
            disabled={isBusy}
            onChange={(event) => {
              setName(event.target.value);
              recheck({ name: event.target.value });
            }}
            required
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? `${ids.name}-error` : undefined}
          />
          {errors.name && (
            <p id={`${ids.name}-error`} className="sh-field-error">
              {text(errors.name)}
            </p>
          )}
        </div>

        <div className="sh-field">
          <label htmlFor={ids.message} className="sh-label">
            {t('post.message')}
          </label>
          <textarea
            id={ids.message}
            data-field="message"
            className="sh-input sh-textarea"
            rows={3}
            value={message}
            disabled={isBusy}
            onChange={(event) => {
              setMessage(event.target.value);
              recheck({ message: event.target.value });
            }}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={`${ids.message}-count${errors.message ? ` ${ids.message}-error` : ''}`}
          />
          <span
            id={`${ids.message}-count`}
            className={messageLength > MESSAGE_MAX ? 'sh-counter is-over' : 'sh-counter'}
          >
            {t('post.counter', { length: messageLength, max: MESSAGE_MAX })}
          </span>
          {errors.message && (
            <p id={`${ids.message}-error`} className="sh-field-error">
              {text(errors.message)}
            </p>
          )}
        </div>

        <p className="sh-visually-hidden" role="status">
          {phase === 'uploading' ? t('upload.summary', { done, total: items.length }) : ''}
          {phase === 'posting' ? t('post.posting') : ''}
        </p>

        {phase === 'uploading' && (
          <progress className="sh-overall" max={100} value={overall} aria-label={t('upload.overallLabel')} />
        )}
        <div className="sh-form__actions">
          {phase === 'uploading' && (
            <button type="button" className="sh-button" onClick={() => queue?.stop()}>
              {t('upload.stop')}
            </button>
          )}
          <button
            type="submit"
            className={
              isBusy ? 'sh-button sh-button--primary' : 'sh-button sh-button--primary sh-button--large'
            }
            disabled={isBusy}
          >
            {phase === 'uploading' && t('upload.overall', { percent: overall })}
            {phase === 'posting' && t('post.posting')}
            {phase === 'editing' && (
              <>
                <Icon path={UPLOAD_ICON} />
                {t('post.submit')}
              </>
            )}
          </button>
        </div>
      </form>

      {dialog && (
        <Suspense fallback={null}>
          <ShareDialog
            tone={dialog.tone}
            message={text(dialog.message) ?? ''}
            note={text(dialog.note)}
            onClose={() => setDialog(null)}
            actions={
              dialog.albumLink && (
                <Link to={dialog.albumLink} className="sh-button">
                  {t('post.toAlbum')}
                </Link>
              )
            }
          />
        </Suspense>
      )}
    </>
  );
}

export const postRoute = { Component: PostPage };
