// In-app notifications (DESIGN.md §6.6): the bell's list and its unread count. The web app words
// each entry from its `kind` and `params` in the reader's language; `link` is the page it is about.
import { z } from 'zod';
import { fieldError } from './field-errors.js';

export const NOTIFICATION_KINDS = [
  'post.pending',
  'invitation.reply',
  'bill.issued',
  'bill.paid',
  'bill.rejected',
  'print-order.status',
  'subscription.ending',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** What each kind's text needs (all strings or numbers, so the JSON stays plain). */
export interface NotificationParams {
  'post.pending': { eventTitle: string };
  'invitation.reply': { name: string; attending: boolean; guestCount: number };
  'bill.issued': { billNumber: string; total: number; currency: string };
  'bill.paid': { billNumber: string };
  'bill.rejected': { billNumber: string; reason: string };
  'print-order.status': { status: string; designName: string; billNumber: string | null };
  'subscription.ending': { planName: string; endsAt: string };
}

/** The newest entries a user keeps; older ones are pruned as new ones arrive. */
export const NOTIFICATIONS_KEPT = 200;
export const NOTIFICATIONS_PAGE_SIZE = 20;

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  params: z.record(z.string(), z.unknown()),
  /** The web app's page it is about (a path), or null. */
  link: z.string().nullable(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const listNotificationsQuerySchema = z.object({
  unread: z
    .enum(['true', 'false'], { error: fieldError('invalidChoice') })
    .optional()
    .transform((value) => value === 'true'),
  /** The last id of the previous page. */
  cursor: z.uuid({ error: fieldError('invalid') }).optional(),
  limit: z.coerce
    .number({ error: fieldError('invalid') })
    .int()
    .min(1)
    .max(100)
    .default(NOTIFICATIONS_PAGE_SIZE),
});
export type ListNotificationsQuery = z.infer<typeof listNotificationsQuerySchema>;

export const notificationListSchema = z.object({
  items: z.array(notificationSchema),
  nextCursor: z.string().nullable(),
  unreadCount: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/** `{ids}` marks those read (the caller's own; others are left alone), `{all: true}` every one. */
export const markNotificationsReadBodySchema = z.union([
  z.object({
    ids: z
      .array(z.uuid({ error: fieldError('invalid') }))
      .min(1)
      .max(200),
  }),
  z.object({ all: z.literal(true) }),
]);
export type MarkNotificationsReadBody = z.infer<typeof markNotificationsReadBodySchema>;

/** What the push stream (`GET /api/notifications/stream`, server-sent events) sends as `data`. */
export interface NotificationPush {
  unreadCount: number;
}
