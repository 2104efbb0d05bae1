import { useEffect, useRef, useState } from 'react';
import { formatClock } from './format-clock.ts';
import { useKitTranslation } from './kit-i18n.ts';

export { formatClock } from './format-clock.ts';

export interface CountdownProps {
  /** seconds to count down from; a new value starts over */
  seconds: number;
  onDone?: () => void;
  /** what the time is for ("Time remaining") */
  label: string;
  /** stop counting (the item was submitted) */
  paused?: boolean;
  className?: string;
}

/**
 * A mm:ss timer that counts down by itself and calls onDone once at 00:00. Screen readers hear it politely at
 * each whole minute and at the end, not every second. Driven by the wall clock, so a slow tab does not drift.
 */
export function Countdown({ seconds, onDone, label, paused = false, className = '' }: CountdownProps) {
  const { t } = useKitTranslation();
  const [remaining, setRemaining] = useState(() => Math.max(0, Math.ceil(seconds)));
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });

  useEffect(() => {
    setRemaining(Math.max(0, Math.ceil(seconds)));
  }, [seconds]);

  useEffect(() => {
    if (paused || remaining <= 0) return;
    const deadline = Date.now() + remaining * 1000;
    const timer = setInterval(() => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setRemaining(left);
    }, 250);
    return () => clearInterval(timer);
    // restart only on pause/resume and on a new `seconds`, not every tick
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [paused, seconds]);

  const fired = useRef(false);
  useEffect(() => {
    if (remaining > 0) fired.current = false;
    else if (!fired.current) {
      fired.current = true;
      done.current?.();
    }
  }, [remaining]);

  // changes only when a whole minute is crossed (2:00 -> "2 minutes", 1:00 -> "1 minute") and at the end
  const announced = remaining === 0 ? t('countdown.timeUp') : t('countdown.minutesLeft', { count: Math.ceil(remaining / 60) });

  return (
    <div className={`inline-flex items-center gap-2 rounded-md border border-line bg-surface px-3 py-1 ${className}`} data-testid="countdown">
      <span className="text-sm text-muted">{label}</span>
      <span role="timer" aria-label={label} className={`font-mono text-base font-semibold tabular-nums ${remaining <= 60 ? 'text-danger-700' : 'text-ink'}`}>
        {formatClock(remaining)}
      </span>
      <span aria-live="polite" className="sr-only">
        {announced}
      </span>
    </div>
  );
}

export default Countdown;
