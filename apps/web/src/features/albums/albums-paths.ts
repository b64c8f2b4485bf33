import { useLocation } from 'react-router';

/** The album list a page belongs to: the owner's /medias/albums or a customer's /cmedias/albums. */
export function useAlbumsPath(): string {
  return useLocation().pathname.startsWith('/cmedias') ? '/cmedias/albums' : '/medias/albums';
}

/** The query string that keeps an album page on its event. */
export const forEvent = (qrCodeId: string | null | undefined) =>
  qrCodeId ? `?qrCodeId=${encodeURIComponent(qrCodeId)}` : '';
