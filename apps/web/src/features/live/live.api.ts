// What the venue screen asks the server (DESIGN.md §6.7): the show, and the address of its push
// stream. Only types come from @hatira/shared/live: its schemas would bring zod to the screen, so
// the two addresses are repeated here and a test (live-queue.test.ts) keeps them equal.
import type { LiveShow } from '@hatira/shared/live';
import { guestRequest } from '../../lib/guest-request';

/** = liveShowPath of @hatira/shared/live. */
export const liveShowPath = (token: string) => `/api/live/${encodeURIComponent(token)}`;
/** = liveEventsPath of @hatira/shared/live. */
export const liveEventsPath = (token: string) => `/api/live/${encodeURIComponent(token)}/events`;

export function fetchLiveShow(token: string, signal?: AbortSignal): Promise<LiveShow> {
  return guestRequest<LiveShow>(liveShowPath(token), { signal });
}
