// The bare comparator of the guest gallery (issue 16 §6): a plain node:http server with pg doing
// the same work as `GET /api/share/{hash}/albums/{albumId}/posts` with the share cache off, and
// nothing else — the blocked-IP check, the event page and its owner's subscription, the album
// (active, password token), a keyset page of published posts with their ready media, the signed
// media addresses (the server's own signing code, from its build) and the same JSON body. One
// named statement, one round trip. bench/gallery.mjs starts it in its own process:
//   DATABASE_URL=postgres://… PORT=… APP_SECRET=… node bench/gallery-bare.mjs
// The gallery bench compares the real server with it in the same run (the ratio is the number).
import { createHash } from 'node:crypto';
import http from 'node:http';
import { isIP } from 'node:net';
import path from 'node:path';
import pg from 'pg';

const dist = (file) => import(path.resolve('apps/server/dist', file));
const [{ signMediaUrl }, { verifyToken }] = await Promise.all([
  dist('features/media/media-urls.js'),
  dist('lib/signed.js'),
]);
const { ERRORS } = await import(path.resolve('packages/shared/dist/errors.js'));

const SECRET = process.env.APP_SECRET;
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const POSITION_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const ROUTE = /^\/api\/share\/([^/?]+)\/albums\/([^/?]+)\/posts$/;
/** Before the newest post: no cursor reads from the top with the same statement. */
const TOP = ['infinity', 'ffffffff-ffff-ffff-ffff-ffffffffffff'];

/** Gate and page in one statement: a row per post, or one row of gate columns when there is none. */
const GALLERY = {
  name: 'bare_gallery',
  text: `
    with gate as (
      select q.id as qr_id, q.is_active as qr_active, q.allow_guest_download,
             exists (select 1 from subscriptions s
                     where s.user_id = q.owner_id and s.status = 'active'
                       and s.starts_at <= $6 and s.ends_at > $6) as subscribed,
             ($2::inet is not null and exists (
                select 1 from blocked_ips b
                where (b.owner_id is null or b.owner_id = q.owner_id) and b.ip >>= $2::inet)) as blocked,
             a.id as album_id, a.is_active as album_active, a.password_hash
      from (select 1) as one
      left join qr_codes q on q.hash = $1
      left join albums a on a.id = $3::uuid and a.qr_code_id = q.id
    )
    select gate.*, p.id, p.guest_name, p.message,
           to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
           to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as position,
           p.items
    from gate left join lateral (
      select p.id, p.guest_name, p.message, p.created_at, r.items
      from posts p
      cross join lateral (
        select json_agg(json_build_object(
          'id', m.id, 'kind', m.kind,
          'thumb', m.thumb_key is not null, 'preview', m.preview_key is not null,
          'poster', m.poster_key is not null, 'playback', m.playback_key is not null,
          'width', m.width, 'height', m.height, 'duration', m.duration,
          'at', (extract(epoch from m.created_at) * 1000000)::bigint)) as items
        from media m where m.post_id = p.id and m.status = 'ready') as r
      where p.album_id = gate.album_id and p.status = 'published'
        and (p.created_at, p.id) < ($4::timestamptz, $5::uuid) and r.items is not null
      order by p.created_at desc nulls last, p.id desc nulls last
      limit $7) as p on true`,
};

function send(res, status, body) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(body);
}

const fail = (res, code) =>
  send(res, ERRORS[code].status, JSON.stringify({ error: { code, message: ERRORS[code].message } }));

function decodeCursor(cursor) {
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2 && POSITION_TIME.test(value[0]) && UUID.test(value[1]))
      return value;
  } catch {
    // not base64url JSON
  }
  return null;
}

const fingerprint = (hash) => createHash('sha256').update(hash).digest('base64url').slice(0, 16);

function hasAlbumAccess(row, token) {
  if (!row.password_hash) return true;
  if (!token) return false;
  const result = verifyToken(SECRET, 'album-token', token);
  return result.ok && result.data.a === row.album_id && result.data.p === fingerprint(row.password_hash);
}

const byUpload = (a, b) => a.at - b.at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

function guestMedia(item, allowDownload, now) {
  const url = (variant, download = false) =>
    signMediaUrl(SECRET, { mediaId: item.id, variant, audience: 'guest', download }, now);
  return {
    id: item.id,
    kind: item.kind,
    thumbUrl: item.thumb ? url('thumb') : null,
    previewUrl: item.preview ? url('preview') : null,
    posterUrl: item.poster ? url('poster') : null,
    videoUrl: item.kind !== 'video' ? null : url(item.playback ? 'playback' : 'original'),
    downloadUrl: allowDownload ? url('original', true) : null,
    width: item.width,
    height: item.height,
    duration: item.duration,
  };
}

async function gallery(req, res) {
  const url = new URL(req.url, 'http://bare');
  if (url.pathname === '/api/health') return send(res, 200, '{"status":"ok"}');
  const match = ROUTE.exec(url.pathname);
  if (req.method !== 'GET' || !match) return fail(res, 'ROUTE_NOT_FOUND');
  const hash = decodeURIComponent(match[1]);
  const albumId = decodeURIComponent(match[2]);
  const limitText = url.searchParams.get('limit');
  const limit = limitText === null ? 30 : Number(limitText);
  if (!Number.isInteger(limit) || limit < 1 || limit > 60) return fail(res, 'VALIDATION_FAILED');
  const cursor = url.searchParams.get('cursor');
  const after = cursor ? decodeCursor(cursor) : TOP;
  if (!after) return fail(res, 'VALIDATION_FAILED');
  // the server trusts the proxy: the client is the first address of X-Forwarded-For
  const forwarded = req.headers['x-forwarded-for'];
  const ip = (
    typeof forwarded === 'string' ? forwarded.split(',')[0] : (req.socket.remoteAddress ?? '')
  ).trim();
  const now = Date.now();
  const { rows } = await pool.query({
    ...GALLERY,
    values: [
      hash,
      isIP(ip) ? ip : null,
      UUID.test(albumId) ? albumId : null,
      after[0],
      after[1],
      new Date(now),
      limit + 1,
    ],
  });
  const gate = rows[0];
  if (gate.blocked) return fail(res, 'IP_BLOCKED');
  if (!gate.qr_id) return fail(res, 'QR_NOT_FOUND');
  if (!gate.qr_active) return fail(res, 'QR_INACTIVE');
  if (!gate.subscribed) return fail(res, 'SUBSCRIPTION_PROBLEM');
  if (!gate.album_id) return fail(res, 'ALBUM_NOT_FOUND');
  if (!gate.album_active) return fail(res, 'ALBUM_UNAVAILABLE');
  if (!hasAlbumAccess(gate, req.headers['x-album-token'])) return fail(res, 'ALBUM_PASSWORD_REQUIRED');
  const postRows = gate.id ? rows : [];
  const page = postRows.slice(0, limit);
  const last = page.at(-1);
  const body = {
    items: page.map((row) => ({
      id: row.id,
      name: row.guest_name,
      message: row.message,
      createdAt: row.created_at,
      media: row.items.sort(byUpload).map((item) => guestMedia(item, gate.allow_guest_download, now)),
    })),
    nextCursor:
      postRows.length > limit && last
        ? Buffer.from(JSON.stringify([last.position, last.id])).toString('base64url')
        : null,
  };
  send(res, 200, JSON.stringify(body));
}

const server = http.createServer((req, res) => {
  gallery(req, res).catch((error) => {
    console.error(error);
    fail(res, 'INTERNAL');
  });
});
server.keepAliveTimeout = 72_000;
server.listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1');
process.on('SIGTERM', () => server.close(() => void pool.end()));
