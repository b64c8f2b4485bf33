// What the share form needs only once the guest picks files (the checks, the upload queue and the
// list with its progress bars) or the server refuses the post's fields: one file, loaded while the phone is
// idle after the form has appeared, not with the page (lazy-parts.tsx).
export { checkFile } from './check-file';
export { serverFieldErrors } from './server-field-errors';
export { UploadList } from './upload-list';
export { createUploadQueue } from './upload-queue';
