import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { INVITATION_MESSAGE_STATUSES, INVITATION_THEMES } from '@hatira/shared/invitations';
import { createdAt, id, updatedAt } from '../../db/columns.js';
import { qrCodes } from '../qr-codes/qr-codes.table.js';
import { users } from '../users/users.table.js';

/** A digital wedding invitation (DESIGN.md §6.5): guests open it at /i/{hash} and reply there. */
export const invitations = pgTable(
  'invitations',
  {
    id: id(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Unguessable and URL-safe, made like an event page's (qr-codes.service newQrHash). */
    hash: text('hash').notNull(),
    title: text('title').notNull(),
    coupleNames: text('couple_names').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** IANA name: how guests see the time and what the calendar file says. */
    timezone: text('timezone').notNull().default('Europe/Istanbul'),
    venueName: text('venue_name').notNull().default(''),
    address: text('address').notNull().default(''),
    mapUrl: text('map_url').notNull().default(''),
    message: text('message').notNull().default(''),
    theme: text('theme', { enum: INVITATION_THEMES }).notNull().default('classic'),
    themeColor: text('theme_color').notNull(),
    /** One of the owner's event pages (guests may later post photos there); null when none. */
    qrCodeId: uuid('qr_code_id').references(() => qrCodes.id, { onDelete: 'set null' }),
    rsvpEnabled: boolean('rsvp_enabled').notNull().default(true),
    rsvpDeadline: timestamp('rsvp_deadline', { withTimezone: true }),
    maxGuestsPerReply: integer('max_guests_per_reply').notNull().default(5),
    isActive: boolean('is_active').notNull().default(true),
    /** Storage keys of the cover (WebP) and its small copy; null = no cover. */
    coverKey: text('cover_key'),
    coverThumbKey: text('cover_thumb_key'),
    /** When the owner was last mailed about replies (at most one mail an hour per invitation). */
    replyMailedAt: timestamp('reply_mailed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('invitations_hash_key').on(t.hash),
    index('invitations_owner_idx').on(t.ownerId, t.createdAt),
    index('invitations_qr_code_idx').on(t.qrCodeId),
    check('invitations_max_guests_check', sql`${t.maxGuestsPerReply} between 1 and 20`),
    check('invitations_theme_color_check', sql`${t.themeColor} ~ '^#[0-9a-fA-F]{6}$'`),
  ],
);

/** A guest's reply to an invitation: coming or not, how many, and a few words. */
export const invitationMessages = pgTable(
  'invitation_messages',
  {
    id: id(),
    invitationId: uuid('invitation_id')
      .notNull()
      .references(() => invitations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    message: text('message').notNull().default(''),
    attending: boolean('attending').notNull(),
    /** Guests coming with this reply (0 when not attending). */
    guestCount: integer('guest_count').notNull().default(0),
    status: text('status', { enum: INVITATION_MESSAGE_STATUSES }).notNull().default('published'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    // the owner's list (newest first) and the totals
    index('invitation_messages_invitation_created_idx').on(t.invitationId, t.createdAt.desc(), t.id.desc()),
    // the guests' page: published ones, newest first, by keyset
    index('invitation_messages_public_idx').on(t.invitationId, t.status, t.createdAt.desc(), t.id.desc()),
    check('invitation_messages_name_check', sql`char_length(${t.name}) between 1 and 50`),
    check('invitation_messages_message_check', sql`char_length(${t.message}) <= 150`),
    check('invitation_messages_guest_count_check', sql`${t.guestCount} between 0 and 20`),
  ],
);
