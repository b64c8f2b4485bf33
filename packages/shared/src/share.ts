// The guest share API (DESIGN.md §6.2, kept exactly): what the public pages at /s/{hash} ask and
// get. No call here needs a session; errors are the guest codes of errors.ts.
import { z } from 'zod';
import { requiredText } from './common.js';
import { fieldError } from './field-errors.js';
import {
  GALLERY_PAGE_SIZE,
  GALLERY_PAGE_SIZE_MAX,
  MAX_FILES_PER_POST,
  MESSAGE_MAX,
  NAME_MAX,
} from './limits.js';
import { ALBUM_VISIBILITIES } from './albums.js';
import { MEDIA_KINDS } from './media.js';

export const shareHashParamsSchema = z.object({ hash: z.string().min(1).max(64) });
export const shareAlbumParamsSchema = shareHashParamsSchema.extend({ albumId: z.string().min(1).max(64) });

export const shareAlbumSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  coverUrl: z.string().nullable(),
  isProtected: z.boolean(),
  uploadsEnabled: z.boolean(),
  /** Published posts. */
  postCount: z.number().int(),
  /** Extra to §6.2 (DESIGN.md §6.7): who sees the gallery, and whether it is open now. */
  visibility: z.enum(ALBUM_VISIBILITIES),
  revealed: z.boolean(),
  /** `after_reveal` with a set time: when it opens. */
  revealAt: z.string().nullable(),
});
export type ShareAlbum = z.infer<typeof shareAlbumSchema>;

/** `GET /api/share/{hash}` */
export const shareHomeSchema = z.object({
  qr: z.object({
    hash: z.string(),
    title: z.string(),
    description: z.string().nullable(),
    coverUrl: z.string().nullable(),
    eventDate: z.string().nullable(),
    uploadsEnabled: z.boolean(),
    /** Extra to §6.2: whether guests may download originals, and the page's accent colour. */
    allowGuestDownload: z.boolean(),
    themeColor: z.string().nullable(),
    /** Extra (DESIGN.md §6.7): guests may delete their own posts from "My posts". */
    guestDeleteEnabled: z.boolean(),
    /**
     * Who the pending-approval message names: the couple's or host's name (the owner's full
     * name), so a guest reads "…after Ayşe & Mehmet approve it", not "the administrator".
     */
    hostName: z.string(),
  }),
  albums: z.array(shareAlbumSchema),
});
export type ShareHome = z.infer<typeof shareHomeSchema>;

/** `POST /api/share/{hash}/albums/{albumId}/access`; the password is taken exactly as typed. */
export const albumAccessBodySchema = z.object({
  password: z
    .string({ error: fieldError('required') })
    .min(1, { error: fieldError('required') })
    .max(128),
});
export type AlbumAccessBody = z.infer<typeof albumAccessBodySchema>;

export const albumAccessResponseSchema = z.object({ albumToken: z.string(), message: z.string() });
export type AlbumAccessResponse = z.infer<typeof albumAccessResponseSchema>;

/** The header that carries an album token on gallery and media calls. */
export const ALBUM_TOKEN_HEADER = 'x-album-token';

export const sharePostsQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(GALLERY_PAGE_SIZE_MAX).default(GALLERY_PAGE_SIZE),
});
export type SharePostsQuery = z.infer<typeof sharePostsQuerySchema>;

export const guestMediaSchema = z.object({
  id: z.string(),
  kind: z.enum(MEDIA_KINDS),
  /** Signed, expiring addresses of the guest copies (WebP photos, a playable video copy). */
  thumbUrl: z.string().nullable(),
  previewUrl: z.string().nullable(),
  posterUrl: z.string().nullable(),
  /** Extra to §6.2: the playable video (the processed copy, or the original without ffmpeg). */
  videoUrl: z.string().nullable(),
  /** Extra to §6.2: only when the owner allows guest downloads. */
  downloadUrl: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** Seconds. */
  duration: z.number().nullable(),
});
export type GuestMedia = z.infer<typeof guestMediaSchema>;

export const guestPostSchema = z.object({
  id: z.string(),
  name: z.string(),
  message: z.string().nullable(),
  createdAt: z.string(),
  media: z.array(guestMediaSchema),
});
export type GuestPost = z.infer<typeof guestPostSchema>;

