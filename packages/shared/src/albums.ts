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
