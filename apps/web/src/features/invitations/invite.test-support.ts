// Test helpers of the invitation page: an invitation and its replies as GET /api/invite/{hash}
// answers them, and a fetch stand-in that answers like the API and keeps each request with its body.
import { vi } from 'vitest';
import { ERRORS, type ErrorCode } from '@hatira/shared/errors';
import type { PublicInvitation, PublicInvitationMessage } from '@hatira/shared/invitations';
import { startI18n, type LanguageModule } from '../../lib/i18n';
import { loadInviteTexts } from './invite-texts';

export const INVITE_HASH = 'k7Qm2xPa9c';

export function publicInvitation(overrides: Partial<PublicInvitation> = {}): PublicInvitation {
  return {
    hash: INVITE_HASH,
    title: 'Düğünümüze davetlisiniz',
    coupleNames: 'Ayşe & Mehmet',
    // 18:00 in Istanbul.
    startsAt: '2026-06-12T15:00:00.000Z',
    timezone: 'Europe/Istanbul',
    venueName: 'Çırağan Sarayı',
    address: 'Çırağan Cd. No:32, Beşiktaş, İstanbul',
    mapUrl: '',
    message: 'Bu mutlu günümüzde\nsizi de aramızda görmek isteriz.',
    theme: 'classic',
    themeColor: '#8a6d3b',
    coverUrl: null,
    rsvpEnabled: true,
    rsvpDeadline: null,
    rsvpOpen: true,
    maxGuestsPerReply: 4,
    sharePath: null,
    ...overrides,
  };
}

export function reply(id: string, name: string, overrides: Partial<PublicInvitationMessage> = {}) {
  return {
    id,
    name,
    message: '',
    attending: true,
    createdAt: '2026-05-01T10:00:00.000Z',
    ...overrides,
  } satisfies PublicInvitationMessage;
}

export interface SeenRequest {
  method: string;
  path: string;
  json: unknown;
}

/** Replaces fetch with the test's server. */
export function serve(handler: (request: SeenRequest) => Response | Promise<Response>): SeenRequest[] {
  const seen: SeenRequest[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const request: SeenRequest = {
      method: init.method ?? 'GET',
      path: url.pathname + url.search,
      json: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : null,
    };
    seen.push(request);
    const response = await handler(request);
    if (init.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    return response;
  });
  return seen;
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const apiError = (code: ErrorCode, fields?: Record<string, string>) =>
  json({ error: { code, message: ERRORS[code].message, ...(fields && { fields }) } }, ERRORS[code].status);

/**
 * The guest entry's texts as share.html loads them (features/share/share-i18n.ts: the first file)
 * and the page's own (invite-texts.ts), so a test sees exactly what a guest's phone has.
 */
export async function initGuestTexts(): Promise<void> {
  await startI18n(
    import.meta.glob<LanguageModule>('../../locales/*/*.share.ts'),
    import.meta.glob<LanguageModule>('../../locales/*/*.share-later.ts'),
  );
  await loadInviteTexts();
}
