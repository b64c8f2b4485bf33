// What the invitation page asks the server (DESIGN.md §6.5), through the guest pages' small client
// (lib/guest-request.ts): only types come from @hatira/shared/invitations, whose zod schemas would
// bring ~30 KB to a guest's phone (the RSVP form checks its three rules itself: rsvp-rules.ts).
import type {
  CreateInvitationReplyBody,
  CreateInvitationReplyResponse,
  PublicInvitation,
  PublicInvitationMessages,
} from '@hatira/shared/invitations';
import { guestRequest } from '../../lib/guest-request';

const invitePath = (hash: string) => `/api/invite/${encodeURIComponent(hash)}`;

/** The calendar file of an invitation (an address the browser downloads, not a JSON call). */
export const calendarFilePath = (hash: string) => `${invitePath(hash)}/calendar.ics`;

export function fetchInvitation(hash: string, signal?: AbortSignal): Promise<PublicInvitation> {
  return guestRequest<PublicInvitation>(invitePath(hash), { signal });
}

export function fetchInvitationMessages(
  hash: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<PublicInvitationMessages> {
  return guestRequest<PublicInvitationMessages>(`${invitePath(hash)}/messages`, {
    query: { cursor },
    signal,
  });
}

export function sendInvitationReply(
  hash: string,
  body: CreateInvitationReplyBody,
): Promise<CreateInvitationReplyResponse> {
  return guestRequest<CreateInvitationReplyResponse>(`${invitePath(hash)}/messages`, {
    method: 'POST',
    body: { ...body },
  });
}
