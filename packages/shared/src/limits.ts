// Business constants shared by schemas, server checks and UI hints (SPEC §5, §9).
export const MiB = 1024 * 1024;

export const PHOTO_MAX_BYTES = 100 * MiB;
export const VIDEO_MAX_BYTES = 500 * MiB;
export const ALLOWED_UPLOAD_EXTENSIONS = ['png', 'jpg', 'heic', 'mp4', 'mov'] as const;

export const NAME_MAX = 50;
export const MESSAGE_MAX = 150;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 32;
export const EMAIL_MAX = 254;
export const FULL_NAME_MAX = 100;

export const DEFAULT_PAGE = 1;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

/** Password reset links are single-use and valid for one hour. */
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;

/** QR event pages and their albums (DESIGN.md §4). */
export const QR_TITLE_MAX = 100;
export const QR_DESCRIPTION_MAX = 1000;
export const ALBUM_NAME_MAX = 50;
export const ALBUM_DESCRIPTION_MAX = 500;
export const ALBUM_PASSWORD_MIN = 4;
export const ALBUM_PASSWORD_MAX = 128;
/** The album every QR code gets on creation. */
export const DEFAULT_ALBUM_NAME = 'General Shares';
/** Blocked IP entries (DESIGN.md §4). */
export const BLOCKED_IP_REASON_MAX = 200;
