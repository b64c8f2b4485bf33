// Seeded permission names ("read subscriber") read in the reader's language; typed names stay.
import { afterEach, beforeEach, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderRoutes, resetBrowserState } from '../../test-utils';
import { usePermissionName } from './permission-name';

const PERMISSIONS = [
  { name: 'manage all', action: 'manage', subject: 'all' },
  { name: 'read subscriber', action: 'read', subject: 'subscriber' },
  // a seeded-style name of a rule without a phrase of its own
  { name: 'delete users', action: 'delete', subject: 'users' },
  // renamed by an admin: kept as typed
  { name: 'Moderatör onayı', action: 'update', subject: 'users' },
];

function Names() {
  const nameOf = usePermissionName();
  return (
    <ul>
      {PERMISSIONS.map((p) => (
        <li key={p.name}>{nameOf(p)}</li>
      ))}
    </ul>
  );
}

beforeEach(() => resetBrowserState());
afterEach(() => resetBrowserState());

it.each([
  ['tr', ['Platformun tamamını yönetme', 'Abone alanını açma', 'Sil: Kullanıcılar', 'Moderatör onayı']],
  ['en', ['Manage the whole platform', 'Open the subscriber area', 'Delete: Users', 'Moderatör onayı']],
] as const)('names permissions in %s', async (language, expected) => {
  await renderRoutes([{ path: '/*', element: <Names /> }], { language, initialEntries: ['/'] });
  expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(expected);
});
