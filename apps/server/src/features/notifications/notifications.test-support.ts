// The bell as a client uses it: its list through the API, and its push stream read over a real
// HTTP connection with fetch() and the Authorization header, as the web app reads it.
import { expect } from 'vitest';
import type { NotificationList } from '@hatira/shared/notifications';
import type { TestApp } from '../../../test/app.js';
import { bearer } from '../../../test/factories.js';

export async function listOf(t: TestApp, token: string, query = ''): Promise<NotificationList> {
  const response = await t.app.inject({ url: `/api/notifications${query}`, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as NotificationList;
}

/** The stream of `token` on `baseUrl`: `next()` gives the next event's data, or 'end' when it closes. */
export async function openStream(baseUrl: string, token: string) {
  const aborter = new AbortController();
  const response = await fetch(`${baseUrl}/api/notifications/stream`, {
    headers: bearer(token),
    signal: aborter.signal,
  });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const events: unknown[] = [];
  let ended = false;
  const readMore = async () => {
    const { value, done } = await reader.read();
    if (done) ended = true;
    buffer += value ?? '';
    let cut;
    while ((cut = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      const data = block.split('\n').find((line) => line.startsWith('data: '));
      if (data) events.push(JSON.parse(data.slice(6)));
    }
  };
  return {
    response,
    /** The next event within `timeoutMs`, or 'end'. */
    async next(timeoutMs = 5000): Promise<unknown> {
      const deadline = Date.now() + timeoutMs;
      while (events.length === 0 && !ended) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error('no event in time');
        await Promise.race([
          readMore(),
          new Promise((_, reject) => setTimeout(() => reject(new Error('no event in time')), left)),
        ]);
      }
      return events.length > 0 ? events.shift() : 'end';
    },
    close: () => aborter.abort(),
  };
}
