import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Who holds a resumable upload's lock (uploads.locks.ts), seen by every instance: a lease that its
 * holder renews while it works, so the lock of an instance that died frees itself.
 */
export const uploadLocks = pgTable('upload_locks', {
  uploadId: text('upload_id').primaryKey(),
  /** One random value per lock taken. */
  holder: text('holder').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** Set by a request that wants the upload now: the holder stops its PATCH soon after. */
  giveWay: boolean('give_way').notNull().default(false),
});
