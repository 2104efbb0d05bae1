export function Spinner({ size = 'md', label }: { size?: 'sm' | 'md' | 'lg'; label?: string }) {
  const dim = size === 'sm' ? 'h-4 w-4' : size === 'lg' ? 'h-10 w-10' : 'h-6 w-6';
  return (
    <span role={label ? 'status' : undefined} className="inline-flex items-center gap-2">
      <span aria-hidden="true" className={`${dim} animate-spin rounded-full border-2 border-current border-t-transparent`} />
      {label && <span className="sr-only">{label}</span>}
    </span>
  );
}

/** A grey block standing in for content while it loads. */
export function Skeleton({ className = '' }: { className?: string }) {
  return <span aria-hidden="true" className={`block animate-pulse rounded-md bg-line/70 ${className}`} />;
}

/** Centred spinner for a whole page or region. */
export function PageSpinner({ label }: { label: string }) {
  return (
    <div className="flex min-h-40 items-center justify-center p-8 text-primary-600">
      <Spinner size="lg" label={label} />
    </div>
  );
}
