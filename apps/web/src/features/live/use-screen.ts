// What a venue screen needs of the browser (decision 052): full screen after one tap (browsers allow
// it only from a user's gesture), the screen kept awake (Screen Wake Lock, asked again whenever the
// page is shown again: the browser drops it when hidden), and the cursor hidden when the mouse rests.
import { useCallback, useEffect, useState } from 'react';

const IDLE_MS = 3000;

async function keepAwake(): Promise<WakeLockSentinel | null> {
  if (document.visibilityState !== 'visible' || !navigator.wakeLock) return null;
  try {
    return await navigator.wakeLock.request('screen');
  } catch {
    return null; // refused (battery saver, a policy): the screen may sleep, the show goes on
  }
}

/** Keeps the screen awake while the page is shown; `again` asks once more (after a tap). */
export function useWakeLock(): { again: () => void } {
  const [asks, setAsks] = useState(0);
  useEffect(() => {
    let lock: WakeLockSentinel | null = null;
    let isOver = false;
    const ask = () =>
      void keepAwake().then((got) => {
        if (isOver) void got?.release().catch(() => {});
        else lock = got ?? lock;
      });
    ask();
    document.addEventListener('visibilitychange', ask);
    return () => {
      isOver = true;
      document.removeEventListener('visibilitychange', ask);
      void lock?.release().catch(() => {});
    };
  }, [asks]);
  return { again: useCallback(() => setAsks((n) => n + 1), []) };
}

/** Whether the page is full screen, and a way to make it so (from a tap or a click). */
export function useFullscreen(): { isFullscreen: boolean; enter: () => void } {
  const [isFullscreen, setFullscreen] = useState(() => Boolean(document.fullscreenElement));
  useEffect(() => {
    const changed = () => setFullscreen(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', changed);
    return () => document.removeEventListener('fullscreenchange', changed);
  }, []);
  const enter = useCallback(() => {
    if (!document.fullscreenElement) void document.documentElement.requestFullscreen?.().catch(() => {});
  }, []);
  return { isFullscreen, enter };
}

/** True once the pointer has rested for a few seconds (the cursor hides). */
export function useIdlePointer(): boolean {
  const [isIdle, setIdle] = useState(false);
  useEffect(() => {
    let timer: number | undefined;
    const wake = () => {
      setIdle(false);
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setIdle(true), IDLE_MS);
    };
    wake();
    window.addEventListener('pointermove', wake);
    window.addEventListener('pointerdown', wake);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('pointermove', wake);
      window.removeEventListener('pointerdown', wake);
    };
  }, []);
  return isIdle;
}
