// Business constants shared by schemas, server checks and UI hints (SPEC §5, §9).
export const MiB = 1024 * 1024;

export const PHOTO_MAX_BYTES = 100 * MiB;
export const VIDEO_MAX_BYTES = 500 * MiB;

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
/** Invitation links (an account made for someone, who sets its first password) last a week. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

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

/** Guest posts (DESIGN.md §6.2). */
export const MAX_FILES_PER_POST = 20;
/** Guest gallery page size (keyset pagination). */
export const GALLERY_PAGE_SIZE = 30;
export const GALLERY_PAGE_SIZE_MAX = 60;
/** How long an album token (the proof of a protected album's password) stays valid. */
export const ALBUM_TOKEN_TTL_MS = 12 * 60 * 60 * 1000;
/** How long a signed media address stays valid. */
export const MEDIA_URL_TTL_MS = 60 * 60 * 1000;
/** Unfinished resumable uploads are deleted after this long without progress. */
export const UPLOAD_EXPIRY_MS = 24 * 60 * 60 * 1000;
/**
 * Decoded pixels allowed in one photo (decompression bombs); a 108 MP phone photo fits. A photo
 * its decoder cannot stream (an interlaced PNG, a progressive JPEG, a HEIC) must also fit the
 * server's decode memory, which allows fewer pixels (docs/decisions/041).
 */
export const MAX_PHOTO_PIXELS = 120_000_000;
/** Pixels of a video frame: 8K (8192 × 4320) at most. */
export const MAX_VIDEO_PIXELS = 8192 * 4320;
/** Edge lengths of the guest-visible photo copies (WebP). */
export const THUMB_EDGE = 400;
export const PREVIEW_EDGE = 1600;
/** The live slideshow (DESIGN.md §6.7): seconds per photo, and how many of the newest it loops. */
export const SLIDESHOW_INTERVAL_MIN = 3;
export const SLIDESHOW_INTERVAL_MAX = 60;
export const SLIDESHOW_INTERVAL_DEFAULT = 8;
export const LIVE_ITEMS_MAX = 200;
/** A guest's device key (DESIGN.md §6.7): 128 random bits as 32 lowercase hex digits. */
export const GUEST_KEY_PATTERN = /^[0-9a-f]{32}$/;
/** Moderation bulk actions take at most this many posts at once. */
export const BULK_POSTS_MAX = 100;

/** Accounts: customers of corporate subscribers, profiles (issue 4). */
export const PHONE_MAX = 30;
export const COMPANY_MAX = 100;
export const CUSTOMER_NOTE_MAX = 500;
export const AVATAR_MAX_BYTES = 2 * MiB;
/** Avatars are cropped square and stored at this edge (WebP). */
export const AVATAR_EDGE = 256;

/** Commerce (DESIGN.md §6.3). */
export const PLAN_NAME_MAX = 80;
export const PLAN_DESCRIPTION_MAX = 500;
export const COUPON_CODE_MAX = 40;
export const BANK_TEXT_MAX = 100;
export const SELLER_TEXT_MAX = 200;
export const ADDRESS_MAX = 300;
export const CITY_MAX = 60;
export const TAX_OFFICE_MAX = 100;
export const NOTE_MAX = 500;
export const LEGAL_TITLE_MAX = 200;
export const LEGAL_BODY_MAX = 100_000;
/** KDV included in every price unless VAT_RATE says otherwise (percent). */
export const DEFAULT_VAT_RATE = 20;
/** An unpaid bill is cancelled by the sweep after this many days (BILL_PAYMENT_DAYS). */
export const DEFAULT_BILL_PAYMENT_DAYS = 7;
