/** A labelled progress bar (percent done), readable by assistive technology. */
export function ProgressBar({ percent, label, testId }: { percent: number; label: string; testId?: string }) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      className="h-2 w-full overflow-hidden rounded-full bg-canvas"
      data-testid={testId}
    >
      <div className="h-full rounded-full bg-primary-600" style={{ width: `${value}%` }} />
    </div>
  );
}
