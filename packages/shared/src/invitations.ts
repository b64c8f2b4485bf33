// The digital wedding invitation (DESIGN.md §6.5): the owner's editor and the replies list, and the
// public page a guest opens at /i/{hash} with its RSVP form. Times are ISO 8601 instants; the
// invitation's `timezone` (IANA) says how to show them to guests and writes the calendar file.
import { z } from 'zod';
import { listQuerySchema, patchBodyOf, requiredText } from './common.js';
import { fieldError } from './field-errors.js';
import { ADDRESS_MAX, MESSAGE_MAX, NAME_MAX } from './limits.js';

export const INVITATION_TITLE_MAX = 100;
export const COUPLE_NAMES_MAX = 100;
export const VENUE_NAME_MAX = 150;
export const MAP_URL_MAX = 500;
export const INVITATION_MESSAGE_MAX = 2000;
/** The most guests one reply may bring (the owner picks 1…this). */
export const GUESTS_PER_REPLY_MAX = 20;
export const INVITATION_COVER_MAX_BYTES = 20 * 1024 * 1024;
/** The cover as served: WebP, this wide (cropped to COVER_ASPECT), and a small copy for lists. */
export const COVER_WIDTH_PX = 1200;
export const COVER_THUMB_WIDTH_PX = 400;
/** Width ÷ height of the cover crop. */
export const COVER_ASPECT = 4 / 3;
export const INVITATION_MESSAGES_PAGE_SIZE = 20;

export const INVITATION_THEMES = ['classic', 'garden', 'modern', 'night'] as const;
export type InvitationTheme = (typeof INVITATION_THEMES)[number];
/** Each theme's colour until the owner picks another. */
export const THEME_DEFAULT_COLORS: Record<InvitationTheme, string> = {
  classic: '#8a6d3b',
  garden: '#4f7942',
  modern: '#222222',
  night: '#c9a227',
};

export const INVITATION_MESSAGE_STATUSES = ['published', 'hidden'] as const;
export type InvitationMessageStatus = (typeof INVITATION_MESSAGE_STATUSES)[number];

/** §6.5's success text, in English as the API sends it (the web app translates by key). */
export const INVITATION_MESSAGES = {
  replyReceived: 'Thank you! Your reply has been received.',
} as const;

/** True for a time zone name the runtime knows ("Europe/Istanbul"). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const optionalText = (max: number) =>
  z
    .string({ error: fieldError('invalid') })
    .trim()
    .max(max, { error: fieldError('tooLong', { max }) })
    .default('');
const instant = z.iso.datetime({ offset: true, error: fieldError('invalid') });

export const invitationBodySchema = z
  .object({
    title: requiredText(INVITATION_TITLE_MAX),
    coupleNames: requiredText(COUPLE_NAMES_MAX),
    startsAt: instant,
    timezone: z
      .string({ error: fieldError('required') })
      .refine(isTimeZone, { error: fieldError('invalid') })
      .default('Europe/Istanbul'),
    venueName: optionalText(VENUE_NAME_MAX),
    address: optionalText(ADDRESS_MAX),
    /** A map link for "directions" (https only), or empty: the page then searches the address. */
    mapUrl: z
      .union([
        z.literal(''),
        z.url({ protocol: /^https$/, error: fieldError('invalid') }).max(MAP_URL_MAX, {
          error: fieldError('tooLong', { max: MAP_URL_MAX }),
        }),
      ])
      .default(''),
    message: optionalText(INVITATION_MESSAGE_MAX),
    theme: z.enum(INVITATION_THEMES, { error: fieldError('invalidChoice') }).default('classic'),
    themeColor: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/, { error: fieldError('invalid') })
      .default(THEME_DEFAULT_COLORS.classic),
    /** One of the owner's event pages, so invited guests can later post photos there. */
    qrCodeId: z
      .uuid({ error: fieldError('invalid') })
      .nullable()
      .default(null),
    rsvpEnabled: z.boolean().default(true),
    /** Replies close at this instant (null: at the start of the event). */
    rsvpDeadline: instant.nullable().default(null),
    maxGuestsPerReply: z
      .number({ error: fieldError('invalid') })
      .int({ error: fieldError('invalid') })
      .min(1, { error: fieldError('invalid') })
      .max(GUESTS_PER_REPLY_MAX, { error: fieldError('invalid') })
      .default(5),
    isActive: z.boolean().default(true),
  })
  .strict();
export type InvitationBody = z.infer<typeof invitationBodySchema>;
export const updateInvitationBodySchema = patchBodyOf(invitationBodySchema);
export type UpdateInvitationBody = z.infer<typeof updateInvitationBodySchema>;

export const invitationSchema = z.object({
  id: z.string(),
  ownerId: z.string(),
  title: z.string(),
  coupleNames: z.string(),
  startsAt: z.string(),
  timezone: z.string(),
  venueName: z.string(),
  address: z.string(),
  mapUrl: z.string(),
  message: z.string(),
  theme: z.enum(INVITATION_THEMES),
  themeColor: z.string(),
  qrCodeId: z.string().nullable(),
  rsvpEnabled: z.boolean(),
  rsvpDeadline: z.string().nullable(),
  maxGuestsPerReply: z.number().int(),
  isActive: z.boolean(),
  /** The public part of the link: /i/{hash}. */
  hash: z.string(),
  /** The page guests open (a path: `/i/{hash}`). */
  publicUrl: z.string(),
  /** The cover (WebP) and its small copy, or null without one. */
  coverUrl: z.string().nullable(),
  coverThumbUrl: z.string().nullable(),
  /** Replies received (every status). */
  replyCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const listInvitationsQuerySchema = listQuerySchema.extend({
  sortBy: z.enum(['title', 'startsAt', 'createdAt'], { error: fieldError('invalidChoice') }).optional(),
});
export type ListInvitationsQuery = z.infer<typeof listInvitationsQuerySchema>;

// ---- Replies (guest messages) ----------------------------------------------------------------

export const invitationMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  message: z.string(),
  attending: z.boolean(),
  /** Guests coming with this reply (0 when not attending). */
  guestCount: z.number().int(),
  status: z.enum(INVITATION_MESSAGE_STATUSES),
  createdAt: z.string(),
});
export type InvitationMessage = z.infer<typeof invitationMessageSchema>;

