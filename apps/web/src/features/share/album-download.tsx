// "Albümü indir (ZIP)": the album's published photos and videos as one archive, when the owner
// lets guests download (DESIGN.md §6.7). A plain link: the browser streams the archive into its
// downloads and the page stays. Loaded after the gallery (album-page.tsx), with its text.
import { useTranslation } from 'react-i18next';
import { Icon } from './icons';

// Material Icons (Apache 2.0), drawn only here.
const DOWNLOAD_ICON = 'M19 9h-4V3H9v6H5l7 7 7-7zM5 18v2h14v-2H5z';

/**
 * = guestDownloadPath of @hatira/shared/share (share.api.test.ts holds them equal): a protected
 * album's token rides in the query, as a download sends no headers.
 */
export const guestDownloadPath = (hash: string, albumId: string, albumToken?: string | null) =>
  `/api/share/${encodeURIComponent(hash)}/albums/${encodeURIComponent(albumId)}/download` +
  (albumToken ? `?albumToken=${encodeURIComponent(albumToken)}` : '');

interface AlbumDownloadProps {
  hash: string;
  albumId: string;
  albumToken: string | null;
}

export function AlbumDownload({ hash, albumId, albumToken }: AlbumDownloadProps) {
  const { t } = useTranslation('share');
  return (
    <p className="sh-download">
      <a href={guestDownloadPath(hash, albumId, albumToken)} className="sh-button" download>
        <Icon path={DOWNLOAD_ICON} />
        {t('download')}
      </a>
    </p>
  );
}
