// The multipart form of a guest post, read part by part as it streams in. Clients send the text
// fields first (albumId, name, message, albumToken, uploadIds) and the files after them. A form
// whose albumId comes before the first file is taken to have all its text fields there: the
// fields are checked and the guest admitted to the album (guest-admission.ts) at that file part,
// before a byte of it is read, so a closed album or a 51-character name does not cost the guest a
// 500 MB upload. A form that sends albumId after the files is still taken, and the guest admitted
// before the post is made.
import type { FastifyRequest } from 'fastify';
import { fieldError } from '@hatira/shared/field-errors';
import { MAX_FILES_PER_POST } from '@hatira/shared/limits';
import { createGuestPostFieldsSchema, type CreateGuestPostFields } from '@hatira/shared/share';
import type { AppDeps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import { assertNoNul } from '../../lib/nul-guard.js';
import { admitGuest, assertKindAllowed, type Admission } from './guest-admission.js';
import { receiveFile, scratchDirOf, type ReceivedFile } from './intake.js';
import type { SharePage } from './share-gate.js';

const TEXT_FIELDS = new Set(['albumId', 'name', 'message', 'albumToken']);

export interface PostForm {
  fields: CreateGuestPostFields;
  /** The guest as admitted at the first file part; null when no file came after the albumId. */
  admission: Admission | null;
}

/** The text fields as the shared schema reads them; VALIDATION_FAILED with a text per field. */
export function parsePostFields(raw: Record<string, string>, uploadIds: string[]): CreateGuestPostFields {
  assertNoNul(raw, { uploadIds });
  const result = createGuestPostFieldsSchema.safeParse({ ...raw, uploadIds });
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[String(issue.path[0] ?? '_')] ??= issue.message;
  throw new AppError('VALIDATION_FAILED', fields);
}

/** `uploadIds` repeated, or comma-separated in one value. */
const splitIds = (value: string) =>
  value
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);

/**
 * Reads every part. Each file is pushed to `received` as soon as it is whole, so the caller can
 * delete them all whatever fails later (this function included).
 */
export async function readPostForm(
  deps: Pick<AppDeps, 'db' | 'appSecret' | 'config' | 'heic'>,
  request: FastifyRequest,
  page: SharePage,
  received: ReceivedFile[],
): Promise<PostForm> {
  const raw: Record<string, string> = {};
  const uploadIds: string[] = [];
  let admission: Admission | null = null;
  let fileParts = 0;

  for await (const part of request.parts()) {
    if (part.type === 'field') {
      const { fieldname } = part;
      if (!TEXT_FIELDS.has(fieldname) && fieldname !== 'uploadIds') continue;
      if (typeof part.value !== 'string')
        throw new AppError('VALIDATION_FAILED', { [fieldname]: fieldError('invalid') });
      if (part.valueTruncated)
        throw new AppError('VALIDATION_FAILED', { [fieldname]: fieldError('invalid') });
      if (fieldname === 'uploadIds') uploadIds.push(...splitIds(part.value));
      else if (part.value !== '' || fieldname === 'name' || fieldname === 'albumId')
        raw[fieldname] = part.value;
      if (uploadIds.length + fileParts > MAX_FILES_PER_POST) throw new AppError('TOO_MANY_FILES');
      continue;
    }

    fileParts++;
    if (uploadIds.length + fileParts > MAX_FILES_PER_POST) throw new AppError('TOO_MANY_FILES');
    if (fileParts === 1 && raw['albumId'] !== undefined) {
      // the text fields are in (the documented order): answer now rather than after the bytes
      admission = await admitGuest(deps, page, parsePostFields(raw, uploadIds));
    }
    received.push(
      await receiveFile(part.file, {
        scratchDir: scratchDirOf(deps.config.DATA_DIR),
        heic: deps.heic,
        filename: part.filename,
        onType: (type) => assertKindAllowed(page, type.kind),
      }),
    );
  }

  if (uploadIds.length + fileParts > MAX_FILES_PER_POST) throw new AppError('TOO_MANY_FILES');
  const fields = parsePostFields(raw, uploadIds);
  // a second albumId came later: that one is admitted instead
  if (admission?.album.id !== fields.albumId) admission = null;
  return { fields, admission };
}
