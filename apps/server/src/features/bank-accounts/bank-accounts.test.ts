// The admin's bank accounts (issue 12 /bank-accounts; DESIGN.md §6.3): the IBAN stored without
// spaces and upper case, checked by mod 97 and its country's length, else VALIDATION_FAILED on
// `fields.iban`; the active ones are what a bill's pay page shows.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BankAccount } from '@hatira/shared/bank-accounts';
import { adminOnly, createCallers, expectAccess, type Callers } from '../../../test/access-matrix.js';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { bearer, expectError } from '../../../test/factories.js';
import { activeBankAccounts } from './bank-accounts.queries.js';
import { bankAccounts } from './bank-accounts.table.js';

const IBAN = 'TR330006100519786457841326';
const OTHER_IBAN = 'TR320010009999901234567890';
const UNKNOWN = '01890000-0000-7000-8000-000000000000';

let accounts = 0;
/** A valid Turkish IBAN no other test has used: bank 00061, account number n, check digits by mod 97. */
function freshIban(): string {
  const bban = `000610${String(++accounts).padStart(16, '0')}`;
  const check = 98n - (BigInt(`${bban}292700`) % 97n); // T = 29, R = 27, then "00"
  return `TR${String(check).padStart(2, '0')}${bban}`;
}
const spaced = (iban: string) =>
  iban
    .replace(/(.{4})/g, '$1 ')
    .trim()
    .toLowerCase();

let t: TestApp;
let callers: Callers;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  callers = await createCallers(t);
  admin = callers.admin.token!;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, token = admin) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload && { payload }) });

