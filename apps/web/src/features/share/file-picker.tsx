// Choosing photos and videos: from the gallery (several at once), or straight from the camera on
// a phone. Each control is a label around its input, so it works with a tap, a click or the keyboard.
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, PHOTO_ICON } from './icons';

// Material Icons (Apache 2.0), drawn only here (icons.tsx).
const CAMERA_ICON =
  'M12 15.2a3.2 3.2 0 1 0 0-6.4 3.2 3.2 0 0 0 0 6.4zM9 2 7.17 4H4c-1.1 0-2 .9-2 2v12c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2V6c0-1.1-.9-2-2-2h-3.17L15 2H9zm3 15c-2.76 0-5-2.24-5-5s2.24-5 5-5 5 2.24 5 5-2.24 5-5 5z';

const COARSE = '(pointer: coarse)';
const subscribe = (onChange: () => void) => {
  const query = window.matchMedia?.(COARSE);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
};
const isTouchDevice = () => window.matchMedia?.(COARSE).matches ?? false;

interface FilePickerProps {
  /** Marks the gallery input, so the form can move focus to it. */
  fieldName?: string;
  onFiles: (files: File[]) => void;
  disabled: boolean;
  invalid: boolean;
  describedBy?: string;
}

export function FilePicker({ fieldName, onFiles, disabled, invalid, describedBy }: FilePickerProps) {
  const { t } = useTranslation('share');
  const hasCamera = useSyncExternalStore(subscribe, isTouchDevice, () => false);
  const take = (input: HTMLInputElement) => {
    onFiles([...(input.files ?? [])]);
    input.value = ''; // the same file can be picked again (to continue it)
  };

  return (
    <div className="sh-picker">
      <label className={disabled ? 'sh-picker__button is-disabled' : 'sh-picker__button'}>
        <input
          type="file"
          multiple
          accept={__MEDIA_ACCEPT__}
          data-field={fieldName}
          className="sh-visually-hidden"
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(event) => take(event.currentTarget)}
        />
        <Icon path={PHOTO_ICON} />
        {t('post.pick')}
      </label>
      {hasCamera && (
        <label className={disabled ? 'sh-picker__button is-disabled' : 'sh-picker__button'}>
          <input
            type="file"
            accept="image/*,video/*"
            capture="environment"
            className="sh-visually-hidden"
            disabled={disabled}
            onChange={(event) => take(event.currentTarget)}
          />
          <Icon path={CAMERA_ICON} />
          {t('post.camera')}
        </label>
      )}
    </div>
  );
}
