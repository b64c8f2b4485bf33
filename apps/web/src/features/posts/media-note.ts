// The owner-facing reason a file failed, or what is missing from a ready one (no ffmpeg on the
// server): translated from its note code; a row written before note codes keeps its English note.
import type { TFunction } from 'i18next';
import { MAX_PHOTO_PIXELS } from '@hatira/shared/limits';
import type { OwnerMedia } from '@hatira/shared/posts';

export function mediaNoteText(
  t: TFunction<'posts'>,
  media: Pick<OwnerMedia, 'note' | 'noteCode'>,
): string | null {
  if (media.noteCode) return t(`noteCode.${media.noteCode}`, { megapixels: MAX_PHOTO_PIXELS / 1_000_000 });
  return media.note;
}
