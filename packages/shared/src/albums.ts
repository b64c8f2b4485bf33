// Albums of a QR event page (DESIGN.md §4). A response says whether an album is password
// protected, never the password hash.
import { z } from 'zod';
import { requiredText } from './common.js';
import { fieldError } from './field-errors.js';
import { ALBUM_DESCRIPTION_MAX, ALBUM_NAME_MAX, ALBUM_PASSWORD_MAX, ALBUM_PASSWORD_MIN } from './limits.js';

/** Not trimmed: a password is taken exactly as typed. */
const passwordSchema = z
  .string({ error: fieldError('invalid') })
  .min(ALBUM_PASSWORD_MIN, { error: fieldError('tooShort', { min: ALBUM_PASSWORD_MIN }) })
  .max(ALBUM_PASSWORD_MAX, { error: fieldError('tooLong', { max: ALBUM_PASSWORD_MAX }) });

const flag = z.boolean({ error: fieldError('invalid') }).optional();

/**
 * Who sees an album's gallery (DESIGN.md §6.7): `public` everyone; `after_reveal` guests post, and
 * the gallery opens at `revealAt` or when the owner reveals it (`POST /api/albums/{id}/reveal`
 * sets `revealAt` to now and answers the album);
 * `owner_only` a drop box whose posts only the owner sees.
 */
export const ALBUM_VISIBILITIES = ['public', 'after_reveal', 'owner_only'] as const;
export type AlbumVisibility = (typeof ALBUM_VISIBILITIES)[number];

const albumFields = {
  name: requiredText(ALBUM_NAME_MAX),
  description: z
    .string({ error: fieldError('invalid') })
    .trim()
    .max(ALBUM_DESCRIPTION_MAX, { error: fieldError('tooLong', { max: ALBUM_DESCRIPTION_MAX }) })
    .nullable()
    .optional(),
  /** null or absent = an open album; in PATCH, null removes the password and absent keeps it. */
  password: passwordSchema.nullable().optional(),
  isActive: flag,
  uploadsEnabled: flag,
  /** null = inherit the QR code's setting. */
  approvalRequired: z
    .boolean({ error: fieldError('invalid') })
    .nullable()
    .optional(),
  /** null = the plan's limit. */
  uploadLimit: z
    .int({ error: fieldError('invalid') })
    .min(1, { error: fieldError('invalid') })
    .nullable()
    .optional(),
  visibility: z.enum(ALBUM_VISIBILITIES, { error: fieldError('invalidChoice') }).optional(),
  /** `after_reveal` only: when the gallery opens by itself; null = when the owner reveals it. */
  revealAt: z.iso
    .datetime({ offset: true, error: fieldError('invalid') })
    .nullable()
    .optional(),
};

export const createAlbumBodySchema = z.object({
  qrCodeId: z.uuid({
    error: (issue) => fieldError(issue.input === undefined ? 'required' : 'invalid'),
  }),
  ...albumFields,
});
export type CreateAlbumBody = z.infer<typeof createAlbumBodySchema>;

export const updateAlbumBodySchema = z
  .object({
    ...albumFields,
    sortOrder: z.int({ error: fieldError('invalid') }).min(0, { error: fieldError('invalid') }),
  })
  .partial();
export type UpdateAlbumBody = z.infer<typeof updateAlbumBodySchema>;

export const albumSchema = z.object({
  id: z.string(),
  qrCodeId: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  isProtected: z.boolean(),
  isActive: z.boolean(),
  uploadsEnabled: z.boolean(),
  approvalRequired: z.boolean().nullable(),
  uploadLimit: z.number().int().nullable(),
  visibility: z.enum(ALBUM_VISIBILITIES),
  revealAt: z.string().nullable(),
  /** Whether guests see the gallery now: public, or after_reveal with `revealAt` passed. */
  revealed: z.boolean(),
  sortOrder: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Album = z.infer<typeof albumSchema>;

export const listAlbumsQuerySchema = z.object({
  qrCodeId: z.uuid({
    error: (issue) => fieldError(issue.input === undefined ? 'required' : 'invalid'),
  }),
});
export type ListAlbumsQuery = z.infer<typeof listAlbumsQuerySchema>;
