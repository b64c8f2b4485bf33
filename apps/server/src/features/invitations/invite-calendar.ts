// "Add to calendar": the invitation as an .ics file with one event (RFC 5545, by ical-generator).
// Times are written in UTC (`DTSTART:…Z`): every calendar shows the right local time for it, and
// no VTIMEZONE block is needed (ical-generator makes none without a time-zone generator, and a
// TZID without one is read as floating time by some clients). docs/decisions/047.
import ical from 'ical-generator';
import type { AppDeps } from '../../lib/deps.js';
import { safeName } from '../../lib/file-names.js';
import { inviteUrl } from './invitation-qr.js';
import { openInvitation, type InviteDeps } from './invite.service.js';

/** How long the celebration is taken to last: the invitation names only its start. */
export const EVENT_DURATION_MS = 4 * 60 * 60_000;

export interface CalendarFile {
  fileName: string;
  body: string;
}

export async function invitationCalendar(
  deps: InviteDeps & Pick<AppDeps, 'config'>,
  hash: string,
  ip: string,
): Promise<CalendarFile> {
  const { row } = await openInvitation(deps, hash, ip, 'read');
  const url = inviteUrl(deps.config.publicUrl, row.hash);
  const calendar = ical({ prodId: { company: 'Hatira', product: 'Invitation' }, name: row.title });
  calendar.createEvent({
    id: `invitation-${row.id}@hatira`,
    start: row.startsAt,
    end: new Date(row.startsAt.getTime() + EVENT_DURATION_MS),
    summary: row.title,
    location: [row.venueName, row.address].filter(Boolean).join(', ') || null,
    description: [row.message, url].filter(Boolean).join('\n\n'),
    url,
  });
  return { fileName: `${safeName(row.coupleNames, 'davetiye')}.ics`, body: calendar.toString() };
}
