import { sql } from 'drizzle-orm';
import { check, index, inet, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns.js';
import { albums } from '../albums/albums.table.js';
import { qrCodes } from '../qr-codes/qr-codes.table.js';
import { blockedIps } from '../blocked-ips/blocked-ips.table.js';
import { users } from '../users/users.table.js';

/** A guest's post to an album: a name, a message and one or more media files. */
export const posts = pgTable(
  'posts',
  {
    id: id(),
    albumId: uuid('album_id')
      .notNull()
      .references(() => albums.id, { onDelete: 'cascade' }),
    /** The album's event, kept on the row for the moderation filters and the per-owner IP block. */
    qrCodeId: uuid('qr_code_id')
      .notNull()
      .references(() => qrCodes.id, { onDelete: 'cascade' }),
    guestName: text('guest_name').notNull(),
    message: text('message'),
    status: text('status', { enum: ['pending', 'published', 'rejected'] }).notNull(),
    ip: inet('ip'),
    userAgent: text('user_agent'),
    /** SHA-256 (hex) of the guest's device key (DESIGN.md §6.7); null for posts sent without one. */
    guestKeyHash: text('guest_key_hash'),
    /** The block entry that hid this post, and the status to give back when it is removed. */
    hiddenByBlockId: uuid('hidden_by_block_id').references(() => blockedIps.id, { onDelete: 'set null' }),
    statusBeforeBlock: text('status_before_block', { enum: ['pending', 'published'] }),
    createdAt: createdAt(),
    moderatedBy: uuid('moderated_by').references(() => users.id, { onDelete: 'set null' }),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
  },
  (t) => [
    // the guest gallery: published posts of an album, newest first, keyset on (created_at, id)
    index('posts_album_status_created_idx').on(t.albumId, t.status, t.createdAt.desc(), t.id.desc()),
    index('posts_qr_code_status_created_idx').on(t.qrCodeId, t.status, t.createdAt.desc()),
    index('posts_ip_idx').on(t.ip),
    index('posts_qr_code_guest_key_idx').on(t.qrCodeId, t.guestKeyHash),
    index('posts_hidden_by_block_idx').on(t.hiddenByBlockId),
    /** The dashboards' uploads per day across the platform. */
    index('posts_created_idx').on(t.createdAt),
    check('posts_status_check', sql`${t.status} in ('pending', 'published', 'rejected')`),
    check('posts_guest_name_check', sql`char_length(${t.guestName}) between 1 and 50`),
    check('posts_message_check', sql`char_length(${t.message}) <= 150`),
  ],
);
