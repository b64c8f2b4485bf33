// The editor's values and what they become: the API body (the date and time as a clock at the
// venue reads them, turned into the instant in the event's zone; numbers typed as text) and the
// guest's page the live preview shows.
import type {
  Invitation,
  InvitationBody,
  InvitationTheme,
  PublicInvitation,
} from '@hatira/shared/invitations';
import { THEME_DEFAULT_COLORS } from '@hatira/shared/invitations';
import type { QrCode } from '@hatira/shared/qr-codes';
import { paths } from '@hatira/shared/paths';
import { instantOf, wallTimeOf } from './zoned-time';

export const DEFAULT_TIME_ZONE = 'Europe/Istanbul';

export interface InvitationFormValues {
  title: string;
  coupleNames: string;
  /** 'YYYY-MM-DD' at the venue; null when not chosen, 'invalid' while a picker holds half a date. */
  date: string | null;
  /** 'HH:mm' at the venue, with the same nulls. */
  time: string | null;
  timezone: string;
  venueName: string;
  address: string;
  mapUrl: string;
  message: string;
  theme: InvitationTheme;
  themeColor: string;
  /** '' = no event page. */
  qrCodeId: string;
  rsvpEnabled: boolean;
  /** The last day replies are taken ('YYYY-MM-DD', to its end at the venue); null = until the event. */
  rsvpDeadline: string | null;
  /** As typed. */
  maxGuestsPerReply: string;
  isActive: boolean;
}

export const NEW_INVITATION: InvitationFormValues = {
  title: '',
  coupleNames: '',
  date: null,
  time: null,
  timezone: DEFAULT_TIME_ZONE,
  venueName: '',
  address: '',
  mapUrl: '',
  message: '',
  theme: 'classic',
  themeColor: THEME_DEFAULT_COLORS.classic,
  qrCodeId: '',
  rsvpEnabled: true,
  rsvpDeadline: null,
  maxGuestsPerReply: '5',
  isActive: true,
};

/** The last minute of a day at the venue: replies close when it ends. */
const DEADLINE_TIME = '23:59';

export function formValuesOf(invitation: Invitation): InvitationFormValues {
  const start = wallTimeOf(invitation.startsAt, invitation.timezone);
  return {
    title: invitation.title,
    coupleNames: invitation.coupleNames,
    date: start.date,
    time: start.time,
    timezone: invitation.timezone,
    venueName: invitation.venueName,
    address: invitation.address,
    mapUrl: invitation.mapUrl,
    message: invitation.message,
    theme: invitation.theme,
    themeColor: invitation.themeColor,
    qrCodeId: invitation.qrCodeId ?? '',
    rsvpEnabled: invitation.rsvpEnabled,
    rsvpDeadline: invitation.rsvpDeadline
      ? wallTimeOf(invitation.rsvpDeadline, invitation.timezone).date
      : null,
    maxGuestsPerReply: String(invitation.maxGuestsPerReply),
    isActive: invitation.isActive,
  };
}

/** The start as an instant, when the date and time are both there and real. */
export function startOf(
  values: Pick<InvitationFormValues, 'date' | 'time' | 'timezone'>,
): string | undefined {
  if (!values.date || !values.time) return undefined;
  return instantOf({ date: values.date, time: values.time }, values.timezone);
}

function deadlineOf(values: InvitationFormValues): string | null | undefined {
  if (values.rsvpDeadline === null) return null;
  return instantOf({ date: values.rsvpDeadline, time: DEADLINE_TIME }, values.timezone);
}

/** What the values say of each body field, for the shared schema to judge (invitation-form.schema.ts). */
export type InvitationInput = { [K in keyof InvitationBody]: unknown };

export function toInvitationInput(values: InvitationFormValues): InvitationInput {
  const guests = values.maxGuestsPerReply.trim();
  return {
    title: values.title,
    coupleNames: values.coupleNames,
    startsAt: startOf(values),
    timezone: values.timezone,
    venueName: values.venueName,
    address: values.address,
    mapUrl: values.mapUrl.trim(),
    message: values.message,
    theme: values.theme,
    themeColor: values.themeColor,
    qrCodeId: values.qrCodeId || null,
    rsvpEnabled: values.rsvpEnabled,
    rsvpDeadline: values.rsvpEnabled ? deadlineOf(values) : null,
    maxGuestsPerReply: /^\d+$/.test(guests) ? Number(guests) : undefined,
    isActive: values.isActive,
  };
}

/** A stand-in start for the preview until a date is chosen: 19:00 four weeks from today. */
function sampleStart(timezone: string): string {
  const day = new Date(Date.now() + 28 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  return instantOf({ date: day, time: '19:00' }, timezone) ?? new Date().toISOString();
}

export interface PreviewExtras {
  /** The saved invitation's hash (none before the first save). */
  hash?: string;
  /** The cover to show: a chosen file's preview, or the saved cover. */
  coverUrl: string | null;
  /** The caller's event pages, to show the linked one's share link. */
  events: readonly QrCode[];
}

/** The guest's page as it would look with the values typed so far (the live preview). */
export function previewOf(
  values: InvitationFormValues,
  { hash = '', coverUrl, events }: PreviewExtras,
): PublicInvitation {
  const startsAt = startOf(values) ?? sampleStart(values.timezone);
  const deadline = values.rsvpEnabled ? deadlineOf(values) : null;
  const closesAt = deadline ?? startsAt;
  const guests = Number(values.maxGuestsPerReply);
  const event = events.find((candidate) => candidate.id === values.qrCodeId);
  return {
    hash,
    title: values.title.trim(),
    coupleNames: values.coupleNames.trim(),
    startsAt,
    timezone: values.timezone,
    venueName: values.venueName.trim(),
    address: values.address.trim(),
    mapUrl: values.mapUrl.trim(),
    message: values.message.trim(),
    theme: values.theme,
    themeColor: /^#[0-9a-f]{6}$/i.test(values.themeColor)
      ? values.themeColor
      : THEME_DEFAULT_COLORS[values.theme],
    coverUrl,
    rsvpEnabled: values.rsvpEnabled,
    rsvpDeadline: deadline ?? null,
    rsvpOpen: values.rsvpEnabled && Date.now() < new Date(closesAt).getTime(),
    maxGuestsPerReply: Number.isInteger(guests) && guests >= 1 ? guests : 1,
    sharePath: event?.isActive ? paths.share(event.hash) : null,
  };
}
