import type { ReactNode } from 'react';

export type AlertVariant = 'error' | 'warning' | 'success' | 'info';

const STYLES: Record<AlertVariant, string> = {
  error: 'border-danger-700/40 bg-danger-50 text-danger-700',
  warning: 'border-warning-800/30 bg-warning-50 text-warning-800',
  success: 'border-success-700/40 bg-success-50 text-success-700',
  info: 'border-primary-600/30 bg-primary-50 text-primary-800',
};

/** Errors and warnings are announced at once (role alert); the rest politely (role status). */
export function Alert({ variant = 'info', children, className = '' }: { variant?: AlertVariant; children: ReactNode; className?: string }) {
  return (
    <div
      role={variant === 'error' || variant === 'warning' ? 'alert' : 'status'}
      className={`rounded-md border px-4 py-3 text-sm ${STYLES[variant]} ${className}`}
    >
      {children}
    </div>
  );
}
