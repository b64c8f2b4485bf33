// ZIP downloads of an album or a whole event (a folder per album) with the guests' originals.
// The archive is made while it is sent: files are added one after another from storage streams,
// stored without compression (photos and videos are compressed already), and the response's
// back-pressure paces the reading — it starts at once, holds one file stream at a time, needs no
// temporary file and has no size limit (yazl switches to ZIP64 when offsets pass 4 GiB).
//
// A browser download cannot send the Bearer header, so the signed-in app first asks for a short
// link: a token signed with APP_SECRET for one resource, one session and one `all` choice. The link
// acts as that session: signing out (or the session's end) ends the links it made.
import { pipeline, type Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { and, asc, eq } from 'drizzle-orm';
import { ZipFile } from 'yazl';
import type { Language } from '@hatira/shared/languages';
import type { DownloadLinkResponse } from '@hatira/shared/posts';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../lib/actor.js';
import type { AppDeps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import { signToken, verifyToken } from '../../lib/signed.js';
import { getAlbum, listAlbumRows } from '../albums/albums.service.js';
import { guestCopyPatches } from '../media/media.service.js';
import { applyPatches } from '../media/private-metadata.js';
import { media } from '../media/media.table.js';
import { findQrCodeForActor } from '../qr-codes/qr-codes.queries.js';
import { resolveSessionById } from '../sessions/sessions.service.js';
import { posts } from './posts.table.js';
import { extensionFor, safeName } from '../../lib/file-names.js';
import { NameSet } from './zip-names.js';

export type DownloadKind = 'album' | 'qr-code';

export interface DownloadTarget {
  kind: DownloadKind;
  id: string;
}

/** What goes into one archive: its file name and its folders (null name = the archive's root). */
export interface ZipPlan {
  fileName: string;
  folders: { name: string | null; albumId: string }[];
}

const LINK_PURPOSE = 'zip-download';
/** Long enough to click, short enough that a link in a history or a log soon means nothing. */
export const DOWNLOAD_LINK_TTL_MS = 10 * 60 * 1000;

interface LinkGrant {
  k: DownloadKind;
  id: string;
  /** The session that made the link. */
  s: string;
  all: 0 | 1;
}

const downloadPath = (target: DownloadTarget) =>
  `/api/${target.kind === 'album' ? 'albums' : 'qr-codes'}/${target.id}/download`;

/** One album's archive: its files at the root, named after the event and the album. */
export const albumZipPlan = (eventTitle: string, album: { id: string; name: string }): ZipPlan => ({
  fileName: `${safeName(eventTitle, 'Event')} - ${safeName(album.name, 'Album')}.zip`,
  folders: [{ name: null, albumId: album.id }],
});

/**
 * The archive of an album or an event, if the caller may read its albums (the event's owner,
 * staff, or the customer it is assigned to): 404 outside that scope, 403 without such a rule.
 */
export async function planDownload(db: Db, actor: Actor, target: DownloadTarget): Promise<ZipPlan> {
  const access = { action: 'read', subject: 'albums' } as const;
  if (target.kind === 'album') {
    const album = await getAlbum(db, actor, target.id);
    const qr = await findQrCodeForActor(db, actor, album.qrCodeId, access);
    return albumZipPlan(qr.title, album);
  }
  const qr = await findQrCodeForActor(db, actor, target.id, access);
  const albums = await listAlbumRows(db, qr.id);
  return {
    fileName: `${safeName(qr.title, 'Event')}.zip`,
    folders: albums.map((a) => ({ name: a.name, albumId: a.id })),
  };
}

/** A short-lived address the browser can open without the Bearer header. */
export async function createDownloadLink(
  deps: Pick<AppDeps, 'db' | 'appSecret'>,
  actor: Actor,
  target: DownloadTarget,
  all: boolean,
  now = Date.now(),
): Promise<DownloadLinkResponse> {
  await planDownload(deps.db, actor, target);
  const expiresAt = now + DOWNLOAD_LINK_TTL_MS;
  const grant: LinkGrant = {
    k: target.kind,
    id: target.id,
    s: actor.sessionId,
    all: all ? 1 : 0,
  };
  const token = signToken(deps.appSecret, LINK_PURPOSE, { ...grant }, expiresAt);
  return { url: `${downloadPath(target)}?t=${token}`, expiresAt: new Date(expiresAt).toISOString() };
}

/**
 * Who downloads, and whether everything or only published posts: the signed-in caller (Bearer), or
 * the holder of a link made for this very resource by a session still signed in. The user's scope
 * is checked again by planDownload, so a link stops working when its user loses the event.
 */
export async function authorizeDownload(
  deps: Pick<AppDeps, 'db' | 'appSecret' | 'config'>,
  request: { actor: Actor | null; query: { all: boolean; t?: string | undefined } },
  target: DownloadTarget,
): Promise<{ actor: Actor; all: boolean }> {
  if (request.actor) return { actor: request.actor, all: request.query.all };
  if (!request.query.t) throw new AppError('UNAUTHORIZED');
  const verified = verifyToken<LinkGrant & Record<string, unknown>>(
    deps.appSecret,
    LINK_PURPOSE,
    request.query.t,
  );
  if (!verified.ok) throw new AppError('UNAUTHORIZED');
  const grant = verified.data;
  if (grant.k !== target.kind || grant.id !== target.id) throw new AppError('NOT_FOUND');
  const actor = await resolveSessionById(deps.db, deps.config, grant.s);
  if (!actor) throw new AppError('UNAUTHORIZED');
  return { actor, all: grant.all === 1 };
}

const MISSING_HEADER: Record<Language, string> = {
  tr: 'Bu dosyalar depoda bulunamadığı için arşive eklenemedi:',
  en: 'These files could not be found in storage and are not in this archive:',
  de: 'Diese Dateien wurden im Speicher nicht gefunden und fehlen in diesem Archiv:',
  ru: 'Эти файлы не найдены в хранилище и не вошли в архив:',
};

/** DOS timestamps (the ZIP's own) start in 1980; an earlier "date taken" is a camera's guess. */
const DOS_EPOCH = Date.UTC(1980, 0, 2);

function originalsOfAlbum(db: Db, albumId: string, options: ZipOptions) {
  return db
    .select({
      key: media.originalKey,
      mime: media.mime,
      bytes: media.bytes,
      originalFilename: media.originalFilename,
      takenAt: media.takenAt,
      guestName: posts.guestName,
      postedAt: posts.createdAt,
    })
    .from(media)
    .innerJoin(posts, eq(posts.id, media.postId))
    .where(
      and(
        eq(media.albumId, albumId),
        options.all ? undefined : eq(posts.status, 'published'),
        // guests get what the gallery shows them: nothing still processing or failed
        options.forGuests ? eq(media.status, 'ready') : undefined,
      ),
    )
    .orderBy(asc(posts.createdAt), asc(posts.id), asc(media.createdAt), asc(media.id));
}

export interface ZipOptions {
  all: boolean;
  language: Language;
  /**
   * A guest's archive (GET /api/share/{hash}/albums/{id}/download): ready media only, each
   * original as the guests' copy, without its personal metadata (media.service.ts).
   */
  forGuests?: boolean;
}

/**
 * The archive as a stream, made while it is read. Files are named `<guest name>-<n>.<ext>` in
 * upload order (n counts that guest's files in the folder). A stored original that is missing is
 * left out and listed in `MISSING.txt`, rather than breaking the download half-way; a read error
 * in the middle of a file can only cut the stream (the bytes before it are already sent).
 */
export function streamZip(
  deps: Pick<AppDeps, 'db' | 'storage' | 'logger'>,
  plan: ZipPlan,
  options: ZipOptions,
): Readable {
  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  let current: Readable | null = null;
  let stopped = false;
  // The client went away (or the stream failed): stop reading storage at once.
  output.once('close', () => {
    stopped = true;
    current?.destroy();
  });
  zip.on('error', (error: Error) => output.destroy(error));

  async function pump(): Promise<void> {
    const missing: string[] = [];
    const folders = new NameSet();
    for (const folder of plan.folders) {
      const rows = await originalsOfAlbum(deps.db, folder.albumId, options);
      if (rows.length === 0 || stopped) continue;
      const prefix = folder.name === null ? '' : `${folders.claim(safeName(folder.name, 'Album'))}/`;
      const names = new NameSet();
      const perGuest = new Map<string, number>();
      for (const row of rows) {
        if (stopped) return;
        const guest = safeName(row.guestName, 'Guest');
        const n = (perGuest.get(guest.toLowerCase()) ?? 0) + 1;
        perGuest.set(guest.toLowerCase(), n);
        const path = prefix + names.claim(`${guest}-${n}`, extensionFor(row.mime, row.originalFilename));
        const stream = await deps.storage.get(row.key);
        if (!stream) {
          missing.push(path);
          continue;
        }
        current = stream;
        const patches = options.forGuests
          ? await guestCopyPatches(deps.storage, row.mime, row.key, row.bytes)
          : [];
        if (stopped) {
          stream.destroy();
          return;
        }
        const entry = patches.length > 0 ? pipeline(stream, applyPatches(patches), () => {}) : stream;
        const taken = row.takenAt && row.takenAt.getTime() >= DOS_EPOCH ? row.takenAt : null;
        zip.addReadStream(entry, path, { compress: false, mtime: taken ?? row.postedAt });
        // One file at a time: the next is opened only when this one has been read to its end.
        await finished(entry);
        current = null;
      }
    }
    if (stopped) return;
    if (missing.length > 0)
      zip.addBuffer(
        Buffer.from(`${MISSING_HEADER[options.language]}\n\n${missing.join('\n')}\n`),
        'MISSING.txt',
      );
    zip.end();
  }

  pump().catch((error: unknown) => {
    if (stopped) return;
    deps.logger.error({ err: error }, 'ZIP download failed while streaming');
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return output;
}
