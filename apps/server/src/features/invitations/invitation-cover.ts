// The invitation's cover photo. JPG, PNG, WebP or HEIC, told by the bytes (the media intake's
// sniffing, plus WebP's RIFF header), at most INVITATION_COVER_MAX_BYTES. Cropped around the
// centre to COVER_ASPECT, turned upright, made COVER_WIDTH_PX and COVER_THUMB_WIDTH_PX wide, as
// WebP without any metadata (sharp writes none unless asked: no EXIF, no GPS). Each upload gets
// new random file names; the row points to them first, then the old files go.
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import sharp, { type Sharp } from 'sharp';
import {
  COVER_ASPECT,
  COVER_THUMB_WIDTH_PX,
  COVER_WIDTH_PX,
  type Invitation,
} from '@hatira/shared/invitations';
import { MAX_PHOTO_PIXELS } from '@hatira/shared/limits';
import { detectMediaType, MEDIA_TYPE_HEAD_BYTES } from '@hatira/shared/media';
import type { Actor } from '../../lib/actor.js';
import { decodeBudget, readPhotoHeader } from '../../lib/decode-budget.js';
import type { AppDeps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import { HeicTooLargeError, type HeicWorker } from '../../lib/heic-worker.js';
import type { Db } from '../../db/client.js';
import type { Storage } from '../../lib/storage/storage.js';
import {
  coverKeyOf,
  describeInvitation,
  findInvitationForActor,
  type InvitationRow,
} from './invitations.queries.js';
import { invitations } from './invitations.table.js';

type CoverFormat = 'jpg' | 'png' | 'heic' | 'webp';

const isWebp = (b: Buffer) =>
  b.length > 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP';

export function coverFormatOf(bytes: Buffer): CoverFormat | null {
  if (isWebp(bytes)) return 'webp';
  const type = detectMediaType(bytes.subarray(0, MEDIA_TYPE_HEAD_BYTES));
  return type?.extension === 'jpg' || type?.extension === 'png' || type?.extension === 'heic'
    ? type.extension
    : null;
}

const heightOf = (width: number) => Math.round(width / COVER_ASPECT);

async function copiesOf(image: Sharp): Promise<{ cover: Buffer; thumb: Buffer }> {
  const cropped = await image
    .resize(COVER_WIDTH_PX, heightOf(COVER_WIDTH_PX), { fit: 'cover', position: 'centre' })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = () =>
    sharp(cropped.data, {
      raw: { width: cropped.info.width, height: cropped.info.height, channels: cropped.info.channels },
    });
  const [cover, thumb] = await Promise.all([
    pixels().webp({ quality: 82 }).toBuffer(),
    pixels().resize(COVER_THUMB_WIDTH_PX, heightOf(COVER_THUMB_WIDTH_PX)).webp({ quality: 75 }).toBuffer(),
  ]);
  return { cover, thumb };
}

/** The cover and its thumbnail from an upload; COVER_INVALID_TYPE for anything else or unreadable. */
export async function makeCoverCopies(
  bytes: Buffer,
  heic?: HeicWorker,
): Promise<{ cover: Buffer; thumb: Buffer }> {
  const format = coverFormatOf(bytes);
  if (!format || (format === 'heic' && !heic)) throw new AppError('COVER_INVALID_TYPE');
  try {
    if (heic && format === 'heic') {
      const decoded = await heic.decode(bytes);
      try {
        const { width, height, data } = decoded;
        return await copiesOf(
          sharp(data, { raw: { width, height, channels: 4 }, limitInputPixels: MAX_PHOTO_PIXELS }),
        );
      } finally {
        decoded.release();
      }
    }
    const header = await readPhotoHeader(bytes);
    if (!header) throw new AppError('COVER_INVALID_TYPE');
    if (!header.fits) throw new AppError('TOO_MANY_PIXELS');
    return await decodeBudget.run(header.decodeBytes, () =>
      copiesOf(sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'truncated' }).autoOrient()),
    );
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof HeicTooLargeError) throw new AppError('TOO_MANY_PIXELS');
    throw new AppError('COVER_INVALID_TYPE');
  }
}

// hex: a storage key's segments start with a letter or digit, which base64url's '-' and '_' may not
const newCoverKey = () => coverKeyOf(`${randomBytes(12).toString('hex')}.webp`);

/** Writes the copies under new keys (none left behind when a write fails). */
export async function storeCover(
  storage: Storage,
  copies: { cover: Buffer; thumb: Buffer },
): Promise<{ coverKey: string; coverThumbKey: string }> {
  const keys = { coverKey: newCoverKey(), coverThumbKey: newCoverKey() };
  const written = await Promise.allSettled([
    storage.put(keys.coverKey, Readable.from([copies.cover])),
    storage.put(keys.coverThumbKey, Readable.from([copies.thumb])),
  ]);
  const failed = written.find((result) => result.status === 'rejected');
  if (failed) {
    await storage.delete(keys.coverKey, keys.coverThumbKey);
    throw failed.reason;
  }
  return keys;
}

export async function replaceCover(
  deps: Pick<AppDeps, 'db' | 'storage' | 'heic'>,
  actor: Actor,
  id: string,
  bytes: Buffer,
): Promise<Invitation> {
  await findInvitationForActor(deps.db, actor, id, 'update');
  const { cover, thumb } = await makeCoverCopies(bytes, deps.heic);
  const keys = await storeCover(deps.storage, { cover, thumb });
  let swapped: { old: CoverKeys; updated: InvitationRow };
  try {
    swapped = await swapCover(deps.db, id, keys);
  } catch (error) {
    await deps.storage.delete(keys.coverKey, keys.coverThumbKey);
    throw error;
  }
  await deps.storage.delete(swapped.old.coverKey, swapped.old.coverThumbKey);
  return describeInvitation(deps.db, swapped.updated);
}

type CoverKeys = Pick<InvitationRow, 'coverKey' | 'coverThumbKey'>;

/** Points the row to `keys` and answers the keys it held before (read under the row's lock). */
async function swapCover(db: Db, id: string, keys: CoverKeys) {
  return db.transaction(async (tx) => {
    const [old] = await tx
      .select({ coverKey: invitations.coverKey, coverThumbKey: invitations.coverThumbKey })
      .from(invitations)
      .where(eq(invitations.id, id))
      .for('update');
    if (!old) throw new AppError('NOT_FOUND');
    const [updated] = await tx.update(invitations).set(keys).where(eq(invitations.id, id)).returning();
    return { old, updated: updated! };
  });
}

export async function removeCover(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  actor: Actor,
  id: string,
): Promise<Invitation> {
  await findInvitationForActor(deps.db, actor, id, 'update');
  const { old, updated } = await swapCover(deps.db, id, { coverKey: null, coverThumbKey: null });
  await deps.storage.delete(old.coverKey, old.coverThumbKey);
  return describeInvitation(deps.db, updated);
}
