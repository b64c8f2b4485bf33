import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
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
  ],
);
