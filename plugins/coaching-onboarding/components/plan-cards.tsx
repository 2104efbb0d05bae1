/**
 * The platform's plans as cards to choose one from: a native radio group (arrow keys move between plans), each card
 * with its price (formatMoney), period and what it includes (the plan's properties, docs/product-spec.md §11).
 */
import { useQuery } from '@tanstack/react-query';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { Skeleton } from '@ui/spinner';
import { formatMoney } from '@kernel/money/format';
import { plansQuery, type Plan } from '../api/onboarding-api';
import { useOnboardingTranslation } from '../locales/texts';

type Property = { enabled?: boolean; count?: number | null; minutes?: number; sections?: string[] };
const INCLUDE_ORDER = ['pte_practice', 'practice_test', 'mock_test', 'quiz', 'materials', 'live_class', 'webinars', 'one_to_one_appointment'] as const;

function Includes({ plan }: { plan: Plan }) {
  const { t } = useOnboardingTranslation();
  const rows = INCLUDE_ORDER.flatMap((key) => {
    const p = plan.properties[key] as Property | undefined;
    if (!p?.enabled) return [];
    let amount = '';
    if (key === 'pte_practice') amount = p.sections && p.sections.length > 0 ? p.sections.join(', ') : t('plans.allSections');
    else if ('count' in p) amount = p.count === null || p.count === undefined ? t('plans.unlimited') : t('plans.count', { count: p.count });
    if (key === 'one_to_one_appointment' && p.minutes) amount = `${amount} × ${t('plans.minutes', { count: p.minutes })}`;
    return [{ key, amount }];
  });
  if (rows.length === 0) return null;
  return (
    <div className="mt-2">
      <p className="text-xs font-medium text-muted">{t('plans.includes')}</p>
      <ul className="mt-1 flex flex-col gap-0.5 text-sm text-ink">
        {rows.map((r) => (
          <li key={r.key} data-include={r.key}>
            {t(`plans.include.${r.key}`)}
            {r.amount && <span className="text-muted"> · {r.amount}</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function PlanCards({ value, onChange, error }: { value: number | undefined; onChange: (plan: Plan) => void; error?: string }) {
  const { t, i18n } = useOnboardingTranslation();
  const plans = useQuery(plansQuery());
  if (plans.isPending) {
    return (
      <div className="flex flex-col gap-3" aria-busy="true" aria-label={t('plans.loading')}>
        <Skeleton className="h-24" />
        <Skeleton className="h-24" />
      </div>
    );
  }
  if (plans.isError) {
    return (
      <div className="flex flex-col items-start gap-2">
        <Alert variant="error">{t('plans.failed')}</Alert>
        <Button variant="secondary" onClick={() => plans.refetch()}>
          {t('plans.retry')}
        </Button>
      </div>
    );
  }
  if (plans.data.length === 0) return <Alert variant="info">{t('plans.empty')}</Alert>;
  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={error ? 'plan-error' : undefined}>
      <legend className="mb-1 text-sm font-medium text-ink">{t('plans.legend')}</legend>
      {plans.data.map((p) => {
        const checked = value === p.id;
        return (
          <label
            key={p.id}
            data-testid="plan-card"
            data-plan={p.id}
            className={`flex cursor-pointer gap-3 rounded-card border p-4 focus-within:outline-2 focus-within:outline-offset-1 focus-within:outline-primary-600 ${checked ? 'border-primary-600 bg-primary-50' : 'border-line bg-surface'}`}
          >
            <input type="radio" name="plan_package_id" value={p.id} checked={checked} onChange={() => onChange(p)} className="mt-1 h-4 w-4 accent-primary-600" />
            <span className="flex flex-1 flex-col">
              <span className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="font-semibold text-ink">{p.name}</span>
                <span className="text-sm font-semibold text-ink tabular-nums">{p.price_minor === 0 ? t('plans.free') : formatMoney(p.price_minor, p.currency, i18n.language)}</span>
              </span>
              <span className="text-xs text-muted">{t('plans.perDays', { count: p.duration_days })}</span>
              {p.description && <span className="mt-1 text-sm text-ink">{p.description}</span>}
              <Includes plan={p} />
            </span>
          </label>
        );
      })}
      {error && (
        <p id="plan-error" className="text-xs font-medium text-danger-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
