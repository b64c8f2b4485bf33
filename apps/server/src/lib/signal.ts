// A wake-up call between parts of one process: the share API notifies after it stored new media,
// the media worker waits on it instead of polling fast. Lost notifications only cost a poll delay,
// because the work itself lives in the database.
export interface Signal {
  notify(): void;
  /** Resolves at the next notify() or after `timeoutMs`, whichever comes first. */
  wait(timeoutMs: number): Promise<void>;
}

export function createSignal(): Signal {
  let waiters: (() => void)[] = [];
  let pending = false;
  return {
    notify() {
      if (waiters.length === 0) pending = true;
      for (const wake of waiters) wake();
      waiters = [];
    },
    wait(timeoutMs) {
      if (pending) {
        pending = false;
        return Promise.resolve();
      }
      return new Promise((resolve) => {
        const timer = setTimeout(done, timeoutMs);
        timer.unref?.();
        function done() {
          clearTimeout(timer);
          waiters = waiters.filter((w) => w !== done);
          resolve();
        }
        waiters.push(done);
      });
    },
  };
}
