// The SPEC §8 result dialogs: "Success", "Error", "Warning!" with one message and one way out
// (or two, after a post), and "My posts"' confirmation. Plain elements; focus stays inside while
// it is open.
import { useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ERROR_ICON, Icon } from './icons';
import { useFocusTrap } from './use-focus-trap';

// Material Icons (Apache 2.0), drawn only here (icons.tsx).
const SUCCESS_ICON =
  'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2zm-2 15-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8l-9 9z';
const WARNING_ICON = 'M1 21h22L12 2 1 21zm12-3h-2v-2h2v2zm0-4h-2v-4h2v4z';

export type DialogTone = 'success' | 'error' | 'warning';

const TONE_ICONS: Record<DialogTone, string> = {
  success: SUCCESS_ICON,
  error: ERROR_ICON,
  warning: WARNING_ICON,
};

interface ShareDialogProps {
  tone: DialogTone;
  message: string;
  /** A second paragraph under the message. */
  note?: string | undefined;
  /** Instead of the tone's title ("Success", "Warning!"). */
  title?: string;
  onClose: () => void;
  /** Extra actions before the closing button (e.g. "Go to the album"). */
  actions?: ReactNode;
  /** Instead of "OK" (e.g. "Cancel" when an action asks to be confirmed). */
  closeLabel?: string;
}

export function ShareDialog({ tone, message, note, title, onClose, actions, closeLabel }: ShareDialogProps) {
  const { t } = useTranslation('share');
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const textId = useId();
  const noteId = useId();
  useFocusTrap(ref, onClose);

  return (
    <div className="sh-backdrop" onClick={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={ref}
        className={`sh-dialog sh-dialog--${tone}`}
        role={tone === 'success' ? 'dialog' : 'alertdialog'}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={note ? `${textId} ${noteId}` : textId}
        tabIndex={-1}
      >
        <Icon path={TONE_ICONS[tone]} className="sh-dialog__icon" />
        <h2 id={titleId} className="sh-dialog__title">
          {title ?? t(`dialog.${tone}`)}
        </h2>
        <p id={textId} className="sh-dialog__text">
          {message}
        </p>
        {note && (
          <p id={noteId} className="sh-dialog__text">
            {note}
          </p>
        )}
        <div className="sh-dialog__actions">
          {actions}
          <button type="button" className="sh-button sh-button--primary" onClick={onClose} data-autofocus>
            {closeLabel ?? t('dialog.ok')}
          </button>
        </div>
      </div>
    </div>
  );
}
