// Serving the stored copies behind signed addresses (`/api/media/{id}/{variant}?t=…`, see
// media-urls.ts). A guest's link is checked again at use time — the post must still be published
// (or pending, on a link to the guest's own post), the album and the event page open, the album
// revealed to guests (or the link made for more: the venue screen, a guest's own post), the owner's
// subscription running, the address not blocked — so a rejected post disappears at once. Whole
// files and single byte ranges (video seeking).
import type { IncomingHttpHeaders } from 'node:http';
import { pipeline, type Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { formatOfMime, type MediaVariant } from '@hatira/shared/media';
import type { AppDeps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import { attachmentDisposition, extensionFor, safeFileName, safeName } from '../../lib/file-names.js';
import { blockSource, withFileSource, type ByteSource } from '../../lib/iso-bmff.js';
import type { ByteRange, Storage } from '../../lib/storage/storage.js';
import { isAlbumRevealed } from '../albums/album-visibility.js';
import { albums } from '../albums/albums.table.js';
import { posts } from '../posts/posts.table.js';
import { qrCodes } from '../qr-codes/qr-codes.table.js';
import { isSessionLive } from '../sessions/sessions.service.js';
import { openScreenPage, openSharePage } from '../share/share-gate.js';
import { verifyMediaToken, type MediaGrant } from './media-urls.js';
import { applyPatches, privateMetadataPatches, type Patch } from './private-metadata.js';
import { media } from './media.table.js';

type MediaDeps = Pick<AppDeps, 'db' | 'appSecret' | 'storage' | 'config'>;

export interface MediaRequest {
  id: string;
  variant: string;
  /** The `t` query parameter. */
  token: string | undefined;
  ip: string;
  headers: IncomingHttpHeaders;
}

export interface MediaResponse {
  status: 200 | 206 | 304 | 416;
  headers: Record<string, string>;
  body: Readable | null;
}

type MediaItem = NonNullable<Awaited<ReturnType<typeof findMediaItem>>>;

async function findMediaItem(deps: MediaDeps, mediaId: string) {
  const [row] = await deps.db
    .select({
      id: media.id,
      kind: media.kind,
      status: media.status,
      mime: media.mime,
      sha256: media.sha256,
      originalFilename: media.originalFilename,
      updatedAt: media.updatedAt,
      keys: {
        original: media.originalKey,
        preview: media.previewKey,
        thumb: media.thumbKey,
        poster: media.posterKey,
        playback: media.playbackKey,
      },
      postStatus: posts.status,
      albumName: albums.name,
      albumIsActive: albums.isActive,
      albumVisibility: albums.visibility,
      albumRevealAt: albums.revealAt,
      qrHash: qrCodes.hash,
      allowGuestDownload: qrCodes.allowGuestDownload,
    })
    .from(media)
    .innerJoin(posts, eq(posts.id, media.postId))
    .innerJoin(albums, eq(albums.id, media.albumId))
    .innerJoin(qrCodes, eq(qrCodes.id, albums.qrCodeId))
    .where(eq(media.id, mediaId));
  return row ?? null;
}

/**
 * The checks a guest (or venue screen) link passes each time it is used; a guest link into an
 * album guests cannot see (not yet, or no more) works only if it was signed for that
 * (media-urls.ts). The original is a guest's only when the owner allows downloads — or, for a video
 * without a playable copy (no ffmpeg), as what is played.
 */
async function assertGuestMayLoad(deps: MediaDeps, item: MediaItem, grant: MediaGrant, ip: string) {
  // the venue screen's links (decision 052) are the owner's screen, not a guest: no address check,
  // and the screen's own query chose the albums it shows (slideshowIncludeHidden)
  const isScreen = grant.a === 'live';
  // an <img> or <video> sends no device key: the address is what the blocked list can check here
  if (isScreen) await openScreenPage(deps, item.qrHash);
  else await openSharePage(deps, item.qrHash, { ip, keyHash: null });
  if (!item.albumIsActive) throw new AppError('ALBUM_UNAVAILABLE');
  const isRevealed = isAlbumRevealed({ visibility: item.albumVisibility, revealAt: item.albumRevealAt });
  if (!isScreen && !grant.h && grant.o !== 1 && !isRevealed) throw new AppError('ALBUM_NOT_REVEALED');
  // a pending post only through its own device's link ("My posts")
  const isShown = item.postStatus === 'published' || (grant.o === 1 && item.postStatus === 'pending');
  if (!isShown || item.status !== 'ready') throw new AppError('NOT_FOUND');
  if (grant.v === 'original') {
    const isPlayedOriginal = item.kind === 'video' && !item.keys.playback && !grant.d;
    if (!item.allowGuestDownload && !isPlayedOriginal) throw new AppError('NOT_FOUND');
  }
}

function contentTypeOf(variant: MediaVariant, mime: string): string {
  if (variant === 'original') return mime;
  return variant === 'playback' ? 'video/mp4' : 'image/webp';
}

/** Guests get a neutral name (album and a short id); the owner gets the name the guest's device gave. */
function downloadName(item: MediaItem, grant: MediaGrant): string {
  if (grant.a === 'owner' && grant.v === 'original' && item.originalFilename)
    return safeFileName(item.originalFilename, 'file');
  const extension =
    grant.v === 'original' ? extensionFor(item.mime, null) : grant.v === 'playback' ? '.mp4' : '.webp';
  return `${safeName(item.albumName, 'Album')}-${item.id.slice(-8)}${extension}`;
}

/**
 * One `bytes=` range of a file of `size` bytes: null to send the whole file (no header, several
 * ranges or a malformed one, which RFC 9110 lets a server ignore), 'unsatisfiable' for 416.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Number(last);
    return suffix === 0 || size === 0
      ? 'unsatisfiable'
      : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}

const headerOf = (request: MediaRequest, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * What a guest's copy of an original overwrites (private-metadata.ts): planned from the file on
 * this disk, or from a store through a few large ranged reads.
 */
export async function guestCopyPatches(
  storage: Storage,
  mime: string,
  key: string,
  size: number,
): Promise<Patch[]> {
  const format = formatOfMime(mime);
  if (!format) return [];
  const plan = (source: ByteSource) => privateMetadataPatches(source, format);
  const file = await storage.localFile?.(key);
  if (file) return withFileSource(file, plan);
  return plan(blockSource({ size, read: (start, end) => readRange(storage, key, start, end) }));
}

async function readRange(storage: Storage, key: string, start: number, end: number): Promise<Buffer> {
  const stream = await storage.get(key, { start, end: end - 1 });
  if (!stream) throw new AppError('NOT_FOUND');
  const parts: Buffer[] = [];
  for await (const part of stream as AsyncIterable<Buffer>) parts.push(part);
  return Buffer.concat(parts);
}

/** Answers a signed media address: the checks, then the stored copy (or a range of it). */
export async function serveMedia(
  deps: MediaDeps,
  request: MediaRequest,
  now = Date.now(),
): Promise<MediaResponse> {
  if (!request.token) throw new AppError('NOT_FOUND');
  const verified = verifyMediaToken(deps.appSecret, request.token, now);
  if (!verified.ok) throw new AppError(verified.reason === 'expired' ? 'MEDIA_LINK_EXPIRED' : 'NOT_FOUND');
  const grant = verified.data;
  if (grant.m !== request.id || grant.v !== request.variant) throw new AppError('NOT_FOUND');

  const item = await findMediaItem(deps, grant.m);
  if (!item) throw new AppError('NOT_FOUND');
  if (grant.a !== 'owner') await assertGuestMayLoad(deps, item, grant, request.ip);
  // an owner's link ends with the session that asked for it (signed out, or ended by an admin)
  else if (!grant.s || !(await isSessionLive(deps.db, deps.config, grant.s)))
    throw new AppError('MEDIA_LINK_EXPIRED');
  const key = item.keys[grant.v];
  const stat = key ? await deps.storage.stat(key) : null;
  if (!key || !stat) throw new AppError('NOT_FOUND');

  const size = stat.bytes;
  const isGuestCopy = grant.a !== 'owner' && grant.v === 'original';
  const etag =
    grant.v === 'original'
      ? `"${item.sha256.slice(0, 32)}${isGuestCopy ? '-g' : ''}"`
      : `"${item.id.slice(-12)}-${grant.v}-${size.toString(36)}-${item.updatedAt.getTime().toString(36)}"`;
  const validators: Record<string, string> = {
    'accept-ranges': 'bytes',
    etag,
    'cache-control': `private, max-age=${Math.max(0, Math.floor((grant.exp - now) / 1000))}`,
  };
  const matches = headerOf(request, 'if-none-match')
    ?.split(/\s*,\s*/)
    .includes(etag);
  if (matches) return { status: 304, headers: validators, body: null };
  const ifRange = headerOf(request, 'if-range');
  const range = ifRange && ifRange !== etag ? null : parseRange(headerOf(request, 'range'), size);
  if (range === 'unsatisfiable')
    return { status: 416, headers: { ...validators, 'content-range': `bytes */${size}` }, body: null };

  const headers: Record<string, string> = {
    ...validators,
    'content-type': contentTypeOf(grant.v, item.mime),
  };
  if (grant.d) headers['content-disposition'] = attachmentDisposition(downloadName(item, grant));
  // a guest's original is a copy without the uploader's location and other personal metadata
  const patches = isGuestCopy ? await guestCopyPatches(deps.storage, item.mime, key, size) : null;
  const stored = await deps.storage.get(key, range ?? undefined);
  if (!stored) throw new AppError('NOT_FOUND'); // deleted between stat and read
  const body = patches ? pipeline(stored, applyPatches(patches, range?.start ?? 0), () => {}) : stored;
  if (!range) return { status: 200, headers: { ...headers, 'content-length': String(size) }, body };
  return {
    status: 206,
    headers: {
      ...headers,
      'content-length': String(range.end - range.start + 1),
      'content-range': `bytes ${range.start}-${range.end}/${size}`,
    },
    body,
  };
}
