// The default album every event starts with is stored under its English name (DEFAULT_ALBUM_NAME,
// DESIGN.md §4). Until its owner renames it, every page shows it in the reader's language: the
// guest's on the share pages, the owner's on the admin pages. It is recognised by that stored
// name (decisions/029): a renamed album shows as typed.
import { useTranslation } from 'react-i18next';
import { DEFAULT_ALBUM_NAME } from '@hatira/shared/limits';

/** A function that gives an album's name as this reader should see it. */
export function useAlbumName(): (name: string) => string {
  const { t } = useTranslation('common');
  return (name) => (name === DEFAULT_ALBUM_NAME ? t('defaultAlbum') : name);
}
