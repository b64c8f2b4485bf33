// The venue screen's live slideshow (DESIGN.md §6.7): `/live/{token}` needs no sign-in, the token
// is the key. The owner turns it on with `POST /api/qr-codes/{id}/slideshow` (a new token stops
// the old link) and off with `DELETE` on the same address; the settings live on the QR code.
import { z } from 'zod';
import { MEDIA_KINDS } from './media.js';

export const liveParamsSchema = z.object({ token: z.string().min(1).max(64) });

/** One photo or video on the screen; signed addresses expire (MEDIA_URL_TTL_MS), refetch hourly. */
export const liveMediaSchema = z.object({
  id: z.string(),
  postId: z.string(),
  kind: z.enum(MEDIA_KINDS),
  /** A photo's preview (WebP, PREVIEW_EDGE), or a video's playable copy. */
  url: z.string(),
  /** A video's still; null for photos. */
  posterUrl: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** Seconds, videos only. */
  duration: z.number().nullable(),
  /** The guest's name and message, only when the owner shows names on the screen. */
  name: z.string().nullable(),
  message: z.string().nullable(),
  createdAt: z.string(),
});
export type LiveMedia = z.infer<typeof liveMediaSchema>;

export const liveSettingsSchema = z.object({
  /** Seconds per photo. */
  interval: z.number().int(),
  includeVideos: z.boolean(),
  showNames: z.boolean(),
});
export type LiveSettings = z.infer<typeof liveSettingsSchema>;

/** `GET /api/live/{token}`: the event, its settings and the newest media (LIVE_ITEMS_MAX), newest first. */
export const liveShowSchema = z.object({
  title: z.string(),
  /** The guests' page `/s/{hash}` (absolute), for the corner QR "scan to share". */
  shareUrl: z.string(),
  themeColor: z.string().nullable(),
  settings: liveSettingsSchema,
  items: z.array(liveMediaSchema),
});
export type LiveShow = z.infer<typeof liveShowSchema>;

/** `GET /api/live/{token}/events`: server-sent events; the event names and their `data` (JSON). */
export const LIVE_EVENTS = {
  /** A newly published (approved, or posted to an album without approval) photo or video, ready. */
  add: liveMediaSchema,
  /** A post left the screen: deleted, rejected, blocked, or its album hidden. */
  remove: z.object({ postId: z.string() }),
  /** The owner changed the settings. */
  settings: liveSettingsSchema,
  /** The link was replaced or the slideshow turned off: the screen shows so and stops. */
  revoked: z.object({}),
} as const;
export type LiveEventName = keyof typeof LIVE_EVENTS;

export const liveShowPath = (token: string) => `/api/live/${encodeURIComponent(token)}`;
export const liveEventsPath = (token: string) => `/api/live/${encodeURIComponent(token)}/events`;
