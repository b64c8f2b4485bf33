// What the guest pages show of namespaces they share with the admin app. Their language files
// (locales/<language>/<language>.share.ts) import those namespaces as `<namespace>.json?guest`,
// and the build keeps only these keys there (vite.config.ts, guestTexts): a guest's phone does not
// download the admin's error texts, and they do not grow as the admin app does. Namespaces not
// listed here come whole. GUEST_TEXTS_LATER are the parts only the parts loaded later show (the
// password gate, an album's wait and its download link, the lightbox, the dialog after sharing,
// the upload list: lazy-parts.tsx): they come in <language>.share-later.ts, with those parts, and
// not before the first render; so do the form's field messages, which only a submit shows.
export const GUEST_TEXTS: Readonly<Record<string, readonly string[]>> = {
  // What the share API and the upload can answer (DESIGN.md §6.2 and the generic codes), and NETWORK.
  errors: [
    'VALIDATION_FAILED',
    'INVALID_JSON',
    'FORBIDDEN',
    'NOT_FOUND',
    'ROUTE_NOT_FOUND',
    'PAYLOAD_TOO_LARGE',
    'UNSUPPORTED_MEDIA_TYPE',
    'RATE_LIMITED',
    'INTERNAL',
    'SERVICE_UNAVAILABLE',
    'NETWORK',
    'QR_NOT_FOUND',
    'IP_BLOCKED',
    'QR_INACTIVE',
    'SUBSCRIPTION_PROBLEM',
    'ALBUM_UNAVAILABLE',
    'ALBUM_NOT_FOUND',
    'ALBUM_PASSWORD_REQUIRED',
    'ALBUM_PASSWORD_INCORRECT',
    'UPLOADS_DISABLED',
    'ALBUM_UPLOAD_LIMIT',
    'NO_MEDIA',
    'INVALID_FILE_TYPE',
    'PHOTO_TOO_LARGE',
    'VIDEO_TOO_LARGE',
    'HEIC_CONVERSION_FAILED',
    'VIDEO_NOT_ALLOWED',
    'STORAGE_LIMIT_REACHED',
    'TOO_MANY_FILES',
    'UPLOAD_NOT_FOUND',
    'MEDIA_LINK_EXPIRED',
    // a guest's own posts and duplicates (DESIGN.md §6.7)
    'ALL_DUPLICATES',
    'POST_NOT_FOUND',
    'GUEST_DELETE_DISABLED',
  ],
  // The error screen of the root (app/root-frame.tsx).
  misc: ['error'],
  // The loading bars, the language menu (components/guest-language-select.tsx) and the default album's name (lib/album-name.ts).
  common: ['loading', 'language', 'languages', 'defaultAlbum'],
};

export const GUEST_TEXTS_LATER: Readonly<Record<string, readonly string[]>> = {
  // What only picking files or sending the post can bring (the file checks, the upload list and
  // the dialog after sharing load first: lazy-parts.tsx).
  errors: [
    'ALBUM_UPLOAD_LIMIT',
    'NO_MEDIA',
    'INVALID_FILE_TYPE',
    'PHOTO_TOO_LARGE',
    'VIDEO_TOO_LARGE',
    'HEIC_CONVERSION_FAILED',
    'VIDEO_NOT_ALLOWED',
    'STORAGE_LIMIT_REACHED',
    'TOO_MANY_FILES',
    'UPLOAD_NOT_FOUND',
    // and what only sending a post or "My posts" can bring (my-posts.tsx)
    'ALL_DUPLICATES',
    'POST_NOT_FOUND',
    'GUEST_DELETE_DISABLED',
  ],
  // what the dialog after sharing says (published, pending) and "My posts" (my-posts.tsx)
  share: ['gate', 'waiting', 'download', 'lightbox', 'dialog', 'upload', 'published', 'pending', 'myPosts'],
  // The post form's own checks (post-form.ts: its submit waits for these) and the field messages
  // the share API can send (post-extras.ts).
  validation: ['required', 'tooShort', 'tooLong', 'invalid', 'invalidChoice', 'requiredFields'],
  // The legal pages' own texts (legal-page.tsx loads this file with the text); the rest of the
  // namespace is the admin's editor.
  'legal-pages': ['slugs', 'page'],
};
