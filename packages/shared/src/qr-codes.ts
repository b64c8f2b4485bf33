// QR event pages (DESIGN.md §4): what an owner creates, edits and lists. Times travel as ISO 8601.
import { z } from 'zod';
import { listQuerySchema, requiredText } from './common.js';
import { fieldError } from './field-errors.js';
import {
  QR_DESCRIPTION_MAX,
  QR_TITLE_MAX,
  SLIDESHOW_INTERVAL_MAX,
  SLIDESHOW_INTERVAL_MIN,
} from './limits.js';

const optionalText = (max: number) =>
  z
    .string({ error: fieldError('invalid') })
    .trim()
    .max(max, { error: fieldError('tooLong', { max }) })
    .nullable()
    .optional();

const flag = z.boolean({ error: fieldError('invalid') }).optional();

const qrCodeFields = {
  title: requiredText(QR_TITLE_MAX),
  description: optionalText(QR_DESCRIPTION_MAX),
  eventDate: z.iso
    .datetime({ offset: true, error: fieldError('invalid') })
    .nullable()
    .optional(),
  isActive: flag,
  uploadsEnabled: flag,
  approvalRequired: flag,
  allowGuestDownload: flag,
  themeColor: z
    .string({ error: fieldError('invalid') })
    .regex(/^#[0-9a-fA-F]{6}$/, { error: fieldError('invalid') })
    .nullable()
    .optional(),
  /** Guests may delete their own posts from "My posts" (DESIGN.md §6.7). */
  guestDeleteEnabled: flag,
  /** The live slideshow's settings (DESIGN.md §6.7): seconds per photo. */
  slideshowInterval: z
    .int({ error: fieldError('invalid') })
    .min(SLIDESHOW_INTERVAL_MIN, { error: fieldError('invalid') })
    .max(SLIDESHOW_INTERVAL_MAX, { error: fieldError('invalid') })
    .optional(),
  slideshowIncludeVideos: flag,
  slideshowShowNames: flag,
  /**
   * Extra to §6.7: the screen also shows the albums guests cannot see yet (`after_reveal` before
   * the reveal, `owner_only`). Off by default, so a surprise stays one on the big screen too.
   */
  slideshowIncludeHidden: flag,
  /** A customer of the owner (corporate subscribers) who may then see this event. */
  customerId: z
    .uuid({ error: fieldError('invalid') })
    .nullable()
    .optional(),
};

export const createQrCodeBodySchema = z.object(qrCodeFields);
export type CreateQrCodeBody = z.infer<typeof createQrCodeBodySchema>;

export const updateQrCodeBodySchema = z.object(qrCodeFields).partial();
export type UpdateQrCodeBody = z.infer<typeof updateQrCodeBodySchema>;

export const qrCodeSchema = z.object({
  id: z.string(),
  ownerId: z.string(),
  /** The owner's full name (staff see every owner's events). */
  ownerName: z.string(),
  customerId: z.string().nullable(),
  /** The public part of the share link: /s/{hash}. */
  hash: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  eventDate: z.string().nullable(),
  isActive: z.boolean(),
  uploadsEnabled: z.boolean(),
  approvalRequired: z.boolean(),
  allowGuestDownload: z.boolean(),
  themeColor: z.string().nullable(),
  guestDeleteEnabled: z.boolean(),
  /** `/live/{token}` while the slideshow is on; null when it is off. */
  slideshowUrl: z.string().nullable(),
  slideshowInterval: z.number().int(),
  slideshowIncludeVideos: z.boolean(),
  slideshowShowNames: z.boolean(),
  slideshowIncludeHidden: z.boolean(),
  albumCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type QrCode = z.infer<typeof qrCodeSchema>;

export const QR_CODE_SORT_FIELDS = ['title', 'eventDate', 'createdAt', 'isActive'] as const;

export const listQrCodesQuerySchema = listQuerySchema.extend({
  sortBy: z.enum(QR_CODE_SORT_FIELDS, { error: fieldError('invalidChoice') }).optional(),
});
export type ListQrCodesQuery = z.infer<typeof listQrCodesQuerySchema>;

/** `GET /api/qr-codes/{id}/image`: the code that opens the event's share page. */
export const qrImageQuerySchema = z.object({
  format: z.enum(['png', 'svg'], { error: fieldError('invalidChoice') }).default('png'),
  /** Edge length of a PNG in pixels (an SVG scales freely). */
  size: z.coerce.number().int().min(128).max(2048).default(1024),
  /** Answer as a file download instead of inline. */
  download: z
    .enum(['true', 'false', '1', '0'])
    .transform((v) => v === 'true' || v === '1')
    .default(false),
});
export type QrImageQuery = z.infer<typeof qrImageQuerySchema>;

/** `POST /api/qr-codes/{id}/slideshow`: turns the slideshow on with a new link (the old one stops). */
export const slideshowLinkResponseSchema = z.object({ url: z.string() });
export type SlideshowLinkResponse = z.infer<typeof slideshowLinkResponseSchema>;
