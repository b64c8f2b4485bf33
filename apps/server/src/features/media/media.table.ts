import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { MEDIA_NOTE_CODES } from '@hatira/shared/media';
import { createdAt, id, updatedAt } from '../../db/columns.js';
import { albums } from '../albums/albums.table.js';
import { posts } from '../posts/posts.table.js';

/**
 * One uploaded file and its copies. The row is also the processing job (DESIGN.md §2): a worker
 * claims a `processing` row whose lease has run out with FOR UPDATE SKIP LOCKED, so a crash or a
 * second instance loses nothing and does nothing twice.
 */
export const media = pgTable(
  'media',
  {
    id: id(),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    albumId: uuid('album_id')
      .notNull()
      .references(() => albums.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['photo', 'video'] }).notNull(),
    /** As the guest's device named it; shown to the owner only, never to guests. */
    originalFilename: text('original_filename'),
    /** Decided by the bytes (magic numbers), not by the name or the declared type. */
    mime: text('mime').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    originalKey: text('original_key').notNull(),
    previewKey: text('preview_key'),
    thumbKey: text('thumb_key'),
    posterKey: text('poster_key'),
    /** A browser-playable, metadata-free copy of a video. */
    playbackKey: text('playback_key'),
    width: integer('width'),
    height: integer('height'),
    /** Seconds. */
    duration: real('duration'),
    takenAt: timestamp('taken_at', { withTimezone: true }),
    status: text('status', { enum: ['processing', 'ready', 'failed'] })
      .notNull()
      .default('processing'),
    /** Why processing failed, or what was left out (no ffmpeg): for the owner. */
    note: text('note'),
    /** The same as a code the owner's screens translate (MEDIA_NOTE_CODES). */
    noteCode: text('note_code', { enum: MEDIA_NOTE_CODES }),
    attempts: smallint('attempts').notNull().default(0),
    /** A claimed job's lease; null = free to claim. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** The instance holding the claim (config.instanceId): a restart takes its own back at once. */
    lockedBy: text('locked_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('media_post_idx').on(t.postId),
    index('media_album_idx').on(t.albumId),
    /** Duplicates (DESIGN.md §6.7): the same bytes in the same album are stored once. */
    index('media_album_sha256_idx').on(t.albumId, t.sha256),
    index('media_processing_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'processing'`),
    check('media_kind_check', sql`${t.kind} in ('photo', 'video')`),
    check('media_status_check', sql`${t.status} in ('processing', 'ready', 'failed')`),
    check('media_bytes_check', sql`${t.bytes} >= 0`),
  ],
);
