// The upload queue for a React page: its items as state, made with its code when the guest first
// picks files (post-extras.ts, loaded while the phone is idle), and tus loaded on demand (the
// first file the guest picks starts loading it; the first upload waits for it if it comes first).
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { loadPostExtras } from './lazy-parts';
import type * as TusModule from './tus-transport';
import type { TusTarget } from './tus-transport';
import type { TransportUpload, UploadItem, UploadQueue, UploadTransport } from './upload-queue';

let tus: Promise<typeof TusModule> | null = null;

export function preloadTus(): Promise<typeof TusModule> {
  tus ??= import('./tus-transport').catch((error: unknown) => {
    tus = null; // a later attempt may succeed
    throw error;
  });
  return tus;
}

/** The tus transport, once its code has arrived. */
export function lazyTusTransport(target: () => TusTarget): UploadTransport {
  return (file, handlers) => {
    let inner: TransportUpload | null = null;
    let abortedWith: boolean | null = null;
    const done = preloadTus().then(({ createTusTransport }) => {
      if (abortedWith !== null) return new Promise<string>(() => undefined); // stopped while loading
      inner = createTusTransport(target)(file, handlers);
      return inner.done;
    });
    return {
      done,
      abort(terminate) {
        abortedWith = terminate;
        inner?.abort(terminate);
      },
    };
  };
}

const NO_ITEMS: readonly UploadItem[] = [];
const noItems = () => NO_ITEMS;
const noChanges = () => () => undefined;

export function useUploadQueue(target: () => TusTarget, transport?: UploadTransport) {
  const current = useRef(target);
  useEffect(() => {
    current.current = target;
  });
  const [queue, setQueue] = useState<UploadQueue | null>(null);
  const made = useRef<Promise<UploadQueue> | null>(null);
  const items = useSyncExternalStore(
    queue?.subscribe ?? noChanges,
    queue?.getItems ?? noItems,
    queue?.getItems ?? noItems,
  );

  /** The queue, made once its code has arrived; a failed load is tried again next time. */
  const ready = useCallback(() => {
    const making = (made.current ??= loadPostExtras().then(({ createUploadQueue }) => {
      const created = createUploadQueue({
        transport: transport ?? lazyTusTransport(() => current.current()),
      });
      setQueue(created);
      return created;
    }));
    making.catch(() => {
      if (made.current === making) made.current = null;
    });
    return making;
  }, [transport]);

  // Leaving the page stops sending; picking the same files later continues them.
  useEffect(() => () => queue?.stop(), [queue]);
  return { queue, items, ready };
}
