// The bank account screens as staff use them: IBANs in groups of four in the list, and the form's
// IBAN field grouping as it is typed and judging it live with the shared check — before any save.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BUILT_IN_ROLES } from '@hatira/shared/abilities';
import type { BankAccount } from '@hatira/shared/bank-accounts';
import type { Language } from '@hatira/shared/languages';
import { saveSession } from '../../lib/session';
import {
  authResponse,
  jsonResponse,
  renderRoutes,
  resetBrowserState,
  stubFetch,
  type RecordedRequest,
} from '../../test-utils';
import { BankAccountListPage } from './bank-account-list-page';
import { BankAccountAddPage, BankAccountEditPage } from './bank-account-pages';

const ACCOUNT: BankAccount = {
  id: '0190a0a0-0000-7000-8000-0000000000b1',
  bankName: 'Ziraat Bankası',
  accountHolder: 'Hatıra Yazılım A.Ş.',
  iban: 'TR330006100519786457841326',
  branch: 'Kadıköy',
  currency: 'TRY',
  isActive: true,
  createdAt: '2030-05-01T10:00:00.000Z',
};

let requests: RecordedRequest[];

function server(request: RecordedRequest): Response {
  const { method, path } = request;
  if (method === 'GET' && path.startsWith('/api/bank-accounts?'))
    return jsonResponse({ items: [ACCOUNT], total: 1 });
  if (method === 'GET' && path === `/api/bank-accounts/${ACCOUNT.id}`) return jsonResponse(ACCOUNT);
  if (method === 'POST' && path === '/api/bank-accounts')
    return jsonResponse({ ...ACCOUNT, id: 'new-account' }, 201);
  return jsonResponse({ error: { code: 'NOT_FOUND', message: 'Data not found.' } }, 404);
}

async function openAsAdmin(path: string, language: Language = 'en') {
  saveSession(authResponse({ role: 'admin' }, BUILT_IN_ROLES.admin.rules));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrap = (element: React.ReactNode) => (
    <QueryClientProvider client={client}>{element}</QueryClientProvider>
  );
  return renderRoutes(
    [
      { path: '/bank-accounts', element: wrap(<BankAccountListPage />) },
      { path: '/bank-accounts/add', element: wrap(<BankAccountAddPage />) },
      { path: '/bank-accounts/edit/:id', element: wrap(<BankAccountEditPage />) },
    ],
    { initialEntries: [path], language },
  );
}

const writes = () => requests.filter((r) => r.method !== 'GET');

beforeEach(() => {
  resetBrowserState();
  requests = stubFetch(server);
});
afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 30_000 });

describe('the bank accounts', () => {
  it('lists each IBAN in groups of four', async () => {
    await openAsAdmin('/bank-accounts', 'tr');
    const row = (await screen.findByRole('link', { name: 'Ziraat Bankası' })).closest(
      '[role="row"]',
    ) as HTMLElement;
    expect(within(row).getByText('TR33 0006 1005 1978 6457 8413 26')).toBeInTheDocument();
    expect(within(row).getByText('Gösteriliyor')).toBeInTheDocument();
  });

  it('groups an IBAN as it is typed and judges it live, before any save', async () => {
    const { user } = await openAsAdmin('/bank-accounts/add');
    const iban = await screen.findByRole('textbox', { name: /IBAN/ });

    await user.type(iban, 'tr3300061005');
    expect(iban).toHaveValue('TR33 0006 1005');
    expect(iban).toHaveAccessibleDescription('12 of 26 characters');
    expect(iban).not.toHaveAttribute('aria-invalid', 'true');

    // All 26 characters, the last check digit wrong: said at once.
    await user.type(iban, '19786457841327');
    expect(iban).toHaveValue('TR33 0006 1005 1978 6457 8413 27');
    expect(iban).toHaveAttribute('aria-invalid', 'true');
    expect(iban).toHaveAccessibleDescription('Enter a valid IBAN');

    await user.type(iban, '{Backspace}6');
    expect(iban).toHaveAttribute('aria-invalid', 'false');
    expect(iban).toHaveAccessibleDescription('The IBAN is valid.');

    // A letter where the check digits go: wrong before the IBAN is complete.
    await user.clear(iban);
    await user.type(iban, 'TRX');
    expect(iban).toHaveAttribute('aria-invalid', 'true');
    expect(writes()).toEqual([]);
  });

  it('saves the IBAN as the shared schema stores it: without spaces', async () => {
    const { user } = await openAsAdmin('/bank-accounts/add');
    await user.type(await screen.findByRole('textbox', { name: /Bank/ }), 'Ziraat Bankası');
    await user.type(screen.getByRole('textbox', { name: /Account holder/ }), 'Hatıra Yazılım A.Ş.');
    await user.type(screen.getByRole('textbox', { name: /IBAN/ }), 'TR33 0006 1005 1978 6457 8413 26');
    await user.click(screen.getByRole('button', { name: 'Add account' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({
      method: 'POST',
      body: {
        bankName: 'Ziraat Bankası',
        accountHolder: 'Hatıra Yazılım A.Ş.',
        iban: 'TR330006100519786457841326',
        branch: '',
        currency: 'TRY',
        isActive: true,
      },
    });
  });

  it('shows an account’s IBAN grouped on its page, in Turkish', async () => {
    await openAsAdmin(`/bank-accounts/edit/${ACCOUNT.id}`, 'tr');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ziraat Bankası' })).toBeInTheDocument();
    const iban = screen.getByRole('textbox', { name: /IBAN/ });
    expect(iban).toHaveValue('TR33 0006 1005 1978 6457 8413 26');
    expect(iban).toHaveAccessibleDescription('IBAN geçerli.');
  });
});
