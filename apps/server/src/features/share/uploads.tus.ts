// The tus 1.0 protocol (core, creation, creation-with-upload, termination, expiration) on top of
// the upload store: what each request must carry, the order of the rules, and what it answers.
// The guest checks come first and are not here (uploads.service.ts); neither is what a finished
// upload must pass, which the caller hands in as `onComplete`. Protocol refusals answer a short
// text, as tus servers do: a tus client reads their status (a bare 409 or 423 means "ask where the
// upload stands, then go on"), while the app's refusals keep their JSON error codes.
import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import { UPLOAD_EXPIRY_MS, VIDEO_MAX_BYTES } from '@hatira/shared/limits';
import { AppError } from '../../lib/errors.js';
import { TAKE_OVER_DRAIN_MS, UploadBusyError, type UploadLock } from './uploads.locks.js';
import { appendBytes, createStoredUpload, findUpload, removeUpload, sealUpload } from './uploads.area.js';
import { BytesBeyondLengthError, newUploadId, type StoredUpload, type UploadArea } from './uploads.store.js';

export const TUS_VERSION = '1.0.0';
/** No creation-defer-length: the size limit is checked at creation, from Upload-Length. */
export const TUS_EXTENSIONS = ['creation', 'creation-with-upload', 'termination', 'expiration'];
export const TUS_MAX_SIZE = VIDEO_MAX_BYTES;
const CHUNK_TYPE = 'application/offset+octet-stream';

