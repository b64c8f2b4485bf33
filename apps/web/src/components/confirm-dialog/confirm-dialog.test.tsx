import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { ApiError } from '../../lib/api';
import { renderRoutes } from '../../test-utils';
import { ConfirmDialog } from './confirm-dialog';

let attempts = 0;
let deleted = false;

/** Deletes on the second try: the first answers 409 like a server refusing. */
function DeleteButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Delete…</button>
      <ConfirmDialog
        open={open}
        title="Delete album?"
        message="Its posts are deleted too."
        confirmLabel="Delete album"
        onConfirm={async () => {
          attempts += 1;
          if (attempts === 1) throw new ApiError(409, 'PLAN_LIMIT_REACHED', 'x');
          deleted = true;
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

// MUI's first render compiles a lot; the machine is shared by several test runs.
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  attempts = 0;
  deleted = false;
});

describe('ConfirmDialog', () => {
  it('keeps a failure in the dialog in the user’s language, and closes after success', async () => {
    const { user } = await renderRoutes([{ path: '/', element: <DeleteButton /> }], { language: 'de' });
    await user.click(screen.getByRole('button', { name: 'Delete…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete album?' });
    expect(dialog).toHaveAccessibleDescription('Its posts are deleted too.');

    await user.click(screen.getByRole('button', { name: 'Delete album' }));
    expect(await screen.findByText(/Das Limit Ihres Tarifs/)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete album' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deleted).toBe(true);
  });

  it('cancels without running the action', async () => {
    const { user } = await renderRoutes([{ path: '/', element: <DeleteButton /> }]);
    await user.click(screen.getByRole('button', { name: 'Delete…' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(attempts).toBe(0);
  });
});
