// What the share form needs only once the guest picks files (the checks, the post sender with its
// upload queue and store, the list with its progress bars), finds an unfinished post to offer, or
// the server refuses the post's fields: one file, loaded while the phone is idle after the form has
// appeared, not with the page (lazy-parts.tsx).
export { addPicked } from './check-file';
export { createPostSender, preloadTus } from './post-sender';
export { discardUnfinished, ResumeOffer } from './resume-offer';
export { serverFieldErrors } from './server-field-errors';
export { UploadList } from './upload-list';
