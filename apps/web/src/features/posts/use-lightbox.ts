// Which post the lightbox shows, and previous/next across the page boundary: at the last post of
// a page, "next" loads the following page and opens its first post. A post that leaves the list
// while open (approved under the "pending" filter, deleted) hands its place to the one after it,
// so the owner can work through a queue without closing the lightbox.
import { useCallback, useEffect, useState } from 'react';
import type { Post } from '@hatira/shared/posts';

interface OpenState {
  /** null while the page the lightbox moved to is still loading. */
  postId: string | null;
  /** Where to look when the post is gone: the same place in the list (clamped). */
  index: number;
}

export interface LightboxOptions {
  items: readonly Post[];
  /** false while the list shows the previous page's posts as a placeholder. */
  isSettled: boolean;
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
}

export interface Lightbox {
  isOpen: boolean;
  /** null while loading. */
  post: Post | null;
  index: number;
  hasPrevious: boolean;
  hasNext: boolean;
  open: (postId: string) => void;
  close: () => void;
  previous: () => void;
  next: () => void;
}

function resolve(state: OpenState | null, items: readonly Post[], isSettled: boolean) {
  if (!state) return null;
  const found = items.findIndex((post) => post.id === state.postId);
  if (found >= 0) return { post: items[found]!, index: found };
  if (!isSettled || items.length === 0) return null;
  const index = Math.min(Math.max(state.index, 0), items.length - 1);
  return { post: items[index]!, index };
}

export function useLightbox({ items, isSettled, page, pageCount, onPageChange }: LightboxOptions): Lightbox {
  const [state, setState] = useState<OpenState | null>(null);
  const current = resolve(state, items, isSettled);

  // The last post of the list left: nothing to show any more.
  const isEmpty = state !== null && isSettled && items.length === 0;
  useEffect(() => {
    if (isEmpty) setState(null);
  }, [isEmpty]);

  const index = current?.index ?? state?.index ?? 0;
  const hasPrevious = current !== null && (index > 0 || page > 1);
  const hasNext = current !== null && (index < items.length - 1 || page < pageCount);

  const open = useCallback(
    (postId: string) =>
      setState({
        postId,
        index: Math.max(
          0,
          items.findIndex((post) => post.id === postId),
        ),
      }),
    [items],
  );
  const close = useCallback(() => setState(null), []);

  const previous = useCallback(() => {
    if (!current) return;
    const target = items[current.index - 1];
    if (target) setState({ postId: target.id, index: current.index - 1 });
    else if (page > 1) {
      setState({ postId: null, index: Number.MAX_SAFE_INTEGER });
      onPageChange(page - 1);
    }
  }, [current, items, page, onPageChange]);

  const next = useCallback(() => {
    if (!current) return;
    const target = items[current.index + 1];
    if (target) setState({ postId: target.id, index: current.index + 1 });
    else if (page < pageCount) {
      setState({ postId: null, index: 0 });
      onPageChange(page + 1);
    }
  }, [current, items, page, pageCount, onPageChange]);

  return {
    isOpen: state !== null,
    post: current?.post ?? null,
    index,
    hasPrevious,
    hasNext,
    open,
    close,
    previous,
    next,
  };
}
