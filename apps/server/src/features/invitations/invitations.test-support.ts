// The invitation tests' set-up: invitations made through the owner API, replies sent through the
// guests' API from an address of the test's choosing.
import { expect } from 'vitest';
import type { Invitation } from '@hatira/shared/invitations';
import type { TestApp } from '../../../test/app.js';
import { bearer, createOwner, type TestOwner } from '../../../test/factories.js';

const HOUR = 60 * 60_000;
export const DAY = 24 * HOUR;

/** A valid invitation a month away, with RSVP open. */
export const invitationBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'Düğünümüze davetlisiniz',
  coupleNames: 'Ayşe & Mehmet',
  startsAt: new Date(Date.now() + 30 * DAY).toISOString(),
  timezone: 'Europe/Istanbul',
  venueName: 'Çırağan Sarayı',
  address: 'Çırağan Cad. 32, Beşiktaş, İstanbul',
  message: 'Bu mutlu günümüzde sizi de aramızda görmek isteriz.',
  ...overrides,
});

export function invitationsApi(t: TestApp) {
  const call = (
    token: string | null,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
    remoteAddress?: string,
  ) =>
    t.app.inject({
      method,
      url,
      headers: token ? bearer(token) : {},
      ...(payload !== undefined && { payload: payload as Record<string, unknown> }),
      ...(remoteAddress && { remoteAddress }),
    });
  return {
    call,
    async create(owner: TestOwner, overrides: Record<string, unknown> = {}): Promise<Invitation> {
      const response = await call(owner.token, 'POST', '/api/invitations', invitationBody(overrides));
      expect(response.statusCode, response.body).toBe(201);
      return response.json() as Invitation;
    },
    /** A guest's reply from `ip` (a new address each time unless told). */
    reply: (hash: string, body: Record<string, unknown>, ip = nextIp()) =>
      call(null, 'POST', `/api/invite/${hash}/messages`, body, ip),
    guest: (url: string, ip = nextIp()) => call(null, 'GET', url, undefined, ip),
  };
}

let ipCounter = 0;
/** A fresh guest address (TEST-NET-2), so the per-address limits of one test do not meet another's. */
export function nextIp(): string {
  ipCounter++;
  return `198.51.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

export async function ownerWithInvitation(t: TestApp, overrides: Record<string, unknown> = {}) {
  const owner = await createOwner(t, { subscribed: false });
  const invitation = await invitationsApi(t).create(owner, overrides);
  return { owner, invitation };
}
