import { useEffect } from 'react';

export interface ToastItem {
  id: number;
  variant: 'error' | 'warning' | 'success' | 'info';
  message: string;
}

const STYLES: Record<ToastItem['variant'], string> = {
  error: 'border-danger-700 bg-danger-50 text-danger-700',
  warning: 'border-warning-800 bg-warning-50 text-warning-800',
  success: 'border-success-700 bg-success-50 text-success-700',
  info: 'border-primary-600 bg-primary-50 text-primary-800',
};

function ToastView({ toast, onDismiss, timeoutMs, dismissLabel }: { toast: ToastItem; onDismiss: (id: number) => void; timeoutMs: number; dismissLabel: string }) {
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(toast.id), timeoutMs);
    return () => clearTimeout(timer);
  }, [toast.id, onDismiss, timeoutMs]);
  // the role sits inside the list item: on the <li> itself it would replace the item's role and leave the list without items
  return (
    <li className="pointer-events-auto">
      <div
        data-variant={toast.variant}
        role={toast.variant === 'error' || toast.variant === 'warning' ? 'alert' : 'status'}
        className={`flex items-start gap-3 rounded-md border-l-4 px-4 py-3 text-sm shadow-lg ${STYLES[toast.variant]}`}
      >
        <span className="flex-1">{toast.message}</span>
        <button
          type="button"
          onClick={() => onDismiss(toast.id)}
          aria-label={dismissLabel}
          className="rounded px-1 leading-none hover:opacity-70 focus-visible:outline-2 focus-visible:outline-current"
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </li>
  );
}

/** The notification bar: top right, each toast dismissible and closing itself after `timeoutMs`. */
export function ToastRegion({ toasts, onDismiss, timeoutMs, label, dismissLabel }: {
  toasts: readonly ToastItem[];
  onDismiss: (id: number) => void;
  timeoutMs: number;
  label: string;
  dismissLabel: string;
}) {
  return (
    <section aria-label={label} data-testid="toasts" className="pointer-events-none fixed top-4 right-4 z-[60] w-[min(24rem,calc(100vw-2rem))]">
      <ol className="flex flex-col gap-2">
        {toasts.map((t) => (
          <ToastView key={t.id} toast={t} onDismiss={onDismiss} timeoutMs={timeoutMs} dismissLabel={dismissLabel} />
        ))}
      </ol>
    </section>
  );
}