const booleanQuery = z
  .enum(['true', 'false'], { error: fieldError('invalidChoice') })
  .optional()
  .transform((value) => (value === undefined ? undefined : value === 'true'));

export const listInvitationMessagesQuerySchema = listQuerySchema.extend({
  status: z.enum(INVITATION_MESSAGE_STATUSES, { error: fieldError('invalidChoice') }).optional(),
  attending: booleanQuery,
  sortBy: z.enum(['name', 'createdAt', 'guestCount'], { error: fieldError('invalidChoice') }).optional(),
});
export type ListInvitationMessagesQuery = z.infer<typeof listInvitationMessagesQuerySchema>;

/** The totals over every reply of the invitation (filters do not narrow them). */
export const invitationSummarySchema = z.object({
  replies: z.number().int(),
  attending: z.number().int(),
  notAttending: z.number().int(),
  /** Guests coming: the sum of the attending replies' guest counts. */
  headcount: z.number().int(),
});
export type InvitationSummary = z.infer<typeof invitationSummarySchema>;

export const invitationMessageListSchema = z.object({
  items: z.array(invitationMessageSchema),
  total: z.number().int(),
  summary: invitationSummarySchema,
});
export type InvitationMessageList = z.infer<typeof invitationMessageListSchema>;

export const updateInvitationMessageBodySchema = z.object({
  status: z.enum(INVITATION_MESSAGE_STATUSES, { error: fieldError('invalidChoice') }),
});
export type UpdateInvitationMessageBody = z.infer<typeof updateInvitationMessageBodySchema>;

// ---- The public page -------------------------------------------------------------------------

/** `GET /api/invite/{hash}`: what the guest's page shows. */
export const publicInvitationSchema = z.object({
  hash: z.string(),
  title: z.string(),
  coupleNames: z.string(),
  startsAt: z.string(),
  timezone: z.string(),
  venueName: z.string(),
  address: z.string(),
  mapUrl: z.string(),
  message: z.string(),
  theme: z.enum(INVITATION_THEMES),
  themeColor: z.string(),
  coverUrl: z.string().nullable(),
  rsvpEnabled: z.boolean(),
  rsvpDeadline: z.string().nullable(),
  /** True while a reply is accepted (RSVP on and before its deadline, or the start). */
  rsvpOpen: z.boolean(),
  maxGuestsPerReply: z.number().int(),
  /** The linked event page's share path (`/s/{hash}`), when it is active; null otherwise. */
  sharePath: z.string().nullable(),
});
export type PublicInvitation = z.infer<typeof publicInvitationSchema>;

/** A published reply as guests see it (no status, no address). */
export const publicInvitationMessageSchema = invitationMessageSchema.pick({
  id: true,
  name: true,
  message: true,
  attending: true,
  createdAt: true,
});
export type PublicInvitationMessage = z.infer<typeof publicInvitationMessageSchema>;

export const publicInvitationMessagesQuerySchema = z.object({
  /** The last id of the previous page. */
  cursor: z.uuid({ error: fieldError('invalid') }).optional(),
});
export const publicInvitationMessagesSchema = z.object({
  items: z.array(publicInvitationMessageSchema),
  nextCursor: z.string().nullable(),
});
export type PublicInvitationMessages = z.infer<typeof publicInvitationMessagesSchema>;

/**
 * `POST /api/invite/{hash}/messages`. A guest who is not coming sends guestCount 0 (or leaves it
 * out); one who is coming brings 1…maxGuestsPerReply (the server checks the invitation's maximum).
 */
export const createInvitationReplyBodySchema = z
  .object({
    name: requiredText(NAME_MAX),
    message: z
      .string({ error: fieldError('invalid') })
      .trim()
      .max(MESSAGE_MAX, { error: fieldError('tooLong', { max: MESSAGE_MAX }) })
      .default(''),
    attending: z.boolean({ error: fieldError('required') }),
    guestCount: z
      .number({ error: fieldError('invalid') })
      .int({ error: fieldError('invalid') })
      .min(0, { error: fieldError('invalid') })
      .max(GUESTS_PER_REPLY_MAX, { error: fieldError('tooMany', { max: GUESTS_PER_REPLY_MAX }) })
      .default(1),
  })
  .transform((body) => ({ ...body, guestCount: body.attending ? body.guestCount : 0 }))
  .refine((body) => !body.attending || body.guestCount >= 1, {
    path: ['guestCount'],
    error: fieldError('invalid'),
  });
export type CreateInvitationReplyBody = z.infer<typeof createInvitationReplyBodySchema>;

export const createInvitationReplyResponseSchema = z.object({
  message: z.string(),
  reply: publicInvitationMessageSchema.extend({ guestCount: z.number().int() }),
});
export type CreateInvitationReplyResponse = z.infer<typeof createInvitationReplyResponseSchema>;
