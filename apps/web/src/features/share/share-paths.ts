// Addresses of the guest pages, and who may share where.
import type { ShareAlbum } from '@hatira/shared/share';
// The pattern and fillPath, not `paths`: that object (and the page table it is built from) would
// ride along into every guest's first download.
import { fillPath, SHARE_PATTERN } from '@hatira/shared/page-patterns';

export const homePath = (hash: string) => fillPath(SHARE_PATTERN, { hash });
export const albumPath = (hash: string, albumId: string) =>
  `${homePath(hash)}/album/${encodeURIComponent(albumId)}`;
export const postPath = (hash: string, albumId?: string) =>
  `${homePath(hash)}/post${albumId ? `?album=${encodeURIComponent(albumId)}` : ''}`;

/** Guests can share into this album now: the event and the album both take uploads. */
export const takesUploads = (eventUploadsEnabled: boolean, album: ShareAlbum) =>
  eventUploadsEnabled && album.uploadsEnabled;

/**
 * The device's note (lib/storage) that a post for this event page was started here and is not
 * finished: the pages look in the upload store (upload-store.ts) only when it is there.
 */
export const unfinishedUploadsKey = (hash: string) => `unfinished-uploads:${hash}`;
