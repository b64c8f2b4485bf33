// Who may call which invitation endpoint (DESIGN.md §5, §6.5): subscribers and customers their own
// invitations (`manage invitations` where ownerId is theirs), staff with `manage all` every one,
// clients nothing (403), the signed-out 401. Another owner's invitation is 404, never 403; the
// guests' API answers everybody, signed in or not.
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Invitation } from '@hatira/shared/invitations';
import { createCallers, expectAccess, type CallerName, type Callers } from '../../../test/access-matrix.js';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { invitationBody, invitationsApi } from './invitations.test-support.js';

let t: TestApp;
let callers: Callers;
let api: ReturnType<typeof invitationsApi>;
let individuals: Invitation;
let customers: Invitation;
beforeAll(async () => {
  t = await createTestApp();
  callers = await createCallers(t);
  api = invitationsApi(t);
  const as = (name: CallerName) => ({ token: callers[name].token!, userId: callers[name].userId! });
  individuals = await api.create(as('individual'));
  customers = await api.create(as('customer'));
});
afterAll(() => t.close());

/** Everybody who makes invitations gets `ok`; the client 403, the signed-out 401. */
const makers = (ok: number) => ({
  signedOut: 401,
  client: 403,
  customer: ok,
  individual: ok,
  corporate: ok,
  admin: ok,
});
/** One owner's invitation: that owner and staff get `ok`, every other owner 404. */
const ownersOnly = (owner: 'individual' | 'customer', ok: number) => ({
  signedOut: 401,
  client: 403,
  customer: owner === 'customer' ? ok : 404,
  individual: owner === 'individual' ? ok : 404,
  corporate: 404,
  admin: ok,
});

describe('invitations access matrix', () => {
  it('the list and creating', async () => {
    await expectAccess(t, callers, { method: 'GET', url: '/api/invitations', expect: makers(200) });
    await expectAccess(t, callers, {
      method: 'POST',
      url: '/api/invitations',
      payload: invitationBody(),
      expect: makers(201),
    });
  });

  it('one invitation, its QR code and its replies', async () => {
    const reply = await api.reply(individuals.hash, { name: 'Deniz', attending: true, guestCount: 1 });
    const messageId = reply.json().reply.id as string;
    const base = `/api/invitations/${individuals.id}`;
    const rows = [
      { method: 'GET' as const, url: base },
      { method: 'PATCH' as const, url: base, payload: { title: 'Düğün' } },
      { method: 'GET' as const, url: `${base}/qr.png` },
      { method: 'GET' as const, url: `${base}/qr.svg` },
      { method: 'GET' as const, url: `${base}/messages` },
      { method: 'GET' as const, url: `${base}/messages.csv` },
      { method: 'PATCH' as const, url: `${base}/messages/${messageId}`, payload: { status: 'hidden' } },
      { method: 'DELETE' as const, url: `${base}/cover` },
    ];
    for (const row of rows) await expectAccess(t, callers, { ...row, expect: ownersOnly('individual', 200) });
    await expectAccess(t, callers, {
      method: 'GET',
      url: `/api/invitations/${customers.id}`,
      expect: ownersOnly('customer', 200),
    });
  });

  it('deleting: the owner’s call deletes it, so the callers after them find nothing', async () => {
    const doomed = await api.create({ token: callers.individual.token!, userId: callers.individual.userId! });
    const reply = await api.reply(doomed.hash, { name: 'Deniz', attending: false });
    const after = { ...ownersOnly('individual', 204), admin: 404 };
    await expectAccess(t, callers, {
      method: 'DELETE',
      url: `/api/invitations/${doomed.id}/messages/${reply.json().reply.id}`,
      expect: after,
    });
    await expectAccess(t, callers, { method: 'DELETE', url: `/api/invitations/${doomed.id}`, expect: after });
  });

  it('the guests’ API: everybody, with or without a session', async () => {
    const all = (status: number) => ({ ...makers(status), signedOut: status, client: status });
    await expectAccess(t, callers, {
      method: 'GET',
      url: `/api/invite/${individuals.hash}`,
      expect: all(200),
    });
    await expectAccess(t, callers, {
      method: 'GET',
      url: `/api/invite/${individuals.hash}/messages`,
      expect: all(200),
    });
    await expectAccess(t, callers, {
      method: 'GET',
      url: `/api/invite/${individuals.hash}/calendar.ics`,
      expect: all(200),
    });
  });
});
