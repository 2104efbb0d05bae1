import { TextField } from '@ui/text-field';

/**
 * An amount typed in major units (৳ 5,000.50); the page turns it into minor units with parseMoney when it saves, so
 * what is typed is never a float on its way to the server.
 */
export function MoneyField({ label, name, value, onChange, error, currency, hint }: {
  label: string;
  name: string;
  value: string;
  onChange: (v: string) => void;
  error?: string;
  currency: string;
  hint?: string;
}) {
  return <TextField label={`${label} (${currency})`} name={name} inputMode="decimal" autoComplete="off" value={value} error={error} hint={hint} onChange={(e) => onChange(e.target.value)} />;
}
