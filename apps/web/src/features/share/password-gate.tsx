// A protected album's door (SPEC §5, §8): the guest types the password, the server answers an
// album token that this tab keeps for the visit (album-tokens.ts).
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-error';
import { saveAlbumToken } from './album-tokens';
import { Icon, LOCK_ICON } from './icons';
import { enterAlbum } from './share.api';

interface PasswordGateProps {
  hash: string;
  albumId: string;
  albumName: string;
  onEntered: (token: string) => void;
  /** The door as a section of the post form rather than the whole page. */
  inline?: boolean;
  /** The password as typed: the post form enters the album with it when the guest shares. */
  onPasswordChange?: (password: string) => void;
}

export function PasswordGate({
  hash,
  albumId,
  albumName,
  onEntered,
  inline = false,
  onPasswordChange,
}: PasswordGateProps) {
  const { t } = useTranslation('share');
  const inputId = useId();
  const errorId = useId();
  const [password, setPassword] = useState('');
  const [isVisible, setVisible] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);

  async function submit() {
    if (!password) {
      setError(t('errors:ALBUM_PASSWORD_REQUIRED'));
      return;
    }
    setSubmitting(true);
    setError(null);
    try {
      const { albumToken } = await enterAlbum(hash, albumId, password);
      saveAlbumToken(hash, albumId, albumToken);
      onEntered(albumToken);
    } catch (caught) {
      setError(t(`errors:${caught instanceof ApiError ? caught.code : 'INTERNAL'}`));
      setSubmitting(false);
    }
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    void submit();
  }

  const field = (
    <>
      <label htmlFor={inputId} className="sh-label">
        {t('gate.password')}
      </label>
      <div className="sh-password">
        <input
          id={inputId}
          className="sh-input"
          type={isVisible ? 'text' : 'password'}
          autoComplete="off"
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setError(null); // the message was about the password before
            onPasswordChange?.(event.target.value);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          autoFocus={!inline}
          data-field={inline ? 'album' : undefined}
          onKeyDown={(event) => {
            if (!inline || event.key !== 'Enter') return;
            event.preventDefault(); // not the post form's submit
            void submit();
          }}
        />
        <button
          type="button"
          className="sh-password__toggle"
          aria-pressed={isVisible}
          onClick={() => setVisible((visible) => !visible)}
        >
          {t(isVisible ? 'gate.hide' : 'gate.show')}
        </button>
      </div>
      {error && (
        <p id={errorId} className="sh-field-error" role="alert">
          {error}
        </p>
      )}
    </>
  );

  // Inside the post form a nested <form> is not allowed: the button submits this part alone.
  if (inline)
    return (
      <div className="sh-gate sh-gate--inline">
        <p className="sh-gate__text">
          <Icon path={LOCK_ICON} /> {t('gate.inlineText', { album: albumName })}
        </p>
        {field}
        <button
          type="button"
          className="sh-button sh-button--primary"
          disabled={isSubmitting}
          onClick={() => void submit()}
        >
          {t('gate.submit')}
        </button>
      </div>
    );

  return (
    <form className="sh-gate" onSubmit={handleSubmit} noValidate>
      <div className="sh-gate__icon">
        <Icon path={LOCK_ICON} />
      </div>
      <h2 className="sh-gate__title">{t('gate.title')}</h2>
      <p className="sh-gate__text">{t('gate.text', { album: albumName })}</p>
      {field}
      <button type="submit" className="sh-button sh-button--primary sh-button--block" disabled={isSubmitting}>
        {t('gate.submit')}
      </button>
    </form>
  );
}
