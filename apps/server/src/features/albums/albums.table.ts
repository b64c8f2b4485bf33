import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ALBUM_VISIBILITIES } from '@hatira/shared/albums';
import { createdAt, id, updatedAt } from '../../db/columns.js';
import { qrCodes } from '../qr-codes/qr-codes.table.js';

export const albums = pgTable(
  'albums',
  {
    id: id(),
    qrCodeId: uuid('qr_code_id')
      .notNull()
      .references(() => qrCodes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    /** argon2id; null = an open album. */
    passwordHash: text('password_hash'),
    isActive: boolean('is_active').notNull().default(true),
    uploadsEnabled: boolean('uploads_enabled').notNull().default(true),
    /** null = inherit the QR code's setting. */
    approvalRequired: boolean('approval_required'),
    /** null = the plan's maxPostsPerAlbum. */
    uploadLimit: integer('upload_limit'),
    /** Who sees the gallery (DESIGN.md §6.7): public, after_reveal (at reveal_at), owner_only. */
    visibility: text('visibility', { enum: ALBUM_VISIBILITIES }).notNull().default('public'),
    /** after_reveal: when guests see the gallery; null = not until the owner reveals it. */
    revealAt: timestamp('reveal_at', { withTimezone: true }),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Storage key of the cover image (a WebP the server made from the owner's upload); null = none. */
    coverKey: text('cover_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('albums_qr_code_sort_idx').on(t.qrCodeId, t.sortOrder),
    check('albums_name_check', sql`char_length(${t.name}) between 1 and 50`),
    check('albums_upload_limit_check', sql`${t.uploadLimit} > 0`),
    check('albums_visibility_check', sql`${t.visibility} in ('public', 'after_reveal', 'owner_only')`),
  ],
);
