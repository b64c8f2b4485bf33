// The share form's post sender (post-sender.ts) for a React page: its queue's items as state, made
// with its code (post-extras.ts, loaded while the phone is idle) when the form first needs it.
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { loadPostExtras } from './lazy-parts';
import type { PostSender } from './post-sender';
import type { UploadItem, UploadTransport } from './upload-queue';

const NO_ITEMS: readonly UploadItem[] = [];
const noItems = () => NO_ITEMS;
const noChanges = () => () => undefined;

export function useUploadQueue(hash: string, transport?: UploadTransport) {
  const [sender, setSender] = useState<PostSender | null>(null);
  const made = useRef<Promise<PostSender> | null>(null);
  const queue = sender?.queue;
  const items = useSyncExternalStore(
    queue?.subscribe ?? noChanges,
    queue?.getItems ?? noItems,
    queue?.getItems ?? noItems,
  );

  /** The sender, made once its code has arrived; a failed load is tried again next time. */
  const ready = useCallback(() => {
    const making = (made.current ??= loadPostExtras().then(({ createPostSender }) => {
      const created = createPostSender({ hash, transport });
      setSender(created);
      return created;
    }));
    making.catch(() => {
      if (made.current === making) made.current = null;
    });
    return making;
  }, [hash, transport]);

  // Leaving the page stops sending; the device keeps the rest, offered again on the next visit.
  useEffect(() => () => queue?.stop(), [queue]);
  return { sender, queue, items, ready };
}
