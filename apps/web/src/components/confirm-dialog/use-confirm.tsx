// One "are you sure?" dialog for a page that asks about many things (a list's rows): `ask` opens
// it for one action; the page renders `dialog` once. The last question stays while the dialog
// fades out, so its text does not empty before it has gone.
//
//   const { ask, dialog } = useConfirm();
//   ask({ title, message, confirmLabel, onConfirm: () => remove.mutateAsync(row.id) });
import { useCallback, useState, type ReactNode } from 'react';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

export type ConfirmRequest = Omit<ConfirmDialogProps, 'open' | 'onClose'>;

export function useConfirm(): { ask: (request: ConfirmRequest) => void; dialog: ReactNode } {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const [isOpen, setOpen] = useState(false);
  const ask = useCallback((next: ConfirmRequest) => {
    setRequest(next);
    setOpen(true);
  }, []);
  const dialog = request && <ConfirmDialog {...request} open={isOpen} onClose={() => setOpen(false)} />;
  return { ask, dialog };
}
