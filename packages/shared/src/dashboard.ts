// The dashboard (`GET /api/dashboard`, decision 023): one answer shaped by what the caller may see.
// An admin gets the platform's numbers, a subscriber or customer the numbers of their own events,
// anybody else only who they are. Days are the server's UTC days (`YYYY-MM-DD`).
import { z } from 'zod';

/** The length of the uploads series, today included. */
export const DASHBOARD_DAYS = 30;

/** The length of the admin's revenue series, this month included. */
export const REVENUE_MONTHS = 12;

/** Events listed on an owner's dashboard (most recently created first); `eventsTotal` counts all. */
export const DASHBOARD_EVENTS_MAX = 20;

/** Where an owner moderates guest posts, by role (the web app adds `?event=<id>`). */
export const MODERATION_PATHS = {
  admin: '/medias-management',
  subscriber: '/medias',
  customer: '/cmedias',
} as const;

const dashboardUserSchema = z.object({ fullName: z.string(), role: z.string() });

const uploadCountsSchema = z.object({ posts: z.number().int(), media: z.number().int() });

export const uploadsDaySchema = uploadCountsSchema.extend({
  date: z.iso.date(),
});
export type UploadsDay = z.infer<typeof uploadsDaySchema>;

export const platformDashboardSchema = z.object({
  kind: z.literal('platform'),
  user: dashboardUserSchema,
  /** Every role, with how many users hold it (roles nobody holds count 0). */
  usersByRole: z.array(z.object({ role: z.string(), count: z.number().int() })),
  /** Subscriptions in force now (decision 010). */
  activeSubscriptions: z.number().int(),
  uploadsToday: uploadCountsSchema,
  /** DASHBOARD_DAYS days, oldest first, today last; days without uploads are zeros. */
  uploadsByDay: z.array(uploadsDaySchema),
  /** Bytes of every stored original. */
  storageUsedBytes: z.number().int(),
  /** The server's disk is nearly full: guests' uploads are being refused (docs/decisions/041). */
  isDiskSpaceLow: z.boolean(),
  pendingPosts: z.number().int(),
  moderationPath: z.string(),
  /**
   * Paid bills (status `paid`, by `paid_at`, UTC months): this month's sum and the last
   * REVENUE_MONTHS months oldest first, this month last, months without sales as zeros. The server
   * always sends it; optional so that answers recorded before bills existed still parse.
   */
  revenue: z
    .object({
      paidThisMonth: z.number().int(),
      currency: z.string().length(3),
      months: z.array(z.object({ month: z.string().regex(/^\d{4}-\d{2}$/), total: z.number().int() })),
    })
    .optional(),
});
export type PlatformDashboard = z.infer<typeof platformDashboardSchema>;

export const dashboardEventSchema = z.object({
  id: z.string(),
  title: z.string(),
  eventDate: z.string().nullable(),
  isActive: z.boolean(),
  /** Guest posts of every status, and the files in them. */
  postCount: z.number().int(),
  mediaCount: z.number().int(),
  pendingCount: z.number().int(),
});
export type DashboardEvent = z.infer<typeof dashboardEventSchema>;

export const ownerDashboardSchema = z.object({
  kind: z.literal('owner'),
  user: dashboardUserSchema,
  events: z.array(dashboardEventSchema),
  eventsTotal: z.number().int(),
  /** Posts awaiting approval across all of the caller's events. */
  pendingPosts: z.number().int(),
  moderationPath: z.string(),
  storage: z.object({
    /** Bytes of the originals in the caller's events. */
    usedBytes: z.number().int(),
    /** The plan's quota; null without a subscription in force. */
    quotaBytes: z.number().int().nullable(),
  }),
  /** The server's disk is nearly full: guests' uploads are being refused (docs/decisions/041). */
  isDiskSpaceLow: z.boolean(),
  /** The subscription in force (a customer's: their subscriber's); null if none. */
  subscription: z.object({ planName: z.string(), endsAt: z.string() }).nullable(),
});
export type OwnerDashboard = z.infer<typeof ownerDashboardSchema>;

export const basicDashboardSchema = z.object({
  kind: z.literal('basic'),
  user: dashboardUserSchema,
});
export type BasicDashboard = z.infer<typeof basicDashboardSchema>;

export const dashboardResponseSchema = z.discriminatedUnion('kind', [
  platformDashboardSchema,
  ownerDashboardSchema,
  basicDashboardSchema,
]);
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;
