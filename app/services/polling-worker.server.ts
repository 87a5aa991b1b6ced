/**
 * The loop of a worker that works through rows in the database (the mail queue, newsletter
 * sends): one pass at a time, then a sleep until the next row is due (at most `pollMs`, which also
 * picks up rows of other processes and ended leases), or at once when woken. A wake during a pass
 * runs another pass right after it. The timer never keeps the process alive on its own.
 */
export interface PollingWorker {
  start(): void;
  /** Runs a pass now (or right after the one running). */
  wake(): void;
  /** Stops: no pass starts any more. */
  stop(): void;
  /** Resolves when the pass in flight (if any) has ended, or after `graceMs`. */
  idle(graceMs: number): Promise<void>;
}

export function createPollingWorker(options: {
  /** One pass; resolves to when the next row is due (epoch ms), or null when none waits. */
  pass: () => Promise<number | null>;
  pollMs: number;
  now: () => number;
  onError: (error: unknown) => void;
}): PollingWorker {
  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let pass: Promise<void> | undefined;
  let passAgain = false;

  function schedule(ms: number) {
    clearTimeout(timer);
    timer = setTimeout(run, ms);
    timer.unref();
  }

  function run() {
    if (!running) return;
    if (pass) {
      passAgain = true;
      return;
    }
    pass = (async () => {
      let sleep = options.pollMs;
      try {
        const due = await options.pass();
        // Not below a second: a due row left behind is being claimed by another worker right now.
        if (due !== null) sleep = Math.min(options.pollMs, Math.max(1000, due - options.now()));
      } catch (error) {
        options.onError(error);
      }
      pass = undefined;
      if (running) schedule(passAgain ? 0 : sleep);
      passAgain = false;
    })();
  }

  return {
    start() {
      if (running) return;
      running = true;
      schedule(0);
    },
    wake() {
      if (running) schedule(0);
    },
    stop() {
      running = false;
      clearTimeout(timer);
    },
    async idle(graceMs) {
      const grace = new Promise<void>((resolve) => setTimeout(resolve, graceMs).unref());
      await Promise.race([pass, grace]);
    },
  };
}
