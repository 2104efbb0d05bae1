import { useEffect, useState } from 'react';

/** Seconds left of a response window that starts when `running` turns true; null when the type has no timer. */
export function useCountdown(totalSec: number | null, running: boolean, restartKey: unknown): number | null {
  const [left, setLeft] = useState<{ key: unknown; sec: number | null }>({ key: restartKey, sec: totalSec });
  const current = left.key === restartKey ? left.sec : totalSec;
  useEffect(() => {
    if (totalSec === null || !running) return;
    const started = Date.now();
    const base = current ?? totalSec;
    const timer = setInterval(() => {
      const sec = Math.max(0, base - Math.floor((Date.now() - started) / 1000));
      setLeft({ key: restartKey, sec });
      if (sec === 0) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
    // `current` is read once at start: the interval owns the count afterwards
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [totalSec, running, restartKey]);
  return totalSec === null ? null : current;
}

export { formatClock } from '@question-types/kit/ui/format-clock';
