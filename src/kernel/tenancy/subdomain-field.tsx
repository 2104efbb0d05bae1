/**
 * The sub-domain of a new centre, checked live a moment after typing stops (format, reserved names, availability).
 * The local rule is said at once; the server decides the rest, and a failed check counts as "not valid"
 * (docs/product-spec.md §5). The server checks again on save. Shared by the master's centre form (POST
 * validate-subdomain) and the public onboarding (POST dummy/check-available-subdomain-or-email, which also counts
 * the sub-domains that requests waiting for review hold): each passes its own `check`.
 */
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { TextField } from '@ui/text-field';
import { useTenancyTranslation } from './texts';

const CHECK_DELAY_MS = 400;

/** Lower-case letters, digits and single hyphens, 3-63, not at either end (the server's own rule, said before it is asked). */
export const SUBDOMAIN_RE = /^(?!.*--)[a-z0-9](?:[a-z0-9-]{1,61}[a-z0-9])$/;

export interface SubdomainVerdict {
  valid: boolean;
  reason?: 'format' | 'reserved' | 'taken' | null;
}

/** How a field asks the server; `key` tells the checks of different endpoints apart in the query cache. */
export interface SubdomainCheck {
  key: string;
  run: (subdomain: string, signal?: AbortSignal) => Promise<SubdomainVerdict>;
}

type Verdict = 'checking' | 'available' | 'format' | 'reserved' | 'taken' | 'unknown';

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return settled;
}

export function SubdomainField({ value, onChange, error, hostOf, check }: {
  value: string;
  onChange: (value: string) => void;
  /** the server's 422 on `subdomain` (or the form's own check) */
  error?: string | null;
  /** the centre's address for a sub-domain (shown in the hint and the verdict) */
  hostOf: (subdomain: string) => string;
  check: SubdomainCheck;
}) {
  const { t } = useTenancyTranslation();
  const typed = value.trim().toLowerCase();
  const settled = useDebounced(typed, CHECK_DELAY_MS);
  const wellFormed = SUBDOMAIN_RE.test(settled);
  const result = useQuery({
    queryKey: [check.key, settled],
    queryFn: ({ signal }) => check.run(settled, signal),
    staleTime: 10_000,
    retry: false,
    enabled: wellFormed,
  });

  let verdict: Verdict | null = null;
  if (typed) {
    if (settled !== typed) verdict = 'checking';
    else if (!wellFormed) verdict = 'format';
    else if (result.isPending || result.isFetching) verdict = 'checking';
    else if (result.data?.valid) verdict = 'available';
    else verdict = result.data?.reason ?? 'unknown';
  }
  const refused = verdict === 'format' || verdict === 'reserved' || verdict === 'taken' || verdict === 'unknown';
  // a refusal the server gave on save stays until the value changes; the live one speaks for a new value
  const shownError = error ?? (refused ? t(`subdomain.${verdict}`) : null);

  return (
    <div className="flex flex-col gap-1" data-testid="subdomain-field" data-verdict={verdict ?? undefined}>
      <TextField
        label={t('subdomain.label')}
        name="subdomain"
        required
        autoComplete="off"
        spellCheck={false}
        maxLength={63}
        value={value}
        error={shownError}
        hint={t('subdomain.hint', { host: hostOf(typed || 'your-centre') })}
        onChange={(e) => onChange(e.target.value.toLowerCase())}
      />
      <p role="status" className={`min-h-4 text-xs ${verdict === 'available' ? 'font-medium text-success-700' : 'text-muted'}`} data-testid="subdomain-status">
        {verdict === 'checking' && t('subdomain.checking')}
        {verdict === 'available' && !error && t('subdomain.available', { host: hostOf(typed) })}
      </p>
    </div>
  );
}
