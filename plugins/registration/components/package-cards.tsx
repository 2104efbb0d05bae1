/**
 * The centre's packages and courses as cards to choose one from: a native radio group (arrow keys move between
 * them), each with its price (formatMoney), duration, how it is taught, what it includes (its properties,
 * docs/product-spec.md §11) and a course's weekly schedule.
 */
import { formatMoney } from '@kernel/money/format';
import type { RegistrationPackage } from '../api/registration-api';
import { useRegistrationTranslation } from '../locales/texts';

const INCLUDE_ORDER = ['pte_practice', 'practice_test', 'mock_test', 'quiz', 'materials', 'live_class', 'webinars', 'one_to_one_appointment'] as const;
type Property = { enabled?: boolean; count?: number | null; minutes?: number; sections?: string[] };

function Includes({ pkg }: { pkg: RegistrationPackage }) {
  const { t } = useRegistrationTranslation();
  const rows = INCLUDE_ORDER.flatMap((key) => {
    const p = pkg.properties[key] as Property | undefined;
    if (!p?.enabled) return [];
    let amount = '';
    if (key === 'pte_practice') amount = p.sections && p.sections.length > 0 && p.sections.length < 4 ? p.sections.map((s) => t(`packages.sections.${s}`)).join(', ') : t('packages.allSections');
    else if ('count' in p) amount = p.count === null || p.count === undefined ? t('packages.unlimited') : t('packages.count', { count: p.count });
    if (key === 'one_to_one_appointment' && p.minutes) amount = `${amount} × ${t('packages.minutes', { count: p.minutes })}`;
    return [{ key, amount }];
  });
  if (rows.length === 0) return null;
  return (
    <div className="mt-2">
      <p className="text-xs font-medium text-muted">{t('packages.includes')}</p>
      <ul className="mt-1 flex flex-col gap-0.5 text-sm text-ink">
        {rows.map((r) => (
          <li key={r.key} data-include={r.key}>
            {t(`packages.include.${r.key}`)}
            {r.amount && <span className="text-muted"> · {r.amount}</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function PackageCards({ packages, value, onChange, error, disabled }: {
  packages: readonly RegistrationPackage[];
  value: number | null | undefined;
  onChange: (pkg: RegistrationPackage) => void;
  error?: string;
  disabled?: boolean;
}) {
  const { t, i18n } = useRegistrationTranslation();
  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={error ? 'package-error' : undefined} disabled={disabled}>
      <legend className="mb-1 text-sm font-medium text-ink">{t('packages.legend')}</legend>
      {packages.map((p) => {
        const checked = value === p.id;
        return (
          <label
            key={p.id}
            data-testid="package-card"
            data-package={p.id}
            className={`flex cursor-pointer gap-3 rounded-card border p-4 focus-within:outline-2 focus-within:outline-offset-1 focus-within:outline-primary-600 ${checked ? 'border-primary-600 bg-primary-50' : 'border-line bg-surface'}`}
          >
            <input type="radio" name="package_id" value={p.id} checked={checked} onChange={() => onChange(p)} className="mt-1 h-4 w-4 accent-primary-600" />
            <span className="flex flex-1 flex-col">
              <span className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="font-semibold text-ink">{p.name}</span>
                <span className="text-sm font-semibold text-ink tabular-nums">{p.price_minor === 0 ? t('packages.free') : formatMoney(p.price_minor, p.currency, i18n.language)}</span>
              </span>
              <span className="text-xs text-muted">
                {t(`packages.kind.${p.kind}`)} · {t(`packages.delivery.${p.delivery}`)} · {t('packages.days', { count: p.duration_days })}
              </span>
              {p.description && <span className="mt-1 text-sm text-ink">{p.description}</span>}
              <Includes pkg={p} />
              {p.schedule.length > 0 && (
                <span className="mt-2 text-xs text-muted">
                  {t('packages.schedule')}: {p.schedule.map((s) => `${t(`packages.weekdays.${s.day}`, { defaultValue: s.day })} ${s.start}–${s.end}`).join(', ')}
                </span>
              )}
            </span>
          </label>
        );
      })}
      {error && (
        <p id="package-error" className="text-xs font-medium text-danger-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
