// Guest posts and their media as the owner sees them (DESIGN.md §4, §6): the moderation list,
// approve / reject / delete one or many, "block this guest".
import { z } from 'zod';
import { listQuerySchema } from './common.js';
import { fieldError } from './field-errors.js';
import { BLOCKED_IP_REASON_MAX, BULK_POSTS_MAX } from './limits.js';
import { MEDIA_KINDS, MEDIA_NOTE_CODES, MEDIA_STATUSES } from './media.js';

export const POST_STATUSES = ['pending', 'published', 'rejected'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

export const ownerMediaSchema = z.object({
  id: z.string(),
  kind: z.enum(MEDIA_KINDS),
  status: z.enum(MEDIA_STATUSES),
  /** Why processing failed, or what is missing (no ffmpeg): for the owner's eyes. */
  note: z.string().nullable(),
  noteCode: z.enum(MEDIA_NOTE_CODES).nullable(),
  mime: z.string(),
  bytes: z.number().int(),
  originalFilename: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** Seconds, videos only. */
  duration: z.number().nullable(),
  takenAt: z.string().nullable(),
  /** Signed, expiring addresses; null while a copy does not exist (yet). */
  thumbUrl: z.string().nullable(),
  previewUrl: z.string().nullable(),
  posterUrl: z.string().nullable(),
  playbackUrl: z.string().nullable(),
  originalUrl: z.string(),
});
export type OwnerMedia = z.infer<typeof ownerMediaSchema>;

export const postSchema = z.object({
  id: z.string(),
  qrCodeId: z.string(),
  qrCodeTitle: z.string(),
  albumId: z.string(),
  albumName: z.string(),
  guestName: z.string(),
  message: z.string().nullable(),
  status: z.enum(POST_STATUSES),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
  moderatedAt: z.string().nullable(),
  media: z.array(ownerMediaSchema),
});
export type Post = z.infer<typeof postSchema>;

export const POST_SORT_FIELDS = ['createdAt', 'guestName', 'status'] as const;

export const listPostsQuerySchema = listQuerySchema.extend({
  qrCodeId: z.uuid({ error: fieldError('invalid') }).optional(),
  albumId: z.uuid({ error: fieldError('invalid') }).optional(),
  status: z.enum(POST_STATUSES, { error: fieldError('invalidChoice') }).optional(),
  sortBy: z.enum(POST_SORT_FIELDS, { error: fieldError('invalidChoice') }).optional(),
});
export type ListPostsQuery = z.infer<typeof listPostsQuerySchema>;

export const POST_BULK_ACTIONS = ['approve', 'reject', 'delete'] as const;
export type PostBulkAction = (typeof POST_BULK_ACTIONS)[number];

export const bulkPostsBodySchema = z.object({
  ids: z
    .array(z.uuid({ error: fieldError('invalid') }), { error: fieldError('required') })
    .min(1, { error: fieldError('required') })
    .max(BULK_POSTS_MAX, { error: fieldError('tooMany', { max: BULK_POSTS_MAX }) }),
  action: z.enum(POST_BULK_ACTIONS, { error: fieldError('invalidChoice') }),
});
export type BulkPostsBody = z.infer<typeof bulkPostsBodySchema>;

/** How many posts an action changed (ids outside the caller's scope are skipped, never revealed). */
export const bulkPostsResponseSchema = z.object({ count: z.number().int() });

/**
 * What "Block this guest" can block (DESIGN.md §6.7, docs/decisions/054): the guest's device (the
 * default: only that phone), the address, or its network range. An address at a venue is often
 * everyone on its Wi-Fi, so the web app warns before the last two and shows how many others share it.
 */
export const BLOCK_TARGETS = ['device', 'ip', 'range'] as const;
export type BlockTarget = (typeof BLOCK_TARGETS)[number];

/** `GET /api/posts/{id}/block-options`: what blocking this post's guest would reach. */
export const blockOptionsResponseSchema = z.object({
  /** Whether the post carries a device key (posts sent before device keys do not). */
  hasDevice: z.boolean(),
  /** The post's address, and its range (an IPv4 /24, an IPv6 /64); null when it has none. */
  ip: z.string().nullable(),
  range: z.string().nullable(),
  /** Other devices (or, without keys, other names) that posted from that address / range to the owner's events. */
  othersOnIp: z.number().int(),
  othersOnRange: z.number().int(),
});
export type BlockOptionsResponse = z.infer<typeof blockOptionsResponseSchema>;

/** `POST /api/posts/{id}/block`: blocks the post's guest for the event's owner and hides their posts. */
export const blockGuestBodySchema = z.object({
  target: z.enum(BLOCK_TARGETS, { error: fieldError('invalidChoice') }).default('device'),
  reason: z
    .string({ error: fieldError('invalid') })
    .trim()
    .max(BLOCKED_IP_REASON_MAX, { error: fieldError('tooLong', { max: BLOCKED_IP_REASON_MAX }) })
    .nullable()
    .optional(),
});
export type BlockGuestBody = z.infer<typeof blockGuestBodySchema>;

export const blockGuestResponseSchema = z.object({
  blockedIpId: z.string(),
  target: z.enum(BLOCK_TARGETS),
  /** The blocked address or range; null for a device block. */
  ip: z.string().nullable(),
  /**
   * The guest's pending or published posts on the owner's events, now hidden (rejected). Removing
   * the block entry brings them back as they were; posts the owner rejected stay rejected.
   */
  hiddenPosts: z.number().int(),
});

/** The moderation badge in the navigation. */
export const pendingCountResponseSchema = z.object({ count: z.number().int() });

/** `GET /api/albums/{id}/download`, `GET /api/qr-codes/{id}/download`. */
export const downloadQuerySchema = z.object({
  /** Include pending and rejected posts too (default: published only). */
  all: z
    .enum(['true', 'false', '1', '0'])
    .transform((v) => v === 'true' || v === '1')
    .default(false),
});
export type DownloadQuery = z.infer<typeof downloadQuerySchema>;

/**
 * `POST /api/albums/{id}/download-link`, `POST /api/qr-codes/{id}/download-link` (query `all` as
 * for the download): a browser download cannot send the Bearer header, so the signed-in app asks
 * for a short-lived signed address and navigates to it.
 */
export const downloadLinkResponseSchema = z.object({
  /** Relative: `/api/albums/{id}/download?t=…`. */
  url: z.string(),
  expiresAt: z.string(),
});
export type DownloadLinkResponse = z.infer<typeof downloadLinkResponseSchema>;
