// The invitation screens' test set-up: a couple's invitation, their event page, and a server that
// answers the invitation API as the contract says (packages/shared/src/endpoints.ts).
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BUILT_IN_ROLES, rulesOfUser } from '@hatira/shared/abilities';
import type { Invitation, InvitationMessage, InvitationSummary } from '@hatira/shared/invitations';
import type { Language } from '@hatira/shared/languages';
import type { QrCode } from '@hatira/shared/qr-codes';
import { saveSession } from '../../lib/session';
import { authResponse, jsonResponse, renderRoutes, type RecordedRequest } from '../../test-utils';
import { InvitationEditorPage } from './invitation-editor-page';
import { InvitationMessagesPage } from './invitation-messages-page';

export const EVENT: QrCode = {
  id: '0190a0a0-0000-7000-8000-0000000000e1',
  ownerId: '0190a0a0-0000-7000-8000-000000000001',
  ownerName: 'Ayşe Yılmaz',
  customerId: null,
  hash: 'abcDEF123456ghij',
  title: 'Elif & Mert Düğün',
  description: null,
  eventDate: null,
  isActive: true,
  uploadsEnabled: true,
  approvalRequired: false,
  allowGuestDownload: false,
  themeColor: null,
  guestDeleteEnabled: true,
  slideshowUrl: null,
  slideshowInterval: 8,
  slideshowIncludeVideos: true,
  slideshowShowNames: true,
  slideshowIncludeHidden: false,
  albumCount: 1,
  createdAt: '2030-01-01T10:00:00.000Z',
  updatedAt: '2030-01-01T10:00:00.000Z',
};

export const INVITATION: Invitation = {
  id: '0190a0a0-0000-7000-8000-0000000000a1',
  ownerId: '0190a0a0-0000-7000-8000-000000000001',
  title: 'Düğünümüze davetlisiniz',
  coupleNames: 'Elif & Mert',
  // 19:00 in Istanbul.
  startsAt: '2030-09-14T16:00:00.000Z',
  timezone: 'Europe/Istanbul',
  venueName: 'Çırağan Sarayı',
  address: 'Çırağan Cd. No:32, Beşiktaş, İstanbul',
  mapUrl: '',
  message: 'Bu mutlu günümüzde sizi de aramızda görmek isteriz.',
  theme: 'classic',
  themeColor: '#8a6d3b',
  qrCodeId: null,
  rsvpEnabled: true,
  rsvpDeadline: null,
  maxGuestsPerReply: 5,
  isActive: true,
  hash: 'inv1HASHabcdefgh',
  publicUrl: '/i/inv1HASHabcdefgh',
  coverUrl: null,
  coverThumbUrl: null,
  replyCount: 3,
  createdAt: '2030-01-02T10:00:00.000Z',
  updatedAt: '2030-01-02T10:00:00.000Z',
};

export const SECOND: Invitation = {
  ...INVITATION,
  id: '0190a0a0-0000-7000-8000-0000000000a2',
  title: 'Kına gecesi',
  startsAt: '2030-09-12T17:00:00.000Z',
  hash: 'inv2HASHabcdefgh',
  publicUrl: '/i/inv2HASHabcdefgh',
  replyCount: 0,
};

export const REPLIES: InvitationMessage[] = [
  {
    id: '0190a0a0-0000-7000-8000-0000000000m1',
    name: 'Zeynep Kaya',
    message: 'Mutluluklar dileriz!',
    attending: true,
    guestCount: 2,
    status: 'published',
    createdAt: '2030-08-01T09:00:00.000Z',
  },
  {
    id: '0190a0a0-0000-7000-8000-0000000000m2',
    name: 'Can Demir',
    message: '',
    attending: false,
    guestCount: 0,
    status: 'hidden',
    createdAt: '2030-08-02T09:00:00.000Z',
  },
];
export const SUMMARY: InvitationSummary = { replies: 12, attending: 9, notAttending: 3, headcount: 21 };

/** Where the server keeps an uploaded cover (WebP, cut to COVER_ASPECT). */
export const COVER_URL = '/media/invitations/cover-a1.webp';

