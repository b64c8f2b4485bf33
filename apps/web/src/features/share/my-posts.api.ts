// "My posts" (DESIGN.md §6.7): this phone's posts on the event, and deleting one. Apart from
// share.api.ts, which every guest page loads first: only the event's home page and the My posts
// part ask these.
import type { MyPostsResponse } from '@hatira/shared/share';
import { sharePath, shareRequest } from './share.api';

/** This phone's posts on the event, newest first (the device key says which phone). */
export function fetchMyPosts(hash: string, signal?: AbortSignal): Promise<MyPostsResponse> {
  return shareRequest<MyPostsResponse>(`${sharePath(hash)}/my-posts`, { signal });
}

/** Deletes one of this phone's posts, with its photos and videos. */
export async function deleteMyPost(hash: string, postId: string): Promise<void> {
  await shareRequest<null>(`${sharePath(hash)}/posts/${encodeURIComponent(postId)}`, { method: 'DELETE' });
}
