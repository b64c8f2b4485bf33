// The create/edit kit as a form uses it (useEntityForm + FormFooter): the shared schema checks
// before anything is sent, a save hands over the schema's output and says so in a toast, the
// server's field errors land on their fields and anything else above the button, and leaving with
// unsaved changes asks first — but not after a save, nor when the save itself moves on.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Link, useNavigate } from 'react-router';
import TextField from '@mui/material/TextField';
import { z } from 'zod';
import { requiredText } from '@hatira/shared/common';
import type { Language } from '@hatira/shared/languages';
import { ApiError } from '../../lib/api';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver';
import { renderRoutes, resetBrowserState } from '../../test-utils';
import { FormFooter } from './form-footer';
import { useEntityForm } from './use-entity-form';

const bandSchema = z.object({
  name: requiredText(20),
  city: z.string().trim().default(''),
});
type BandBody = z.output<typeof bandSchema>;
const bandForm = lazyZodResolver(() => Promise.resolve(bandSchema));

/** What the "server" does with a save: resolve, or throw what a refused request throws. */
let save: (body: BandBody) => Promise<void>;
let saved: BandBody[];

function BandForm({ goesOnTo }: { goesOnTo?: string }) {
  const navigate = useNavigate();
  const form = useEntityForm({
    schema: bandForm,
    defaultValues: { name: '', city: '' },
    fields: ['name', 'city'],
    codeFields: { ROLE_NAME_TAKEN: 'name' },
    onSubmit: async (body) => {
      await save(body);
      // An add page opens what it made, as the save's last step.
      if (goesOnTo) void navigate(goesOnTo);
    },
    savedText: 'Band saved.',
  });
  return (
    <form {...form.formProps}>
      <TextField
        {...form.register('name')}
        label="Name"
        error={Boolean(form.errorOf('name'))}
        helperText={form.errorOf('name')}
      />
      <TextField {...form.register('city')} label="City" helperText={form.errorOf('city')} />
      <FormFooter form={form} submitLabel="Save band" cancelTo="/bands" />
    </form>
  );
}

async function open({ language = 'en', goesOnTo }: { language?: Language; goesOnTo?: string } = {}) {
  return renderRoutes(
    [
      { path: '/bands/add', element: <BandForm goesOnTo={goesOnTo} /> },
      {
        path: '/bands',
        element: (
          <>
            <h1>All bands</h1>
            <Link to="/bands/add">Add band</Link>
          </>
        ),
      },
    ],
    { initialEntries: ['/bands', '/bands/add'], language },
  );
}

beforeEach(() => {
  resetBrowserState();
  saved = [];
  save = async (body) => {
    saved.push(body);
  };
});
vi.setConfig({ testTimeout: 30_000 });

const nameField = () => screen.getByRole('textbox', { name: 'Name' });

describe('saving', () => {
  it('checks with the schema first, then saves its output and says so', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Save band' }));
    await waitFor(() => expect(nameField()).toHaveAccessibleDescription('This field is required'));
    expect(nameField()).toHaveAttribute('aria-invalid', 'true');
    expect(saved).toEqual([]);

    await user.type(nameField(), '  Kardeş Türküler ');
    await user.click(screen.getByRole('button', { name: 'Save band' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Band saved.');
    expect(saved).toEqual([{ name: 'Kardeş Türküler', city: '' }]);
    expect(nameField()).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('puts the server’s field errors on their fields, in the user’s language', async () => {
    save = () =>
      Promise.reject(
        new ApiError(400, 'VALIDATION_FAILED', 'Please fill in the required fields!', {
          city: 'Must be at most 5 characters',
        }),
      );
    const { user } = await open({ language: 'tr' });
    await user.type(nameField(), 'Bulutsuzluk Özlemi');
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'İstanbul');
    await user.click(screen.getByRole('button', { name: 'Save band' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'City' })).toHaveAccessibleDescription(
        'En fazla 5 karakter olabilir',
      ),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Kaydedildi.')).not.toBeInTheDocument();
  });

  it('says an error code the form puts on a field there, and anything else above the button', async () => {
    save = () =>
      Promise.reject(new ApiError(409, 'ROLE_NAME_TAKEN', 'A role with this name already exists.'));
    const { user } = await open({ language: 'tr' });
    await user.type(nameField(), 'Mor ve Ötesi');
    await user.click(screen.getByRole('button', { name: 'Save band' }));
    await waitFor(() => expect(nameField()).toHaveAccessibleDescription('Bu adla bir rol zaten var.'));

    // A field the form does not have: the code's text above the button.
    save = () =>
      Promise.reject(new ApiError(400, 'VALIDATION_FAILED', '', { members: 'This field is required' }));
    await user.click(screen.getByRole('button', { name: 'Save band' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Lütfen zorunlu alanları doldurun!');

    // Not a refusal at all (the network, a bug): the general text.
    save = () => Promise.reject(new TypeError('Failed to fetch'));
    await user.click(screen.getByRole('button', { name: 'Save band' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Bizim tarafımızda bir sorun oluştu.'),
    );
  });

  it('keeps the button busy while the save runs', async () => {
    let finish = () => {};
    save = () => new Promise<void>((resolve) => (finish = resolve));
    const { user } = await open();
    await user.type(nameField(), 'Ezginin Günlüğü');
    await user.click(screen.getByRole('button', { name: 'Save band' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save band' })).toBeDisabled());
    finish();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save band' })).toBeEnabled());
  });
});

describe('leaving with unsaved changes', () => {
  it('asks first: staying keeps what was typed, leaving goes', async () => {
    const { user, router } = await open();
    await user.type(nameField(), 'Yeni Türkü');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));

    const dialog = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/bands/add');
    expect(nameField()).toHaveValue('Yeni Türkü');

    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave without saving' }),
    );
    expect(await screen.findByRole('heading', { name: 'All bands' })).toBeInTheDocument();
  });

  it('asks the browser too (reload, closing the tab) while there are changes, and not before', async () => {
    const { user } = await open();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await user.type(nameField(), 'Kesmeşeker');
    expect(unload()).toBe(true);
  });

  it('does not ask once the changes are saved', async () => {
    const { user } = await open();
    await user.type(nameField(), 'Yeni Türkü');
    await user.click(screen.getByRole('button', { name: 'Save band' }));
    await screen.findByText('Band saved.');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { name: 'All bands' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not ask when the save itself moves on to another page', async () => {
    const { user } = await open({ goesOnTo: '/bands' });
    await user.type(nameField(), 'Yeni Türkü');
    await user.click(screen.getByRole('button', { name: 'Save band' }));
    expect(await screen.findByRole('heading', { name: 'All bands' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(saved).toEqual([{ name: 'Yeni Türkü', city: '' }]);
  });
});
