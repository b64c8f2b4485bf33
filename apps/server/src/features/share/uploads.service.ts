// Resumable guest uploads: tus 1.0 at /api/share/{hash}/uploads (DESIGN.md §6.2), with the
// protocol in uploads.tus.ts and the bytes on disk or in the bucket (uploads.area.ts). The
// guest checks run once per request, before the protocol sees it: the creation admits the guest
// to the album (guest-admission.ts, prepareUploadCreation), every other request passes the page
// gate (openUploadRequest). The byte checks run when the last byte is in (finishUpload), on the
// page the request's own checks let in. A finished upload waits, bound to its event page and
// album, until a post claims it (claimFinishedUploads); unclaimed and stalled ones expire
// (sweepUploads).
import { fieldError } from '@hatira/shared/field-errors';
import { UPLOAD_EXPIRY_MS } from '@hatira/shared/limits';
import {
  formatOfFileName,
  formatOfMime,
  maxBytesFor,
  MEDIA_FORMATS,
  type MediaKind,
} from '@hatira/shared/media';
import { uploadMetadataSchema, uploadsPath } from '@hatira/shared/share';
import type { AppDeps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import type { GuestOrigin } from '../blocked-ips/blocked-ips.service.js';
import { admitGuest, assertKindAllowed } from './guest-admission.js';
import type { PostFile } from './intake.js';
import { openSharePage, type SharePage } from './share-gate.js';
import { checkUpload, findUpload, moveAside, recordCheck, removeUpload, sealUpload } from './uploads.area.js';
import type { CheckedFile, StoredUpload, UploadArea } from './uploads.store.js';
import {
  createUpload,
  headUpload,
  optionsAnswer,
  parseUploadMetadata,
  patchUpload,
  terminateUpload,
  type TusAnswer,
  type TusRequest,
} from './uploads.tus.js';

type UploadDeps = Pick<AppDeps, 'db' | 'appSecret' | 'config' | 'logger' | 'uploads'>;

/** A claimed file whose post never took it (the post failed) is deleted after this long. */
const CLAIMED_FILE_TTL_MS = 60 * 60 * 1000;

/** What the guest checks learned about a tus request: the end checks of its upload use it. */
export interface UploadContext {
  hash: string;
  page: SharePage;
  /** HEAD, PATCH, DELETE: the upload in the address, already found on this page. */
  uploadId?: string;
  /** POST: the declared size and the metadata the new upload is stored with (its page and album). */
  creation?: { size: number; binding: Record<string, string> };
}

export interface UploadCreationInput {
  hash: string;
  guest: GuestOrigin;
  uploadLength: string | undefined;
  deferLength: string | undefined;
  metadata: string | undefined;
  /** The X-Album-Token header; the `albumToken` metadata field is the fallback. */
  albumToken: string | undefined;
}

/** The checks before an upload exists: the guest, the page, the album, the declared type and size. */
export async function prepareUploadCreation(
  deps: UploadDeps,
  input: UploadCreationInput,
): Promise<UploadContext> {
  const page = await openSharePage(deps, input.hash, input.guest);
  const raw = parseMetadata(input.metadata);
  const parsed = uploadMetadataSchema.safeParse(raw);
  if (!parsed.success) {
    const fields = Object.fromEntries(
      parsed.error.issues.map((i) => [i.path.join('.'), fieldError('required')]),
    );
    throw new AppError('VALIDATION_FAILED', fields);
  }
  const { albumId, filename, filetype } = parsed.data;
  // a full album or storage quota is said now, not after a 500 MB upload (the post counts again)
  const { album } = await admitGuest(deps, page, {
    albumId,
    albumToken: input.albumToken ?? raw['albumToken'],
  });
  if (input.deferLength !== undefined || !input.uploadLength || !/^\d{1,16}$/.test(input.uploadLength))
    throw new AppError('VALIDATION_FAILED', { uploadLength: fieldError('required') });
  const kind = declaredKind(filetype, filename);
  assertKindAllowed(page, kind);
  const size = Number(input.uploadLength);
  if (size === 0) throw new AppError('INVALID_FILE_TYPE'); // an empty file is no photo or video
  if (size > maxBytesFor(kind)) throw new AppError(kind === 'photo' ? 'PHOTO_TOO_LARGE' : 'VIDEO_TOO_LARGE');

  // the album token is a credential: it is not kept with the upload (nor echoed by HEAD)
  const binding: Record<string, string> = { hash: page.qr.hash, albumId: album.id };
  if (filename) binding['filename'] = filename;
  if (filetype) binding['filetype'] = filetype;
  return { hash: page.qr.hash, page, creation: { size, binding } };
}

/** HEAD, PATCH, DELETE, OPTIONS: the guest and the page again, and the upload must be this page's. */
export async function openUploadRequest(
  deps: UploadDeps,
  input: { hash: string; guest: GuestOrigin; uploadId?: string },
): Promise<UploadContext> {
  const page = await openSharePage(deps, input.hash, input.guest);
  const context: UploadContext = { hash: page.qr.hash, page };
  if (input.uploadId === undefined) return context;
  const upload = await findUpload(deps.uploads, input.uploadId);
  // past its Upload-Expires it is gone, even before the sweeper comes by
  if (upload?.metadata['hash'] !== page.qr.hash || Date.now() - upload.touchedMs > UPLOAD_EXPIRY_MS)
    throw new AppError('UPLOAD_NOT_FOUND');
  return { ...context, uploadId: input.uploadId };
}

/** POST: the upload the creation checks allowed, at an address on the app's own origin. */
export function startUpload(
  deps: UploadDeps,
  context: UploadContext,
  request: TusRequest,
): Promise<TusAnswer> {
  const area = deps.uploads;
  const { size, binding } = context.creation!;
  // behind a proxy, PUBLIC_URL's path prefix comes in front
  const prefix = new URL(deps.config.publicUrl).pathname.replace(/\/$/, '');
  return createUpload(area, request, {
    size,
    metadata: binding,
    location: (id) => `${prefix}${uploadsPath(context.hash)}/${id}`,
    onComplete: (upload) => finishUpload(deps, area, context, upload),
  });
}

/** HEAD, PATCH, DELETE or OPTIONS, once openUploadRequest let the request through. */
export function continueUpload(
  deps: UploadDeps,
  context: UploadContext,
  method: string,
  request: TusRequest,
): Promise<TusAnswer> {
  const area = deps.uploads;
  const id = context.uploadId;
  if (method === 'OPTIONS' || id === undefined) return Promise.resolve(optionsAnswer());
  if (method === 'HEAD') return headUpload(area, request, id);
  if (method === 'DELETE') return terminateUpload(area, request, id);
  return patchUpload(area, request, id, (upload) => finishUpload(deps, area, context, upload));
}

function parseMetadata(header: string | undefined): Record<string, string | undefined> {
  if (!header?.trim()) return {}; // then albumId is missing, and the answer says so
  const parsed = parseUploadMetadata(header);
  if (!parsed) throw new AppError('VALIDATION_FAILED', { metadata: fieldError('invalid') });
  return parsed;
}

/**
 * The kind the client declares, which decides the size limit at creation (the bytes decide the
 * rest at the end). Browsers leave `type` empty for some files (HEIC on desktop), so an empty
 * filetype falls back to the file name's extension.
 */
function declaredKind(filetype: string | undefined, filename: string | undefined): MediaKind {
  const format = filetype?.trim() ? formatOfMime(filetype) : formatOfFileName(filename);
  if (!format) throw new AppError('INVALID_FILE_TYPE');
  return MEDIA_FORMATS[format].kind;
}

/**
 * The last byte is in (and kept): check the bytes (type, size, HEIC decodability) and the plan
 * (video), on the page this request's checks let in. A failure deletes the upload and answers the
 * app's JSON error, so the page shows the right message. Runs under the upload's lock.
 */
async function finishUpload(
  deps: UploadDeps,
  area: UploadArea,
  context: UploadContext,
  upload: StoredUpload,
) {
  try {
    const checked = await checkUpload(area, upload);
    assertKindAllowed(context.page, checked.type.kind);
    await recordCheck(area, upload, checked);
  } catch (error) {
    await removeUpload(area, upload.id);
    if (error instanceof AppError) throw error;
    deps.logger.error({ err: error, uploadId: upload.id }, 'finishing an upload failed');
    throw new AppError('INTERNAL');
  }
}

/**
 * Takes finished uploads for a post: each must exist, be complete, belong to this page and album,
 * and not be claimed yet — else UPLOAD_NOT_FOUND and none is taken. The files move aside (the
 * upload is gone from tus); the post then moves them into storage (a local file with putFile, an
 * object already in the bucket with move).
 */
export async function claimFinishedUploads(
  deps: Pick<AppDeps, 'uploads'>,
  input: { hash: string; albumId: string; uploadIds: string[] },
): Promise<PostFile[]> {
  const area = deps.uploads;
  const ids = [...new Set(input.uploadIds)].sort(); // one order for everybody: no deadlock between claims
  const belongs = (upload: StoredUpload | null): upload is StoredUpload =>
    upload?.metadata['hash'] === input.hash &&
    upload.metadata['albumId'] === input.albumId &&
    upload.offset === upload.size;
  // an unfinished upload is refused before locking: its lock belongs to the PATCH writing it
  for (const id of ids) if (!belongs(await findUpload(area, id))) throw new AppError('UPLOAD_NOT_FOUND');

  const locks = [];
  try {
    for (const id of ids) locks.push(await area.locks.lock(id));
    const found: { upload: StoredUpload; checked: CheckedFile }[] = [];
    // the files in the guest's order: the first of two with the same bytes is the one kept
    for (const id of new Set(input.uploadIds)) {
      const upload = await findUpload(area, id);
      if (!belongs(upload)) throw new AppError('UPLOAD_NOT_FOUND');
      found.push({ upload, checked: upload.checked ?? (await checkLate(area, upload)) });
    }
    return await moveAside(area, found);
  } finally {
    for (const lock of locks) await lock.unlock();
  }
}

/** A finished upload whose check never ran (the server stopped in between) is sealed and checked now. */
async function checkLate(area: UploadArea, upload: StoredUpload): Promise<CheckedFile> {
  try {
    await sealUpload(area, upload);
    return await checkUpload(area, upload);
  } catch (error) {
    await removeUpload(area, upload.id);
    throw error;
  }
}

/**
 * Deletes uploads idle (no byte, no check) for UPLOAD_EXPIRY_MS — unfinished or never claimed —
 * claimed files that no post took, and the lock rows of instances that died. Returns how many
 * uploads went.
 */
export async function sweepUploads(deps: Pick<AppDeps, 'uploads'>, now = Date.now()): Promise<number> {
  await deps.uploads.locks.sweep();
  return deps.uploads.store.sweep(now, UPLOAD_EXPIRY_MS, CLAIMED_FILE_TTL_MS);
}

/** Runs sweepUploads now and then every `intervalMs`; returns the stop function. */
export function startUploadSweeper(
  deps: Pick<AppDeps, 'uploads' | 'logger'>,
  intervalMs = 15 * 60 * 1000,
): () => void {
  const sweep = () =>
    sweepUploads(deps).catch((err: unknown) => deps.logger.error({ err }, 'upload sweep failed'));
  void sweep();
  const timer = setInterval(sweep, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
