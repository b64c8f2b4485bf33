// Asks before the user leaves a form with unsaved changes: another page of the app (React
// Router's blocker, answered in the confirm dialog: stay, or leave and lose them), or the tab
// itself (the browser's own question on reload or close).
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../confirm-dialog/confirm-dialog';

export interface UnsavedChangesPromptProps {
  /** The form holds changes not saved yet. */
  isDirty: boolean;
  /** True while a save runs: the page that save moves to is not "leaving". */
  isSaving?: () => boolean;
}

export function UnsavedChangesPrompt({ isDirty, isSaving = () => false }: UnsavedChangesPromptProps) {
  const { t } = useTranslation('forms');
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty && !isSaving() && currentLocation.pathname !== nextLocation.pathname,
  );
  // The dialog closes (onClose) after its action too; a blocker that proceeded must not be reset.
  const isLeaving = useRef(false);

  useEffect(() => {
    if (!isDirty) return;
    const handleBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', handleBeforeUnload);
    return () => window.removeEventListener('beforeunload', handleBeforeUnload);
  }, [isDirty]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t('unsaved.title')}
      message={t('unsaved.text')}
      confirmLabel={t('unsaved.leave')}
      cancelLabel={t('unsaved.stay')}
      onConfirm={() => {
        isLeaving.current = true;
        blocker.proceed?.();
      }}
      onClose={() => {
        if (!isLeaving.current) blocker.reset?.();
        isLeaving.current = false;
      }}
    />
  );
}
