import { useLocation } from 'react-router';
import { paths } from '@hatira/shared/paths';

/** The album list a page belongs to: the owner's /medias/albums or a customer's /cmedias/albums. */
export function useAlbumsPath(): string {
  return useLocation().pathname.startsWith(paths.customerModeration) ? paths.customerAlbums : paths.albums;
}

/** The query string that keeps an album page on its event. */
export const forEvent = (qrCodeId: string | null | undefined) =>
  qrCodeId ? `?qrCodeId=${encodeURIComponent(qrCodeId)}` : '';
