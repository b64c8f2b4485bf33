// The live slideshow as its tests use it: an event with its slideshow on (made through the API),
// posts as rows with real files (posts.test-support.ts), and the push stream read over a real
// HTTP connection as an EventSource reads it (named events, `data:` lines, comments skipped).
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { LiveEventName } from '@hatira/shared/live';
import type { QrCode } from '@hatira/shared/qr-codes';
import type { TestApp } from '../../../test/app.js';
import { bearer, createOwner, type TestOwner } from '../../../test/factories.js';
import { albums } from '../albums/albums.table.js';

export interface LiveEvent {
  qr: QrCode;
  owner: TestOwner;
  /** The "General Shares" album's id. */
  albumId: string;
  token: string;
}

export const tokenOf = (url: string) => url.slice('/live/'.length);

/** Turns `qr`'s slideshow on (or gives it a new link) as `token`'s user; answers the new token. */
export async function startSlideshow(t: TestApp, qrId: string, token: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/qr-codes/${qrId}/slideshow`,
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return tokenOf((response.json() as { url: string }).url);
}

/** An event of a subscribed owner (settings as given) with its slideshow on. */
export async function createLiveEvent(
  t: TestApp,
  settings: Record<string, unknown> = {},
  owner?: TestOwner,
): Promise<LiveEvent> {
  const host = owner ?? (await createOwner(t));
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/qr-codes',
    headers: bearer(host.token),
    payload: { title: 'Ayşe & Can', themeColor: '#aa3366', ...settings },
  });
  expect(created.statusCode, created.body).toBe(201);
  const qr = created.json() as QrCode;
  const [album] = await t.db.select({ id: albums.id }).from(albums).where(eq(albums.qrCodeId, qr.id));
  return { qr, owner: host, albumId: album!.id, token: await startSlideshow(t, qr.id, host.token) };
}

export const showOf = (t: TestApp, token: string) => t.app.inject({ url: `/api/live/${token}` });

export type StreamEvent = { event: LiveEventName; data: unknown } | 'end';

/** A screen's stream of `token` on `baseUrl`: `next()` gives the next event, or 'end' when it closes. */
export async function openLiveStream(baseUrl: string, token: string) {
  const aborter = new AbortController();
  const response = await fetch(`${baseUrl}/api/live/${token}/events`, { signal: aborter.signal });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const events: StreamEvent[] = [];
  let ended = false;
  const readMore = async () => {
    const { value, done } = await reader.read();
    if (done) ended = true;
    buffer += value ?? '';
    let cut;
    while ((cut = buffer.indexOf('\n\n')) >= 0) {
      const lines = buffer.slice(0, cut).split('\n');
      buffer = buffer.slice(cut + 2);
      const field = (name: string) =>
        lines.find((line) => line.startsWith(`${name}: `))?.slice(name.length + 2);
      const event = field('event');
      const data = field('data');
      if (event && data) events.push({ event: event as LiveEventName, data: JSON.parse(data) });
    }
  };
  return {
    response,
    /** The next event within `timeoutMs`, or 'end'. */
    async next(timeoutMs = 5000): Promise<StreamEvent> {
      const deadline = Date.now() + timeoutMs;
      while (events.length === 0 && !ended) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error('no event in time');
        await Promise.race([
          readMore(),
          new Promise((_, reject) => setTimeout(() => reject(new Error('no event in time')), left)),
        ]);
      }
      return events.length > 0 ? events.shift()! : 'end';
    },
    close: () => aborter.abort(),
  };
}
