// The post form's rules, with the server's limits and texts (createGuestPostFieldsSchema of
// @hatira/shared/share; SPEC §5): name required ≤ 50, message ≤ 150, at least one file, at most
// MAX_FILES_PER_POST. Written out here rather than run through the zod schema, which would add
// ~30 KB to a guest's phone for three rules; the texts are the shared keys, so they cannot drift.
import type { ErrorCode } from '@hatira/shared/errors';
import { MAX_FILES_PER_POST, MESSAGE_MAX, NAME_MAX } from '@hatira/shared/limits';

/** A translation key and its values, translated when shown (so a language change applies). */
export interface Message {
  key: string;
  values?: Record<string, string | number>;
}

export type PostField = 'album' | 'name' | 'message' | 'files';
export type PostErrors = Partial<Record<PostField, Message>>;

export interface PostValues {
  name: string;
  message: string;
  fileCount: number;
  /** The chosen album is protected and its password has not been given in this visit. */
  needsPassword: boolean;
}

export const errorMessage = (code: ErrorCode | 'NETWORK'): Message => ({ key: `errors:${code}` });

export function validatePost({ name, message, fileCount, needsPassword }: PostValues): PostErrors {
  const errors: PostErrors = {};
  if (needsPassword) errors.album = errorMessage('ALBUM_PASSWORD_REQUIRED');
  const trimmedName = name.trim();
  if (!trimmedName) errors.name = { key: 'validation:required' };
  else if (trimmedName.length > NAME_MAX)
    errors.name = { key: 'validation:tooLong', values: { max: NAME_MAX } };
  if (message.trim().length > MESSAGE_MAX)
    errors.message = { key: 'validation:tooLong', values: { max: MESSAGE_MAX } };
  if (fileCount === 0) errors.files = errorMessage('NO_MEDIA');
  else if (fileCount > MAX_FILES_PER_POST) errors.files = errorMessage('TOO_MANY_FILES');
  return errors;
}

/**
 * The messages shown that are still true of the fields now: a field's message goes (or changes)
 * as soon as the guest fixes it, and no new one appears before the next submit.
 */
export const stillWrong = (shown: PostErrors, found: PostErrors): PostErrors => {
  const kept: PostErrors = {};
  for (const field of Object.keys(shown) as PostField[]) if (found[field]) kept[field] = found[field];
  return kept;
};

/** Limits the guest reached are warnings ("Warning!"); anything else went wrong ("Error"). */
const WARNING_CODES: ReadonlySet<string> = new Set<ErrorCode>([
  'ALBUM_UPLOAD_LIMIT',
  'STORAGE_LIMIT_REACHED',
  'TOO_MANY_FILES',
  'PHOTO_TOO_LARGE',
  'VIDEO_TOO_LARGE',
  'VIDEO_NOT_ALLOWED',
  'NO_MEDIA',
  'VALIDATION_FAILED',
  'ALBUM_PASSWORD_REQUIRED',
  'UPLOADS_DISABLED',
  'ALL_DUPLICATES',
]);

export const toneOf = (code: string): 'warning' | 'error' => (WARNING_CODES.has(code) ? 'warning' : 'error');
