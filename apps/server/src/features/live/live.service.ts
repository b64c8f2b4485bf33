// The venue screen's live slideshow (DESIGN.md §6.7, decision 052): `GET /api/live/{token}` needs no
// sign-in, the token is the key. An unknown (replaced, turned off) link is SLIDESHOW_NOT_FOUND; an
// inactive page or a subscription problem answers the share page's own codes. The blocked-IP
// list is not asked: the screen is the owner's, on the venue's network, which a block of one
// guest's address may cover.
import { LIVE_ITEMS_MAX } from '@hatira/shared/limits';
import type { LiveMedia, LiveSettings, LiveShow } from '@hatira/shared/live';
import { paths } from '@hatira/shared/paths';
import type { AppDeps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import { signMediaUrl } from '../media/media-urls.js';
import type { Json } from '../share/share-body.js';
import { liveShowRead, type ScreenItem } from './live.query.js';

/** The settings as the screen gets them, from the event's columns. */
export const settingsOf = (row: {
  interval: number;
  includeVideos: boolean;
  showNames: boolean;
}): LiveSettings => ({
  interval: row.interval,
  includeVideos: row.includeVideos,
  showNames: row.showNames,
});

/**
 * One item as the screen shows it: a photo's preview (else its thumbnail), a video's playable copy
 * (else the original, as the gallery plays it) and still; the guest's name and message only when
 * the owner shows names. Addresses signed for the screen (media-urls.ts), good for over an hour.
 */
export function liveMediaOf(secret: string, item: ScreenItem, showNames: boolean, now: number): LiveMedia {
  const url = (variant: 'preview' | 'thumb' | 'poster' | 'playback' | 'original') =>
    signMediaUrl(secret, { mediaId: item.id, variant, audience: 'live' }, now);
  const isVideo = item.kind === 'video';
  return {
    id: item.id,
    postId: item.postId,
    kind: item.kind,
    url: isVideo ? url(item.playback ? 'playback' : 'original') : url(item.preview ? 'preview' : 'thumb'),
    posterUrl: isVideo && item.poster ? url('poster') : null,
    width: item.width,
    height: item.height,
    duration: isVideo ? item.duration : null,
    name: showNames ? item.name : null,
    message: showNames ? item.message : null,
    createdAt: item.createdAt,
  };
}

type LiveDeps = Pick<AppDeps, 'db' | 'appSecret' | 'config'>;

/**
 * The event behind a slideshow link, checked as the share page checks it (without the blocked
 * list), with the newest `limit` items. Throws the code that stops the screen.
 */
async function openShow(deps: LiveDeps, token: string, limit: number, now: number) {
  const [row] = await liveShowRead(deps.db, { token, now: new Date(now).toISOString(), limit });
  if (!row) throw new AppError('SLIDESHOW_NOT_FOUND');
  if (!row.isActive) throw new AppError('QR_INACTIVE');
  if (!row.hasSubscription) throw new AppError('SUBSCRIPTION_PROBLEM');
  return row;
}

/** Whether a screen may open the push stream: the event's id when it may, else the code. */
export async function openLiveScreen(deps: LiveDeps, token: string): Promise<{ qrCodeId: string }> {
  return { qrCodeId: (await openShow(deps, token, 0, Date.now())).qrCodeId };
}

/** `GET /api/live/{token}` as its JSON body (built to the contract's type, serialised once). */
export async function getLiveShow(deps: LiveDeps, token: string): Promise<Json<LiveShow>> {
  const now = Date.now();
  const row = await openShow(deps, token, LIVE_ITEMS_MAX, now);
  const body: LiveShow = {
    title: row.title,
    shareUrl: deps.config.publicUrl + paths.share(row.hash),
    themeColor: row.themeColor,
    settings: settingsOf(row),
    items: (row.items ?? []).map((item) => liveMediaOf(deps.appSecret, item, row.showNames, now)),
  };
  return JSON.stringify(body) as Json<LiveShow>;
}
