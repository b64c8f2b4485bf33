// Every error code the API answers, with its HTTP status and English text (DESIGN.md §6).
// The web app shows the text for the code in the user's language (locales/*/errors.json).
export const ERRORS = {
  // generic
  VALIDATION_FAILED: { status: 400, message: 'Please fill in the required fields!' },
  INVALID_JSON: { status: 400, message: 'The request body is not valid JSON.' },
  UNAUTHORIZED: { status: 401, message: 'Your session has expired. Please sign in again.' },
  FORBIDDEN: { status: 403, message: 'You are not allowed to do this.' },
  NOT_FOUND: { status: 404, message: 'Data not found.' }, // tr: "Veri Bulunamadı" (SPEC §8)
  ROUTE_NOT_FOUND: { status: 404, message: 'There is no such API endpoint.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The request is too large.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'This content type is not supported.' },
  RATE_LIMITED: { status: 429, message: 'Too many attempts. Please wait a moment and try again.' },
  INTERNAL: { status: 500, message: 'Something went wrong on our side. Please try again.' },
  SERVICE_UNAVAILABLE: { status: 503, message: 'The service is temporarily unavailable.' },
  // auth
  ACCOUNT_INACTIVE: { status: 403, message: 'This account is not active. Please contact us.' },
  EMAIL_TAKEN: { status: 409, message: 'This email address is already registered.' },
  USERNAME_TAKEN: { status: 409, message: 'This username is already taken.' },
  RESET_TOKEN_INVALID: { status: 400, message: 'This password reset link is invalid or has expired.' },
  // guest sharing (DESIGN.md §6.2)
  QR_NOT_FOUND: { status: 404, message: 'QR page not found.' },
  IP_BLOCKED: { status: 403, message: 'You have been blocked from accessing this page!' },
  QR_INACTIVE: { status: 403, message: 'QR page is not active. Please try again later!' },
  SUBSCRIPTION_PROBLEM: {
    status: 403,
    message: 'There is a subscription problem. If you think there is an error, please contact us!',
  },
  ALBUM_UNAVAILABLE: { status: 403, message: 'This album is not available!' },
  ALBUM_NOT_FOUND: { status: 404, message: 'Selected Album Not Found!' },
  ALBUM_PASSWORD_REQUIRED: { status: 403, message: 'Please Enter Album Password!' },
  ALBUM_PASSWORD_INCORRECT: { status: 403, message: 'Album password is incorrect please try again!' },
  UPLOADS_DISABLED: { status: 403, message: 'Sorry, media uploads are not allowed at this time.' },
  ALBUM_UPLOAD_LIMIT: {
    status: 409,
    message: 'Sorry, the photo and video upload limit has been reached for this album.',
  },
  NO_MEDIA: { status: 400, message: 'Please Select Photo or Video!' },
  INVALID_FILE_TYPE: {
    status: 415,
    message: 'Invalid file type. You can only upload png, jpg, heic, mp4 or mov files.',
  },
  PHOTO_TOO_LARGE: { status: 413, message: 'Photo cannot be larger than 100 MB.' },
  VIDEO_TOO_LARGE: { status: 413, message: 'The video cannot exceed 500 MB.' },
  HEIC_CONVERSION_FAILED: { status: 422, message: '.heic format photo could not be converted.' },
  // guest sharing, beyond DESIGN.md's table (docs/decisions/012-guest-uploads.md)
  VIDEO_NOT_ALLOWED: { status: 403, message: 'Video uploads are not available for this event.' },
  STORAGE_LIMIT_REACHED: { status: 409, message: 'The storage space of this event is full.' },
  TOO_MANY_FILES: { status: 400, message: 'You can share at most 20 files at once.' },
  UPLOAD_NOT_FOUND: {
    status: 404,
    message: 'This upload was not found or has expired. Please select the file again.',
  },
  MEDIA_LINK_EXPIRED: { status: 403, message: 'This media link has expired. Please reload the page.' },
  // the wedding day (DESIGN.md §6.7, docs/decisions/052)
  ALL_DUPLICATES: { status: 409, message: 'These photos and videos are already in the album.' },
  POST_NOT_FOUND: { status: 404, message: 'This post was not found.' },
  GUEST_DELETE_DISABLED: {
    status: 403,
    message: 'The hosts of this event do not allow deleting posts.',
  },
  GUEST_DOWNLOAD_DISABLED: {
    status: 403,
    message: 'Downloading the album is not allowed for this event.',
  },
  ALBUM_NOT_REVEALED: { status: 403, message: 'This album is not open yet.' },
  ALBUM_NOT_AFTER_REVEAL: { status: 409, message: 'Only an album that opens later can be revealed.' },
  SLIDESHOW_NOT_FOUND: { status: 404, message: 'This slideshow link is no longer valid.' },
  GUEST_DEVICE_UNKNOWN: {
    status: 409,
    message: 'This post was sent before devices were recognised. Block its address instead.',
  },
  // hardening (docs/decisions/041)
  TOO_MANY_PIXELS: {
    status: 422,
    message: 'This photo or video has too many pixels to be processed. Please share a smaller version.',
  },
  STORAGE_FULL: {
    status: 507,
    message: "The server's storage is full, so uploads are paused. Please try again later.",
  },
  // subscriptions
  PLAN_LIMIT_REACHED: {
    status: 409,
    message: "Your plan's limit has been reached. Upgrade your plan to add more.",
  },
  // blocked IPs
  IP_ALREADY_BLOCKED: { status: 409, message: 'This IP address is already blocked.' },
  // accounts and access (users, roles, permissions, customers, profile)
  LAST_ADMIN: {
    status: 409,
    message: 'The last active administrator cannot be deactivated, demoted or deleted.',
  },
  USER_HAS_DATA: {
    status: 409,
    message:
      'This user owns event pages or customer accounts. Delete them together with the user to continue.',
  },
  ROLE_BUILT_IN: {
    status: 409,
    message: 'Built-in roles cannot be deleted or renamed, and the admin role always keeps every permission.',
  },
  ROLE_IN_USE: { status: 409, message: 'This role is still held by users. Give them another role first.' },
  ROLE_NAME_TAKEN: { status: 409, message: 'A role with this name already exists.' },
  PERMISSION_EXISTS: { status: 409, message: 'A permission with this action and subject already exists.' },
  PERMISSION_BUILT_IN: {
    status: 409,
    message: 'This permission belongs to a built-in role: it can be renamed, but not changed or deleted.',
  },
  CURRENT_PASSWORD_INCORRECT: { status: 400, message: 'The current password is not correct.' },
  CORPORATE_ONLY: { status: 403, message: 'Customer accounts are available to corporate subscribers.' },
  AVATAR_INVALID_TYPE: { status: 415, message: 'Please choose a PNG or JPG image.' },
  AVATAR_TOO_LARGE: { status: 413, message: 'The image cannot be larger than 2 MB.' },
  // commerce (DESIGN.md §6.3)
  PLAN_NOT_AVAILABLE: { status: 400, message: 'This package cannot be bought.' },
  PLAN_TYPE_MISMATCH: { status: 403, message: 'This package is not available for your account type.' },
  COUPON_INVALID: { status: 400, message: 'The coupon code is not valid.' },
  COUPON_EXPIRED: { status: 400, message: 'The coupon code has expired.' },
  COUPON_USED_UP: { status: 409, message: 'The coupon code has reached its usage limit.' },
  COUPON_NOT_APPLICABLE: { status: 400, message: 'The coupon code cannot be used with this package.' },
  CONTRACTS_NOT_ACCEPTED: {
    status: 400,
    message: 'Please accept the distance sales contract and the pre-information form.',
  },
  BILL_NOT_PAYABLE: { status: 409, message: 'This bill cannot be paid.' },
  PLAN_IN_USE: { status: 409, message: 'This package has been sold; deactivate it instead.' },
  // commerce, beyond DESIGN.md's table (docs/decisions/035)
  COUPON_CODE_TAKEN: { status: 409, message: 'A coupon with this code already exists.' },
  // printing workshop (DESIGN.md §6.4)
  DESIGN_NOT_AVAILABLE: { status: 400, message: 'This design cannot be ordered.' },
  QUANTITY_BELOW_MINIMUM: { status: 400, message: 'The quantity is below the minimum for this design.' },
  PRINT_STATUS_NOT_ALLOWED: { status: 409, message: 'The order cannot move to this status.' },
  PRINT_ORDER_NOT_CANCELLABLE: { status: 409, message: 'This order can no longer be cancelled.' },
  PRINT_CATEGORY_IN_USE: { status: 409, message: 'This category has designs; move or delete them first.' },
  PRINT_DESIGN_IN_USE: { status: 409, message: 'This design has been ordered; deactivate it instead.' },
  BACKGROUND_INVALID_TYPE: { status: 415, message: 'Please choose a PNG or JPG image.' },
  BACKGROUND_TOO_LARGE: { status: 413, message: 'The image cannot be larger than 20 MB.' },
  // digital invitation (DESIGN.md §6.5)
  INVITATION_NOT_FOUND: { status: 404, message: 'Invitation not found.' },
  INVITATION_INACTIVE: { status: 403, message: 'This invitation is not active.' },
  RSVP_CLOSED: { status: 403, message: 'Replies to this invitation are closed.' },
  TOO_MANY_GUESTS: { status: 400, message: 'This reply brings more guests than the invitation allows.' },
  COVER_INVALID_TYPE: { status: 415, message: 'Please choose a JPG, PNG, WebP or HEIC photo.' },
  COVER_TOO_LARGE: { status: 413, message: 'The image cannot be larger than 20 MB.' },
  // background jobs (docs/decisions/042)
  JOB_NOT_FAILED: { status: 409, message: 'Only a failed job can be tried again.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERRORS;

export interface ErrorBody {
  error: { code: ErrorCode; message: string; fields?: Record<string, string> };
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERRORS, value);
}

/** The one body shape that breaks the rule: the seed's login failure (SPEC §7, DESIGN.md §6.1). */
export const LOGIN_FAILED_MESSAGE = 'Invalid email or password';
export interface LoginFailedBody {
  errors: { email: [typeof LOGIN_FAILED_MESSAGE] };
}
