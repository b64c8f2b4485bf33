// /s/{hash}/post: the share form. The guest picks an album (a protected one asks its password
// first), gives a name (remembered on the device) and a message, picks photos and videos (checked
// here with the server's rules), and shares: every file goes up through tus with its own progress,
// then the post is made from the finished uploads and the SPEC §8 dialog says what happened.
import { Suspense, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useRevalidator, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '@hatira/shared/errors';
import { MAX_FILES_PER_POST, MESSAGE_MAX } from '@hatira/shared/limits';
import type { ShareAlbum } from '@hatira/shared/share';
import { ApiError } from '../../lib/api-error';
import { loadAllTexts } from '../../lib/i18n';
import { getItem, setItem } from '../../lib/storage';
import { forgetAlbumToken, getAlbumToken } from './album-tokens';
import { FilePicker } from './file-picker';
import { BACK_ICON, Icon, LOCK_ICON, UPLOAD_ICON } from './icons';
import {
  loadPasswordGate,
  loadPostExtras,
  loadShareDialog,
  PasswordGate,
  preload,
  ShareDialog,
  UploadList,
} from './lazy-parts';
import { Link } from './link';
import {
  errorMessage,
  toneOf,
  validatePost,
  type Message,
  type PostErrors,
  type PostField,
} from './post-form';
import { createGuestPost } from './share.api';
import type { DialogTone } from './share-dialog';
import { ShareMessage } from './share-message';
import { useShareHome } from './share-layout';
import { albumPath, homePath, takesUploads } from './share-paths';
import type { UploadTransport } from './upload-queue';
import { forgetUploads, hasUnfinishedUploads } from './upload-storage';
import { preloadTus, useUploadQueue } from './use-upload-queue';
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
interface Rejected {
  name: string;
  code: ErrorCode;
}

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
  const [hasEntered, setEntered] = useState(false);
  const [name, setName] = useState(() => getItem(GUEST_NAME_KEY) ?? '');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<PostErrors>({});
  const [rejected, setRejected] = useState<Rejected[]>([]);
  const [phase, setPhase] = useState<Phase>('editing');
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const [hasUnfinished] = useState(() => hasUnfinishedUploads(qr.hash));
  const formRef = useRef<HTMLFormElement>(null);

  const target = () => ({ hash: qr.hash, albumId, albumToken });
  const { queue, items, ready } = useUploadQueue(target, transport);
  const needsPassword = Boolean(album?.isProtected && !albumToken);
  const isBusy = phase !== 'editing';
  // The gate of a protected album is needed as soon as the guest picks one.
  const hasProtected = uploadable.some((candidate) => candidate.isProtected);
  useEffect(() => (hasProtected ? preload(loadPasswordGate) : undefined), [hasProtected]);
  useEffect(() => preload(loadPostExtras), []);

  if (!album) return <ShareMessage error={new ApiError(403, 'UPLOADS_DISABLED', '')} />;

  function chooseAlbum(next: ShareAlbum) {
    setAlbumId(next.id);
    setAlbumToken(getAlbumToken(qr.hash, next.id));
    setEntered(false);
    setErrors(({ album: _, ...rest }) => rest);
    queue?.resend(); // an upload belongs to the album it was made for
  }

  async function addFiles(files: File[]) {
    if (files.length === 0) return;
    void preloadTus().catch(() => undefined);
    const known = new Set(items.map(({ file }) => `${file.name}:${file.size}:${file.lastModified}`));
    const fresh = files.filter((file) => !known.has(`${file.name}:${file.size}:${file.lastModified}`));
    const loaded = await Promise.all([loadPostExtras(), ready()]).catch(() => null);
    if (!loaded) {
      setErrors((current) => ({ ...current, files: errorMessage('NETWORK') }));
      return;
    }
    const [{ checkFile }, fileQueue] = loaded;
    const checks = await Promise.all(fresh.map(async (file) => ({ file, check: await checkFile(file) })));
    const accepted = [];
    const refused: Rejected[] = [];
    for (const { file, check } of checks) {
      if (!check.ok) refused.push({ name: file.name, code: check.code });
      else if (items.length + accepted.length >= MAX_FILES_PER_POST)
        refused.push({ name: file.name, code: 'TOO_MANY_FILES' });
      else accepted.push({ file, type: check.type });
    }
    fileQueue.add(accepted);
    setRejected(refused);
    if (accepted.length > 0) setErrors(({ files: _, ...rest }) => rest);
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
    const order: PostField[] = ['album', 'name', 'message', 'files'];
    const first = order.find((field) => found[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
  }

  async function share() {
    const found = validatePost({ name, message, fileCount: items.length, needsPassword });
    // The field messages' texts come after the first render (guest-texts.ts); usually long since.
    if (Object.keys(found).length > 0) await loadAllTexts().catch(() => undefined);
    setErrors(found);
    // With files picked (validatePost says so) the queue holds them.
    if (Object.keys(found).length > 0 || !queue) {
      focusFirstError(found);
      return;
    }
    setItem(GUEST_NAME_KEY, name.trim());
    void loadShareDialog().catch(() => undefined); // it says how the sharing went
    setPhase('uploading');
    const sent = await queue.run();
    if (sent.status !== 'done') {
      setPhase('editing');
      if (sent.status === 'failed') showFailure(sent.code);
      return;
    }
    setPhase('posting');
    try {
      const { post, duplicates } = await createGuestPost(qr.hash, {
        albumId,
        name: name.trim(),
        message: message.trim(),
        albumToken,
        uploadIds: sent.uploadIds,
      });
      forgetUploads(sent.uploadIds);
      queue.clear();
      setMessage('');
      setRejected([]);
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
        albumLink: isPublished ? albumPath(qr.hash, albumId) : undefined,
      });
    } catch (error) {
      // already in the album, every one: nothing is left to send
      if (error instanceof ApiError && error.code === 'ALL_DUPLICATES') {
        forgetUploads(sent.uploadIds);
        queue.clear();
      }
      if (error instanceof ApiError)
        showFailure(error.code === 'LOGIN_FAILED' ? 'INTERNAL' : error.code, error.fields);
      else showFailure('INTERNAL');
    } finally {
      setPhase('editing');
    }
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!isBusy) void share();
  }

  const text = (m: Message | undefined) => (m ? t(m.key, m.values) : undefined);
  const done = items.filter((item) => item.status === 'done').length;
  const sentBytes = items.reduce((sum, item) => sum + item.bytesSent, 0);
  const totalBytes = items.reduce((sum, item) => sum + item.bytesTotal, 0);
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

      <form ref={formRef} className="sh-form" onSubmit={handleSubmit} noValidate aria-busy={isBusy}>
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
            onChange={(event) => setName(event.target.value)}
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
            onChange={(event) => setMessage(event.target.value)}
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
            {t('post.hint', { max: MAX_FILES_PER_POST })}
          </p>
          {hasUnfinished && items.length === 0 && <p className="sh-note">{t('post.resumeHint')}</p>}
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
