import type { ReactNode } from 'react';

const TONES = {
  warning: 'bg-warning-50 text-warning-800',
  primary: 'bg-primary-50 text-primary-800',
} as const;

/** A small label beside a row's title (Draft, Platform): one look for every list. */
export function Badge({ tone, children }: { tone: keyof typeof TONES; children: ReactNode }) {
  return <span className={`ml-2 rounded px-1.5 py-0.5 text-xs ${TONES[tone]}`}>{children}</span>;
}
