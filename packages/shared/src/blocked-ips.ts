// Blocked IP addresses (DESIGN.md §4): a subscriber blocks guests from their own event pages; an
// admin's entries are platform-wide. A customer works on their subscriber's list (adds, and removes
// what they added: docs/decisions/024). An entry is one IPv4 or IPv6 address or a CIDR range, or
// (made only by "Block this guest" on a post, DESIGN.md §6.7) one guest's device key.
import { z } from 'zod';
import { listQuerySchema } from './common.js';
import { fieldError } from './field-errors.js';
import { BLOCKED_IP_REASON_MAX } from './limits.js';

/** An IPv4 or IPv6 address, or a CIDR range of either; checked without Node so the browser can too. */
export const ipOrCidrSchema = z
  .string({ error: fieldError('required') })
  .trim()
  .min(1, { error: fieldError('required') })
  .pipe(z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()], { error: fieldError('invalid') }));

export const createBlockedIpBodySchema = z.object({
  ip: ipOrCidrSchema,
  reason: z
    .string({ error: fieldError('invalid') })
    .trim()
    .max(BLOCKED_IP_REASON_MAX, { error: fieldError('tooLong', { max: BLOCKED_IP_REASON_MAX }) })
    .nullable()
    .optional(),
});
export type CreateBlockedIpBody = z.infer<typeof createBlockedIpBodySchema>;

export const blockedIpSchema = z.object({
  id: z.string(),
  /** `device`: one guest's phone, blocked by its device key from a post (DESIGN.md §6.7). */
  kind: z.enum(['ip', 'device']),
  /** A single address without a prefix length (1.2.3.4), or a range (10.0.0.0/8); null for a device. */
  ip: z.string().nullable(),
  /** A device entry: the name the guest posted under, to recognise them in the list. */
  guestName: z.string().nullable(),
  reason: z.string().nullable(),
  /** null for a platform-wide entry. */
  ownerId: z.string().nullable(),
  /** Whose list it is on, for the admin's scope column; null for a platform-wide entry. */
  owner: z.object({ fullName: z.string(), email: z.string() }).nullable(),
  isPlatformWide: z.boolean(),
  /** Whether the caller may remove it: a customer only the entries they added themselves. */
  canDelete: z.boolean(),
  createdAt: z.string(),
});
export type BlockedIp = z.infer<typeof blockedIpSchema>;

export const BLOCKED_IP_SORT_FIELDS = ['ip', 'createdAt'] as const;
/** For admins: `platform` = platform-wide entries, `mine` = the entries they created; none = all. */
export const BLOCKED_IP_SCOPES = ['mine', 'platform'] as const;

export const listBlockedIpsQuerySchema = listQuerySchema.extend({
  sortBy: z.enum(BLOCKED_IP_SORT_FIELDS, { error: fieldError('invalidChoice') }).optional(),
  scope: z.enum(BLOCKED_IP_SCOPES, { error: fieldError('invalidChoice') }).optional(),
});
export type ListBlockedIpsQuery = z.infer<typeof listBlockedIpsQuerySchema>;
