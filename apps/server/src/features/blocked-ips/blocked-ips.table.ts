import { sql } from 'drizzle-orm';
import { check, cidr, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns.js';
import { users } from '../users/users.table.js';

const NO_OWNER = sql.raw(`'00000000-0000-0000-0000-000000000000'`);

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
    /** null for a device entry. */
    ip: cidr('ip'),
    /** A device entry (DESIGN.md §6.7): the SHA-256 (hex) of the guest's device key. */
    guestKeyHash: text('guest_key_hash'),
    /** A device entry: the name the guest posted under, for the owner's list. */
    guestName: text('guest_name'),
    reason: text('reason'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    // One entry per range, and per device, on each list (the platform's too: a null owner counts
    // as one list, hence the coalesce).
    uniqueIndex('blocked_ips_owner_ip_key')
      .on(sql`coalesce(${t.ownerId}, ${NO_OWNER}::uuid)`, t.ip)
      .where(sql`${t.ip} is not null`),
    uniqueIndex('blocked_ips_owner_guest_key')
      .on(sql`coalesce(${t.ownerId}, ${NO_OWNER}::uuid)`, t.guestKeyHash)
      .where(sql`${t.guestKeyHash} is not null`),
    index('blocked_ips_ip_idx').using('gist', t.ip.op('inet_ops')),
    index('blocked_ips_guest_key_idx').on(t.guestKeyHash),
    check('blocked_ips_target_check', sql`(${t.ip} is null) <> (${t.guestKeyHash} is null)`),
    check('blocked_ips_reason_check', sql`char_length(${t.reason}) <= 200`),
  ],
);