/**
 * `GET /api/share/{hash}/albums/{albumId}/posts`: published posts, newest first, keyset pages.
 * An album guests cannot see yet (DESIGN.md §6.7) answers no items with `revealed: false`.
 */
export const sharePostsResponseSchema = z.object({
  items: z.array(guestPostSchema),
  nextCursor: z.string().nullable(),
  revealed: z.boolean(),
  revealAt: z.string().nullable(),
});
export type SharePostsResponse = z.infer<typeof sharePostsResponseSchema>;

/**
 * The text fields of `POST /api/share/{hash}/posts` (multipart). Files come as `files` parts, or
 * as `uploadIds` of finished resumable uploads (repeat the field, or one comma-separated value).
 */
export const createGuestPostFieldsSchema = z.object({
  albumId: z
    .string({ error: fieldError('required') })
    .trim()
    .min(1, { error: fieldError('required') }),
  name: requiredText(NAME_MAX),
  message: z
    .string({ error: fieldError('invalid') })
    .trim()
    .max(MESSAGE_MAX, { error: fieldError('tooLong', { max: MESSAGE_MAX }) })
    .optional(),
  albumToken: z.string().max(1000).optional(),
  uploadIds: z.array(z.string().min(1).max(200)).max(MAX_FILES_PER_POST).default([]),
});
export type CreateGuestPostFields = z.infer<typeof createGuestPostFieldsSchema>;

export const createGuestPostResponseSchema = z.object({
  post: z.object({ id: z.string(), status: z.enum(['published', 'pending']) }),
  message: z.string(),
  /**
   * DESIGN.md §6.7: the files' names whose bytes (SHA-256) were already in the album, skipped and
   * not counted against its limit. A post made only of such files answers 409 ALL_DUPLICATES.
   */
  duplicates: z.array(z.string()),
});
export type CreateGuestPostResponse = z.infer<typeof createGuestPostResponseSchema>;

/** SPEC §8 success texts, in English as the API sends them (the web app translates by key). */
export const SHARE_MESSAGES = {
  albumEntered: 'The album has been entered.',
  published: 'Your Photo or Video post has been published',
  pending: 'Photo and Video sharing will be shared after administrator approval.',
} as const;

/** tus metadata of a resumable upload (`Upload-Metadata`). */
export const uploadMetadataSchema = z.object({
  filename: z.string().max(255).optional(),
  filetype: z.string().max(100).optional(),
  albumId: z.string().min(1),
});
export type UploadMetadata = z.infer<typeof uploadMetadataSchema>;

/** The tus endpoint of an event page. */
export const uploadsPath = (hash: string) => `/api/share/${encodeURIComponent(hash)}/uploads`;

/**
 * A guest's device key (DESIGN.md §6.7): the share pages keep 128 random bits (32 hex digits) in
 * local storage and send them with every share call in this header. The server stores only its
 * SHA-256. A missing or malformed key is no key: "My posts" is empty and nothing can be deleted.
 */
export const GUEST_KEY_HEADER = 'x-guest-key';

/** A post of this device, as "My posts" shows it; pending and published only. */
export const myPostSchema = guestPostSchema.extend({
  albumId: z.string(),
  albumName: z.string(),
  status: z.enum(['published', 'pending']),
});
export type MyPost = z.infer<typeof myPostSchema>;

/** `GET /api/share/{hash}/my-posts` (header X-Guest-Key): newest first, at most 100. */
export const myPostsResponseSchema = z.object({
  items: z.array(myPostSchema),
  /** Whether the owner lets guests delete their posts (`DELETE /api/share/{hash}/posts/{id}`). */
  canDelete: z.boolean(),
});
export type MyPostsResponse = z.infer<typeof myPostsResponseSchema>;

export const sharePostParamsSchema = shareHashParamsSchema.extend({ postId: z.string().min(1).max(64) });

/**
 * `GET /api/share/{hash}/albums/{albumId}/download?albumToken=`: the album's published photos and
 * videos as a streamed ZIP, when the owner allows guest downloads and guests can see the album.
 * A browser download cannot send headers, so a protected album's token travels in the query.
 */
export const guestDownloadQuerySchema = z.object({ albumToken: z.string().max(1000).optional() });
export const guestDownloadPath = (hash: string, albumId: string, albumToken?: string) =>
  `/api/share/${encodeURIComponent(hash)}/albums/${encodeURIComponent(albumId)}/download` +
  (albumToken ? `?albumToken=${encodeURIComponent(albumToken)}` : '');
