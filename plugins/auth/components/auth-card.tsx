import type { ReactNode } from 'react';

/** The card every auth page sits in. */
export function AuthCard({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-5 rounded-card border border-line bg-surface p-6 shadow-sm sm:p-8">
      <div>
        <h1 className="text-2xl font-semibold text-ink">{title}</h1>
        {intro && <p className="mt-1 text-sm text-muted">{intro}</p>}
      </div>
      {children}
    </div>
  );
}
