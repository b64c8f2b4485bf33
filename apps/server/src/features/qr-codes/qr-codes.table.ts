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
import { createdAt, id, updatedAt } from '../../db/columns.js';
import { users } from '../users/users.table.js';

/** An event page: guests reach it at /s/{hash} from the printed QR code. */
export const qrCodes = pgTable(
  'qr_codes',
  {
    id: id(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id').references(() => users.id, { onDelete: 'set null' }),
    hash: text('hash').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    eventDate: timestamp('event_date', { withTimezone: true }),
    isActive: boolean('is_active').notNull().default(true),
    uploadsEnabled: boolean('uploads_enabled').notNull().default(true),
    approvalRequired: boolean('approval_required').notNull().default(false),
    allowGuestDownload: boolean('allow_guest_download').notNull().default(false),
    themeColor: text('theme_color'),
    /** Storage key of the cover image (a WebP the server made from the owner's upload); null = none. */
    coverKey: text('cover_key'),
    /** Guests may delete their own posts (DESIGN.md §6.7). */
    guestDeleteEnabled: boolean('guest_delete_enabled').notNull().default(true),
    /** The live slideshow's link (/live/{token}); null = off. A new token stops the old link. */
    slideshowToken: text('slideshow_token'),
    slideshowInterval: integer('slideshow_interval').notNull().default(8),
    slideshowIncludeVideos: boolean('slideshow_include_videos').notNull().default(true),
    slideshowShowNames: boolean('slideshow_show_names').notNull().default(true),
    /** The screen also shows albums guests cannot see yet (after_reveal before it, owner_only). */
    slideshowIncludeHidden: boolean('slideshow_include_hidden').notNull().default(false),
    /** When the owner was last mailed about posts awaiting approval here (at most one mail an hour). */
    pendingNotifiedAt: timestamp('pending_notified_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('qr_codes_hash_key').on(t.hash),
    uniqueIndex('qr_codes_slideshow_token_key').on(t.slideshowToken),
    index('qr_codes_owner_idx').on(t.ownerId),
    index('qr_codes_customer_idx').on(t.customerId),
    check('qr_codes_title_check', sql`char_length(${t.title}) between 1 and 100`),
    check('qr_codes_slideshow_interval_check', sql`${t.slideshowInterval} between 3 and 60`),
    check('qr_codes_theme_color_check', sql`${t.themeColor} ~ '^#[0-9a-fA-F]{6}$'`),
  ],
);
