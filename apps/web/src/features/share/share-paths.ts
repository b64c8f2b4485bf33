// Addresses of the guest pages, and who may share where.
import type { ShareAlbum } from '@hatira/shared/share';
import { paths } from '@hatira/shared/paths';

export const homePath = paths.share;
export const albumPath = (hash: string, albumId: string) =>
  `${paths.share(hash)}/album/${encodeURIComponent(albumId)}`;
export const postPath = (hash: string, albumId?: string) =>
  `${paths.share(hash)}/post${albumId ? `?album=${encodeURIComponent(albumId)}` : ''}`;

/** Guests can share into this album now: the event and the album both take uploads. */
export const takesUploads = (eventUploadsEnabled: boolean, album: ShareAlbum) =>
  eventUploadsEnabled && album.uploadsEnabled;
