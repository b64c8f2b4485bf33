// The upload queue for a React page: its items as state, and tus loaded on demand (the first
// file the guest picks starts loading it; the first upload waits for it if it comes first).
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type * as TusModule from './tus-transport';
import type { TusTarget } from './tus-transport';
import { createUploadQueue, type TransportUpload, type UploadTransport } from './upload-queue';

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

export function useUploadQueue(target: () => TusTarget, transport?: UploadTransport) {
  const current = useRef(target);
  useEffect(() => {
    current.current = target;
  });
  const [queue] = useState(() =>
    createUploadQueue({ transport: transport ?? lazyTusTransport(() => current.current()) }),
  );
  const items = useSyncExternalStore(queue.subscribe, queue.getItems, queue.getItems);
  // Leaving the page stops sending; picking the same files later continues them.
  useEffect(() => () => queue.stop(), [queue]);
  return { queue, items };
}