async function newAccount(body: Record<string, unknown> = {}): Promise<BankAccount> {
  const response = await call('POST', '/api/bank-accounts', {
    bankName: 'Ziraat Bankası',
    accountHolder: 'Hatıra Yazılım A.Ş.',
    iban: freshIban(),
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as BankAccount;
}

describe('POST /api/bank-accounts', () => {
  it('stores the IBAN without spaces, upper case', async () => {
    const account = await newAccount({ iban: 'tr33 0006 1005 1978 6457 8413 26', branch: 'Kadıköy' });
    expect(account).toEqual({
      id: expect.any(String),
      bankName: 'Ziraat Bankası',
      accountHolder: 'Hatıra Yazılım A.Ş.',
      iban: IBAN,
      branch: 'Kadıköy',
      currency: 'TRY',
      isActive: true,
      createdAt: expect.any(String),
    });
    const [row] = await t.db.select().from(bankAccounts).where(eq(bankAccounts.id, account.id));
    expect(row!.iban).toBe(IBAN);
  });

  it('refuses an IBAN with a wrong check digit or the wrong length for its country on fields.iban', async () => {
    for (const iban of [
      'TR330006100519786457841327', // one digit changed: mod 97 fails
      'TR5000061005197864578413', // passes mod 97, but a Turkish IBAN has 26 characters
      '1234',
    ]) {
      const response = await call('POST', '/api/bank-accounts', {
        bankName: 'Banka',
        accountHolder: 'Ad',
        iban,
      });
      expectError(response, 400, 'VALIDATION_FAILED', 'Please fill in the required fields!');
      expect(response.json().error.fields).toEqual({ iban: 'Enter a valid IBAN' });
    }
    expect(await t.db.select().from(bankAccounts).where(eq(bankAccounts.bankName, 'Banka'))).toEqual([]);
  });

  it('answers VALIDATION_FAILED with every field', async () => {
    const response = await call('POST', '/api/bank-accounts', { iban: '  ', currency: 'GBP' });
    expect(response.json().error.fields).toEqual({
      bankName: 'This field is required',
      accountHolder: 'This field is required',
      iban: 'This field is required',
      currency: 'Choose one of the options',
    });
  });
});

describe('one account per IBAN', () => {
  it('refuses an IBAN another account has, however it is typed, on fields.iban, and saves nothing', async () => {
    const first = await newAccount();
    const again = await call('POST', '/api/bank-accounts', {
      bankName: 'Başka Banka',
      accountHolder: 'Hatıra',
      iban: spaced(first.iban),
    });
    expectError(again, 400, 'VALIDATION_FAILED');
    expect(again.json().error.fields).toEqual({ iban: 'This IBAN is already saved.' });
    expect(await t.db.select().from(bankAccounts).where(eq(bankAccounts.iban, first.iban))).toHaveLength(1);

    const other = await newAccount();
    const moved = await call('PATCH', `/api/bank-accounts/${other.id}`, { iban: first.iban, branch: 'Moda' });
    expectError(moved, 400, 'VALIDATION_FAILED');
    expect(moved.json().error.fields).toEqual({ iban: 'This IBAN is already saved.' });
    expect((await call('GET', `/api/bank-accounts/${other.id}`)).json()).toEqual(other);
  });

  it('lets an account be saved again with its own IBAN', async () => {
    const account = await newAccount();
    const response = await call('PATCH', `/api/bank-accounts/${account.id}`, {
      iban: account.iban,
      branch: 'Moda',
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('GET /api/bank-accounts', () => {
  it('finds an account by bank, holder or IBAN typed with spaces, and filters by active', async () => {
    const garanti = await newAccount({ bankName: 'Garanti BBVA', iban: OTHER_IBAN, isActive: false });
    const list = async (query: string) =>
      ((await call('GET', `/api/bank-accounts?${query}`)).json().items as BankAccount[]).map((a) => a.id);
    expect(await list('q=garanti')).toEqual([garanti.id]);
    expect(await list(`q=${encodeURIComponent('tr32 0010 0099')}`)).toEqual([garanti.id]);
    expect(await list('isActive=false')).toEqual([garanti.id]);
    expect(await list('isActive=true')).not.toContain(garanti.id);
  });
});

describe('GET /api/bank-accounts/{id}', () => {
  it('answers one account, or 404', async () => {
    const account = await newAccount();
    expect((await call('GET', `/api/bank-accounts/${account.id}`)).json()).toEqual(account);
    expectError(await call('GET', `/api/bank-accounts/${UNKNOWN}`), 404, 'NOT_FOUND');
  });
});

describe('PATCH /api/bank-accounts/{id}', () => {
  it('changes only the fields sent; an inactive account leaves the pay page', async () => {
    const account = await newAccount({ branch: 'Moda', currency: 'EUR' });
    const iban = freshIban();
    const response = await call('PATCH', `/api/bank-accounts/${account.id}`, { iban: spaced(iban) });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ...account, iban });

    expect((await activeBankAccounts(t.db)).map((a) => a.id)).toContain(account.id);
    await call('PATCH', `/api/bank-accounts/${account.id}`, { isActive: false });
    expect((await activeBankAccounts(t.db)).map((a) => a.id)).not.toContain(account.id);
  });

  it('refuses a bad IBAN on fields.iban and answers 404 for an unknown account', async () => {
    const account = await newAccount();
    const bad = await call('PATCH', `/api/bank-accounts/${account.id}`, { iban: 'TR00 0000' });
    expectError(bad, 400, 'VALIDATION_FAILED');
    expect(bad.json().error.fields).toEqual({ iban: 'Enter a valid IBAN' });
    expectError(await call('PATCH', `/api/bank-accounts/${UNKNOWN}`, { branch: 'x' }), 404, 'NOT_FOUND');
  });
});

describe('DELETE /api/bank-accounts/{id}', () => {
  it('deletes an account, then 404', async () => {
    const account = await newAccount();
    expect((await call('DELETE', `/api/bank-accounts/${account.id}`)).statusCode).toBe(204);
    expect(await t.db.select().from(bankAccounts).where(eq(bankAccounts.id, account.id))).toEqual([]);
    expectError(await call('DELETE', `/api/bank-accounts/${account.id}`), 404, 'NOT_FOUND');
  });
});

describe('bank accounts access matrix', () => {
  it.each([
    ['GET', '/api/bank-accounts'],
    ['GET', '/api/bank-accounts/:id'],
    ['PATCH', '/api/bank-accounts/:id'],
  ] as const)('%s %s', async (method, url) => {
    const account = await newAccount();
    await expectAccess(t, callers, {
      method,
      url: url.replace(':id', account.id),
      ...(method === 'PATCH' && { payload: { branch: 'Matris' } }),
      expect: adminOnly(200),
    });
  });

  it('POST /api/bank-accounts', () =>
    expectAccess(t, callers, {
      method: 'POST',
      url: '/api/bank-accounts',
      payload: { bankName: 'Matris', accountHolder: 'Matris', iban: freshIban() },
      expect: adminOnly(201),
    }));

  it('DELETE /api/bank-accounts/{id}', async () => {
    const account = await newAccount();
    await expectAccess(t, callers, {
      method: 'DELETE',
      url: `/api/bank-accounts/${account.id}`,
      expect: adminOnly(204),
    });
  });
});
