// The seller's identity bills print (issue 12 /bills-management; DESIGN.md §4 settings):
// `GET|PUT /api/settings/seller`, staff only; a PUT merges the fields it holds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOnly, createCallers, expectAccess, type Callers } from '../../../test/access-matrix.js';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { bearer, expectError } from '../../../test/factories.js';
import { sellerSettings } from './settings.queries.js';

let t: TestApp;
let callers: Callers;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  callers = await createCallers(t);
  admin = callers.admin.token!;
});
afterAll(() => t.close());

const get = () => t.app.inject({ url: '/api/settings/seller', headers: bearer(admin) });
const put = (payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/settings/seller', headers: bearer(admin), payload });

const SELLER = {
  title: 'Hatıra Yazılım Anonim Şirketi',
  address: 'Caferağa Mah. Moda Cad. No: 1, Kadıköy / İstanbul',
  taxOffice: 'Kadıköy',
  taxNumber: '1234567890',
  mersis: '0123456789000015',
  email: 'fatura@hatira.example',
  phone: '+90 216 000 00 00',
};

describe('seller settings', () => {
  it('are empty until the admin fills them in', async () => {
    expect((await get()).json()).toEqual({
      title: '',
      address: '',
      taxOffice: '',
      taxNumber: '',
      mersis: '',
      email: '',
      phone: '',
    });
  });

  it('are saved, trimmed, and read by the bills through sellerSettings', async () => {
    const response = await put({ ...SELLER, title: `  ${SELLER.title}  ` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(SELLER);
    expect((await get()).json()).toEqual(SELLER);
    expect(await sellerSettings(t.db)).toEqual(SELLER);
  });

  it('keep the fields a save leaves out, and two saves of different fields both land', async () => {
    await put(SELLER);
    await Promise.all([put({ phone: '+90 212 111 11 11' }), put({ email: '' })]);
    expect((await get()).json()).toEqual({ ...SELLER, phone: '+90 212 111 11 11', email: '' });
  });

  it('answer VALIDATION_FAILED with the fields and keep what was saved', async () => {
    await put(SELLER);
    const response = await put({ email: 'not an email', title: 'x'.repeat(201), taxNumber: 7 });
    expectError(response, 400, 'VALIDATION_FAILED', 'Please fill in the required fields!');
    expect(response.json().error.fields).toEqual({
      email: 'Enter a valid email address',
      title: 'Must be at most 200 characters',
      taxNumber: 'This value is not valid',
    });
    expect((await get()).json()).toEqual(SELLER);
  });

  it('GET /api/settings/seller is the admin’s', () =>
    expectAccess(t, callers, { method: 'GET', url: '/api/settings/seller', expect: adminOnly(200) }));

  it('PUT /api/settings/seller is the admin’s', () =>
    expectAccess(t, callers, {
      method: 'PUT',
      url: '/api/settings/seller',
      payload: { phone: '+90 216 000 00 00' },
      expect: adminOnly(200),
    }));
});
