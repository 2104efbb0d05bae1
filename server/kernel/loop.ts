import { errorFields, type Logger } from './logger.ts';

export interface Loop {
  /** no new round starts; resolves when the one running has ended */
  stop(): Promise<void>;
}

/**
 * Runs `tick` every `intervalMs`, one round at a time (the next waits for the last to end), until stopped. A failed
 * round is logged under `name` and the loop goes on. The timer does not keep the process alive.
 *
 * @example
 *   const loop = startLoop('sweeper', () => handInOverdue(db, config), 30_000, logger);
 *   await loop.stop();
 */
export function startLoop(name: string, tick: () => Promise<unknown>, intervalMs: number, logger: Logger): Loop {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = tick()
        .catch((err) => logger.error(name, errorFields(err)))
        .finally(schedule);
    }, intervalMs);
    timer.unref();
  };
  schedule();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