/** A protocol refusal: its status is what a tus client acts on. */
export class TusError extends Error {
  override name = 'TusError';
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export interface TusRequest {
  headers: IncomingHttpHeaders;
  /** The request body, unread. */
  body: Readable;
}

export interface TusAnswer {
  status: number;
  headers: Record<string, string>;
}

/** Runs once an upload has all its bytes, kept; throws to refuse them (the upload is then gone). */
export type OnComplete = (upload: StoredUpload) => Promise<void>;

const header = (headers: IncomingHttpHeaders, name: string): string | undefined => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** Upload-Expires: an upload idle for UPLOAD_EXPIRY_MS is deleted (sweepUploads). */
const expires = (touchedMs: number) => new Date(touchedMs + UPLOAD_EXPIRY_MS).toUTCString();

/** Every request but OPTIONS names the protocol version it speaks. */
export function assertTusResumable(headers: IncomingHttpHeaders): void {
  if (header(headers, 'tus-resumable') !== TUS_VERSION)
    throw new TusError(412, `Tus-Resumable: ${TUS_VERSION} required`, { 'Tus-Version': TUS_VERSION });
}

/**
 * Upload-Metadata: comma-separated `key base64value` pairs (or a lone key); keys unique and
 * without spaces or commas. Null when the header is malformed.
 */
export function parseUploadMetadata(value: string): Record<string, string | undefined> | null {
  const parsed: Record<string, string | undefined> = {};
  for (const pair of value.split(',')) {
    const [key = '', encoded, ...rest] = pair.trim().split(' ');
    if (!/^[\x21-\x2b\x2d-\x7e]+$/.test(key) || rest.length > 0 || Object.hasOwn(parsed, key)) return null;
    if (encoded !== undefined && !/^[A-Za-z0-9+/]*={0,2}$/.test(encoded)) return null;
    if (encoded !== undefined && encoded.length % 4 !== 0) return null;
    parsed[key] = encoded === undefined ? undefined : Buffer.from(encoded, 'base64').toString('utf8');
  }
  return parsed;
}

export function optionsAnswer(): TusAnswer {
  return {
    status: 204,
    headers: {
      'Tus-Version': TUS_VERSION,
      'Tus-Extension': TUS_EXTENSIONS.join(','),
      'Tus-Max-Size': String(TUS_MAX_SIZE),
    },
  };
}

/** POST: a new upload; with creation-with-upload, its first bytes too. */
export async function createUpload(
  area: UploadArea,
  request: TusRequest,
  input: {
    size: number;
    metadata: Record<string, string>;
    location: (id: string) => string;
    onComplete: OnComplete;
  },
): Promise<TusAnswer> {
  assertTusResumable(request.headers);
  const id = newUploadId();
  const lock = await area.locks.lock(id, { fresh: true }); // nobody knows the id before the answer
  try {
    // refused with no Location, an upload would be unreachable: it goes whatever the refusal
    let upload = await createStoredUpload(area, { id, size: input.size, metadata: input.metadata });
    const headers: Record<string, string> = { Location: input.location(id) };
    if (header(request.headers, 'content-type') === CHUNK_TYPE) {
      upload = await receiveChunk(area, upload, lock, request, 0);
      if (upload.offset === upload.size) await input.onComplete(upload);
      headers['Upload-Offset'] = String(upload.offset);
    }
    if (upload.offset < upload.size) headers['Upload-Expires'] = expires(upload.touchedMs);
    return { status: 201, headers };
  } catch (error) {
    await removeUpload(area, id);
    throw error;
  } finally {
    await lock.unlock();
  }
}

/** HEAD: where the upload stands. A PATCH still running for it is asked to give way first. */
export async function headUpload(area: UploadArea, request: TusRequest, id: string): Promise<TusAnswer> {
  assertTusResumable(request.headers);
  const lock = await lockForRequest(area, id);
  let upload: StoredUpload | null;
  try {
    upload = await findUpload(area, id);
  } finally {
    await lock.unlock();
  }
  if (!upload) throw new AppError('UPLOAD_NOT_FOUND');
  return {
    status: 200,
    headers: {
      'Cache-Control': 'no-store',
      'Upload-Offset': String(upload.offset),
      'Upload-Length': String(upload.size),
      'Upload-Metadata': encodeMetadata(upload.metadata),
      ...(upload.offset < upload.size && { 'Upload-Expires': expires(upload.touchedMs) }),
    },
  };
}

/** PATCH: the next bytes, at the offset the client says; the end checks once the last is in. */
export async function patchUpload(
  area: UploadArea,
  request: TusRequest,
  id: string,
  onComplete: OnComplete,
): Promise<TusAnswer> {
  assertTusResumable(request.headers);
  if (header(request.headers, 'content-type') !== CHUNK_TYPE)
    throw new TusError(415, `Content-Type: ${CHUNK_TYPE} required`);
  const offsetHeader = header(request.headers, 'upload-offset') ?? '';
  if (!/^\d{1,16}$/.test(offsetHeader)) throw new TusError(400, 'Upload-Offset required');
  const lock = await lockForRequest(area, id);
  try {
    let upload = await findUpload(area, id);
    if (!upload) throw new AppError('UPLOAD_NOT_FOUND');
    upload = await receiveChunk(area, upload, lock, request, Number(offsetHeader));
    // once per upload; again only when a restart came between its last byte and its check
    if (upload.offset === upload.size && !upload.checked) await onComplete(upload);
    return {
      status: 204,
      headers: {
        'Upload-Offset': String(upload.offset),
        ...(upload.offset < upload.size && { 'Upload-Expires': expires(upload.touchedMs) }),
      },
    };
  } finally {
    await lock.unlock();
  }
}

/** DELETE (termination): the upload and its files go, finished or not. */
export async function terminateUpload(area: UploadArea, request: TusRequest, id: string): Promise<TusAnswer> {
  assertTusResumable(request.headers);
  const lock = await lockForRequest(area, id);
  try {
    if (!(await findUpload(area, id))) throw new AppError('UPLOAD_NOT_FOUND');
    await removeUpload(area, id);
  } finally {
    await lock.unlock();
  }
  return { status: 204, headers: {} };
}

/** The upload's lock for a tus request, taken over from a PATCH still holding it if need be. */
async function lockForRequest(area: UploadArea, id: string): Promise<UploadLock> {
  try {
    return await area.locks.lock(id, { takeOver: true });
  } catch (error) {
    // a bare 423 tells a tus client to ask again a little later
    if (error instanceof UploadBusyError) throw new TusError(423, 'The upload is busy');
    throw error;
  }
}

/**
 * Writes a request's bytes at `offset`, which must be where the upload stands. How far it got is
 * recorded whatever happens; a finished upload is sealed (fsynced, or made one object in the
 * bucket), so the guest's bytes are durable before the answer says so.
 */
async function receiveChunk(
  area: UploadArea,
  upload: StoredUpload,
  lock: UploadLock,
  request: TusRequest,
  offset: number,
): Promise<StoredUpload> {
  if (offset !== upload.offset) throw new TusError(409, `Upload-Offset is ${upload.offset}, not ${offset}`);
  const declared = header(request.headers, 'content-length');
  if (declared !== undefined && offset + Number(declared) > upload.size)
    throw new TusError(413, 'More bytes than Upload-Length');
  let cut: NodeJS.Timeout | undefined;
  lock.onTakeOver = () => {
    cut ??= setTimeout(() => request.body.destroy(), TAKE_OVER_DRAIN_MS);
  };
  let saved: StoredUpload;
  try {
    saved = await appendBytes(area, upload, request.body);
  } catch (error) {
    if (!(error instanceof BytesBeyondLengthError)) throw error;
    // the rest of an endless body is not read: the connection closes after the answer
    throw new TusError(413, 'More bytes than Upload-Length', { Connection: 'close' });
  } finally {
    lock.onTakeOver = undefined;
    clearTimeout(cut);
  }
  if (saved.offset === saved.size) await sealUpload(area, saved);
  return saved;
}

function encodeMetadata(metadata: Record<string, string>): string {
  return Object.entries(metadata)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');
}
