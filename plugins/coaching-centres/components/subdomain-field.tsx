/**
 * The sub-domain of a new centre, checked live with the public POST validate-subdomain (format, reserved names,
 * availability) a moment after typing stops. The local rule is said at once; the server decides the rest, and a
 * failed check counts as "not valid" (docs/product-spec.md §5). The server checks again on save.
 */
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { TextField } from '@ui/text-field';
import { subdomainQuery } from '../api/centres-api';
import { SUBDOMAIN_RE } from '../lib/form';
import { useCentresTranslation } from '../locales/texts';

const CHECK_DELAY_MS = 400;

type Verdict = 'checking' | 'available' | 'format' | 'reserved' | 'taken' | 'unknown';

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return settled;
}

export function SubdomainField({ value, onChange, error, hostOf }: {
  value: string;
  onChange: (value: string) => void;
  /** the server's 422 on `subdomain` (or the form's own check) */
  error?: string | null;
  /** the centre's address for a sub-domain (shown in the hint and the verdict) */
  hostOf: (subdomain: string) => string;
}) {
  const { t } = useCentresTranslation();
  const typed = value.trim().toLowerCase();
  const settled = useDebounced(typed, CHECK_DELAY_MS);
  const wellFormed = SUBDOMAIN_RE.test(settled);
  const check = useQuery({ ...subdomainQuery(settled), enabled: wellFormed });

  let verdict: Verdict | null = null;
  if (typed) {
    if (settled !== typed) verdict = 'checking';
    else if (!wellFormed) verdict = 'format';
    else if (check.isPending || check.isFetching) verdict = 'checking';
    else if (check.data?.valid) verdict = 'available';
    else verdict = check.data?.reason ?? 'unknown';
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
