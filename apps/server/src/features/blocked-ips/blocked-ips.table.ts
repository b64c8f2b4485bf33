import { sql } from 'drizzle-orm';
import { check, cidr, index, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns.js';
import { users } from '../users/users.table.js';

/**
 * Addresses kept away from the guest share pages. `ip` is a PostgreSQL cidr (a single address is
 * a /32 or /128), so containment (`ip >>= $guest::inet`) is one indexed comparison.
 */
export const blockedIps = pgTable(
  'blocked_ips',
  {
    id: id(),
    /** null = platform-wide (set by an admin); else the subscriber whose event pages it guards. */
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    ip: cidr('ip').notNull(),
    reason: text('reason'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    // NULLS NOT DISTINCT (PostgreSQL 15+): one platform-wide entry per range, too.
    unique('blocked_ips_owner_ip_key').on(t.ownerId, t.ip).nullsNotDistinct(),
    index('blocked_ips_ip_idx').using('gist', t.ip.op('inet_ops')),
    check('blocked_ips_reason_check', sql`char_length(${t.reason}) <= 200`),
  ],
);
