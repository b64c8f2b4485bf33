// The catalogue's edit pages' delete: a red button that asks first, and keeps a refusal (a category
// still holding designs, a design already ordered) in its question.
import { useState } from 'react';
import Button from '@mui/material/Button';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog';

export interface DeleteRecordButtonProps {
  label: string;
  title: string;
  message: string;
  confirmLabel: string;
  /** Deletes and moves on; a refusal (still in use) stays in the dialog. */
  onDelete: () => Promise<unknown>;
}

/** An edit page's delete: a red button that asks first. */
export function DeleteRecordButton({
  label,
  title,
  message,
  confirmLabel,
  onDelete,
}: DeleteRecordButtonProps) {
  const [isAsking, setAsking] = useState(false);
  return (
    <>
      <Button
        color="error"
        variant="outlined"
        startIcon={<DeleteOutlineIcon />}
        onClick={() => setAsking(true)}
        sx={{ flexShrink: 0 }}
      >
        {label}
      </Button>
      <ConfirmDialog
        open={isAsking}
        title={title}
        message={message}
        confirmLabel={confirmLabel}
        onConfirm={onDelete}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