/** The invitations the "server" holds; tests change it. */
export const state = { invitations: [INVITATION] as Invitation[] };

const notFound = () =>
  jsonResponse({ error: { code: 'INVITATION_NOT_FOUND', message: 'Invitation not found.' } }, 404);

/** The invitation API as the contract answers it. */
export function invitationServer(request: RecordedRequest): Response {
  const { method } = request;
  const url = new URL(request.path, 'http://localhost');
  const path = url.pathname;
  if (method === 'GET' && path === '/api/qr-codes') return jsonResponse({ items: [EVENT], total: 1 });
  if (method === 'GET' && path === '/api/invitations')
    return jsonResponse({ items: state.invitations, total: state.invitations.length });
  if (method === 'POST' && path === '/api/invitations')
    return jsonResponse(
      { ...INVITATION, ...(request.body as object), id: 'new-invitation', replyCount: 0 },
      201,
    );
  const qr = /^\/api\/invitations\/([^/]+)\/qr\.(png|svg)$/.exec(path);
  if (qr)
    return new Response(qr[2] === 'svg' ? '<svg xmlns="http://www.w3.org/2000/svg"/>' : 'PNG', {
      headers: {
        'Content-Type': qr[2] === 'svg' ? 'image/svg+xml' : 'image/png',
        'Content-Disposition': `inline; filename="davetiye-qr.${qr[2]}"`,
      },
    });
  if (/^\/api\/invitations\/[^/]+\/messages\.csv$/.test(path))
    return new Response('\ufeffAd;Katılım\n', {
      headers: {
        'Content-Type': 'text/csv',
        'Content-Disposition': 'attachment; filename="davetiye-yanitlari.csv"',
      },
    });
  if (method === 'GET' && /^\/api\/invitations\/[^/]+\/messages$/.test(path))
    return jsonResponse({ items: REPLIES, total: REPLIES.length, summary: SUMMARY });
  if (/^\/api\/invitations\/[^/]+\/cover$/.test(path))
    return jsonResponse(
      method === 'POST'
        ? { ...INVITATION, coverUrl: COVER_URL, coverThumbUrl: COVER_URL }
        : { ...INVITATION, coverUrl: null, coverThumbUrl: null },
    );
  const message = /^\/api\/invitations\/[^/]+\/messages\/([^/]+)$/.exec(path);
  if (message) {
    const reply = REPLIES.find((candidate) => candidate.id === message[1]);
    if (!reply) return notFound();
    if (method === 'DELETE') return new Response(null, { status: 204 });
    return jsonResponse({ ...reply, ...(request.body as object) });
  }
  const one = /^\/api\/invitations\/([^/]+)$/.exec(path);
  const invitation = one && state.invitations.find((candidate) => candidate.id === one[1]);
  if (one && !invitation) return notFound();
  if (invitation && method === 'GET') return jsonResponse(invitation);
  if (invitation && method === 'PATCH') return jsonResponse({ ...invitation, ...(request.body as object) });
  if (invitation && method === 'DELETE') {
    state.invitations = state.invitations.filter((candidate) => candidate !== invitation);
    return new Response(null, { status: 204 });
  }
  return jsonResponse({ error: { code: 'NOT_FOUND', message: 'Data not found.' } }, 404);
}

/** The two pages for a couple (an individual subscriber), opened at `path`. */
export async function openAsCouple(path: string, language: Language = 'en') {
  saveSession(
    authResponse(
      { role: 'subscriber', accountType: 'individual' },
      rulesOfUser(BUILT_IN_ROLES.subscriber.rules, 'individual'),
    ),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrap = (element: ReactNode) => <QueryClientProvider client={client}>{element}</QueryClientProvider>;
  return renderRoutes(
    [
      { path: '/wedding/digital-invitation', element: wrap(<InvitationEditorPage />) },
      { path: '/wedding/digital-invitation/messages', element: wrap(<InvitationMessagesPage />) },
    ],
    { initialEntries: [path], language },
  );
}
