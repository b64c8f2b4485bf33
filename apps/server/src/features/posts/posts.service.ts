// The moderation list (DESIGN.md §6): guest posts of the events the caller may moderate, each with
// its event, album and media (owner-signed addresses for every copy that exists).
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { ListResponse } from '@hatira/shared/common';
import type { ListPostsQuery, OwnerMedia, Post } from '@hatira/shared/posts';
import type { MediaVariant } from '@hatira/shared/media';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../lib/actor.js';
import type { AppDeps } from '../../lib/deps.js';
import { listPage } from '../../lib/list-query.js';
import { albums } from '../albums/albums.table.js';
import { signMediaUrl } from '../media/media-urls.js';
import { media } from '../media/media.table.js';
import { qrCodes } from '../qr-codes/qr-codes.table.js';
import { permittedPosts } from './posts.queries.js';
import { posts } from './posts.table.js';

export type PostsDeps = Pick<AppDeps, 'db' | 'appSecret'>;

/** A guest's post as the share feature received it (its checks and files are the caller's). */
export type NewGuestPost = Pick<
  typeof posts.$inferInsert,
  'id' | 'albumId' | 'qrCodeId' | 'guestName' | 'message' | 'status' | 'ip' | 'userAgent' | 'guestKeyHash'
>;

export async function insertGuestPost(db: Db, post: NewGuestPost): Promise<void> {
  await db.insert(posts).values(post);
}

type MediaRow = typeof media.$inferSelect;

const postColumns = {
  post: posts,
  qrCodeTitle: qrCodes.title,
  albumName: albums.name,
  /** The address without the /32 or /128 a single inet address would print with. */
  ip: sql<string | null>`host(${posts.ip})`,
};

type PostRow = {
  post: typeof posts.$inferSelect;
  qrCodeTitle: string;
  albumName: string;
  ip: string | null;
};

function toOwnerMedia(secret: string, sessionId: string, row: MediaRow, now: number): OwnerMedia {
  const url = (variant: MediaVariant, key: string | null) =>
    key ? signMediaUrl(secret, { mediaId: row.id, variant, audience: 'owner', sessionId }, now) : null;
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    note: row.note,
    noteCode: row.noteCode,
    mime: row.mime,
    bytes: row.bytes,
    originalFilename: row.originalFilename,
    width: row.width,
    height: row.height,
    duration: row.duration,
    takenAt: row.takenAt?.toISOString() ?? null,
    thumbUrl: url('thumb', row.thumbKey),
    previewUrl: url('preview', row.previewKey),
    posterUrl: url('poster', row.posterKey),
    playbackUrl: url('playback', row.playbackKey),
    originalUrl: url('original', row.originalKey)!,
  };
}

/** Posts as the owner sees them, media attached in their upload order, its links good while `actor` is signed in. */
async function toPosts(deps: PostsDeps, actor: Actor, rows: PostRow[]): Promise<Post[]> {
  if (rows.length === 0) return [];
  const mediaRows = await deps.db
    .select()
    .from(media)
    .where(
      inArray(
        media.postId,
        rows.map((r) => r.post.id),
      ),
    )
    .orderBy(asc(media.createdAt), asc(media.id));
  const now = Date.now();
  const byPost = new Map<string, OwnerMedia[]>();
  for (const row of mediaRows) {
    const list = byPost.get(row.postId) ?? [];
    list.push(toOwnerMedia(deps.appSecret, actor.sessionId, row, now));
    byPost.set(row.postId, list);
  }
  return rows.map(({ post, qrCodeTitle, albumName, ip }) => ({
    id: post.id,
    qrCodeId: post.qrCodeId,
    qrCodeTitle,
    albumId: post.albumId,
    albumName,
    guestName: post.guestName,
    message: post.message,
    status: post.status,
    ip,
    userAgent: post.userAgent,
    createdAt: post.createdAt.toISOString(),
    moderatedAt: post.moderatedAt?.toISOString() ?? null,
    media: byPost.get(post.id) ?? [],
  }));
}

function selectPosts(db: Db) {
  return db
    .select(postColumns)
    .from(posts)
    .innerJoin(qrCodes, eq(qrCodes.id, posts.qrCodeId))
    .innerJoin(albums, eq(albums.id, posts.albumId));
}

/** Posts the caller may read, by id (any not in scope are left out). */
export async function findPostsForActor(deps: PostsDeps, actor: Actor, ids: string[]): Promise<Post[]> {
  if (ids.length === 0) return [];
  const rows = await selectPosts(deps.db).where(
    and(inArray(posts.id, ids), permittedPosts(deps.db, actor, 'read')),
  );
  return toPosts(deps, actor, rows);
}

const SORT_COLUMNS = {
  createdAt: posts.createdAt,
  guestName: posts.guestName,
  status: posts.status,
} as const;

/**
 * The moderation list: filters by event, album and status; `q` matches the guest's name, message
 * or address case-insensitively. Newest first unless a sort is asked for.
 */
export async function listPosts(
  deps: PostsDeps,
  actor: Actor,
  query: ListPostsQuery,
): Promise<ListResponse<Post>> {
  const page = await listPage(deps.db, selectPosts(deps.db).$dynamic(), query, {
    where: and(
      permittedPosts(deps.db, actor, 'read'),
      query.qrCodeId ? eq(posts.qrCodeId, query.qrCodeId) : undefined,
      query.albumId ? eq(posts.albumId, query.albumId) : undefined,
      query.status ? eq(posts.status, query.status) : undefined,
    ),
    search: [posts.guestName, posts.message, sql`host(${posts.ip})`],
    sortColumns: SORT_COLUMNS,
    defaultSort: { key: 'createdAt', order: 'desc' },
    tieBreakers: [posts.createdAt, posts.id],
  });
  return { ...page, items: await toPosts(deps, actor, page.items) };
}

/** Pending posts in the caller's scope: the badge on the moderation menu item. */
export async function countPendingPosts(db: Db, actor: Actor): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(posts)
    .where(and(eq(posts.status, 'pending'), permittedPosts(db, actor, 'read')));
  return row?.value ?? 0;
}
