// The invitation's outward links: Google Calendar's event template and directions. The calendar
// file itself is the server's (invite.api.ts calendarFilePath); both hold the same hours.
import type { PublicInvitation } from '@hatira/shared/invitations';

/**
 * How long the event is written into a calendar: the invitation knows only when it starts. Keep
 * equal to the server's calendar file (GET /api/invite/{hash}/calendar.ics).
 */
export const CALENDAR_EVENT_HOURS = 4;

/** 2026-06-12T15:00:00.000Z → 20260612T150000Z (Google Calendar's UTC form). */
export function calendarStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** "Venue, Address" without empty parts. */
export const placeOf = (invitation: Pick<PublicInvitation, 'venueName' | 'address'>) =>
  [invitation.venueName, invitation.address]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');

export function googleCalendarUrl(invitation: PublicInvitation, pageUrl: string): string {
  const start = new Date(invitation.startsAt);
  const end = new Date(start.getTime() + CALENDAR_EVENT_HOURS * 3_600_000);
  const details = [invitation.message.trim(), pageUrl].filter(Boolean).join('\n\n');
  const query = new URLSearchParams({
    action: 'TEMPLATE',
    text: `${invitation.coupleNames} — ${invitation.title}`,
    dates: `${calendarStamp(start)}/${calendarStamp(end)}`,
    ctz: invitation.timezone,
    location: placeOf(invitation),
    details,
  });
  return `https://calendar.google.com/calendar/render?${query}`;
}

/** The owner's map link, else a map search of the venue and address; null with neither. */
export function directionsUrl(invitation: PublicInvitation): string | null {
  if (invitation.mapUrl) return invitation.mapUrl;
  const place = placeOf(invitation);
  return place ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place)}` : null;
}
