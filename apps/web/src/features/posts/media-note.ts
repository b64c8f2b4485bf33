// The owner-facing reason a file failed, or what is missing from a ready one (no ffmpeg on the
// server): translated from its note code; a row written before note codes keeps its English note.
import type { TFunction } from 'i18next';
import type { OwnerMedia } from '@hatira/shared/posts';

export function mediaNoteText(
  t: TFunction<'posts'>,
  media: Pick<OwnerMedia, 'note' | 'noteCode'>,
): string | null {
  if (media.noteCode) return t(`noteCode.${media.noteCode}`);
  return media.note;
}
