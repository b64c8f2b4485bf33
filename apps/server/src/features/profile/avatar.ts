// Profile pictures: PNG or JPG (told by their bytes, not their name), at most 2 MB, cropped to a
// square around the centre and stored as a small WebP under `avatars/{file}`. A new picture gets
// a new random file name, so `/api/avatars/{file}` can be cached for good; the old file goes.
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { AVATAR_EDGE, MAX_PHOTO_PIXELS } from '@hatira/shared/limits';
import type { Actor } from '../../lib/actor.js';
import { decodeBudget, readPhotoHeader } from '../../lib/decode-budget.js';
import type { AppDeps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import { avatarUrlOf, updateUserColumns } from '../users/users.service.js';
import { findSelf } from './profile.service.js';

const isPng = (b: Buffer) =>
  b.length > 8 && b.readUInt32BE(0) === 0x89504e47 && b.readUInt32BE(4) === 0x0d0a1a0a;
const isJpeg = (b: Buffer) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;

export const avatarKey = (file: string) => `avatars/${file}`;

/**
 * The square WebP of an uploaded picture; AVATAR_INVALID_TYPE for anything but a readable PNG or
 * JPG, TOO_MANY_PIXELS for one with more pixels than the server decodes (lib/decode-budget.ts).
 */
export async function squareAvatar(bytes: Buffer): Promise<Buffer> {
  if (!isPng(bytes) && !isJpeg(bytes)) throw new AppError('AVATAR_INVALID_TYPE');
  const header = await readPhotoHeader(bytes);
  if (!header) throw new AppError('AVATAR_INVALID_TYPE');
  if (!header.fits) throw new AppError('TOO_MANY_PIXELS');
  try {
    return await decodeBudget.run(header.decodeBytes, () =>
      sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS })
        .rotate()
        .resize(AVATAR_EDGE, AVATAR_EDGE, { fit: 'cover', position: 'centre' })
        .webp({ quality: 85 })
        .toBuffer(),
    );
  } catch {
    throw new AppError('AVATAR_INVALID_TYPE');
  }
}

export async function replaceAvatar(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  actor: Actor,
  bytes: Buffer,
): Promise<{ avatar: string }> {
  const user = await findSelf(deps.db, actor);
  const webp = await squareAvatar(bytes);
  // hex: a storage key's segments start with a letter or digit, which base64url's '-' and '_' may not
  const key = avatarKey(`${randomBytes(12).toString('hex')}.webp`);
  await deps.storage.put(key, Readable.from(webp));
  const updated = await updateUserColumns(deps.db, user.id, { avatarKey: key });
  await deps.storage.delete(user.avatarKey);
  return { avatar: avatarUrlOf(updated!)! };
}

export async function removeAvatar(deps: Pick<AppDeps, 'db' | 'storage'>, actor: Actor): Promise<void> {
  const user = await findSelf(deps.db, actor);
  await updateUserColumns(deps.db, user.id, { avatarKey: null });
  await deps.storage.delete(user.avatarKey);
}
