import { useWizardTranslation } from './texts';

/**
 * The wizard's steps with their names (UI.md "Wizard"): the current one marked, saved steps and the one right after
 * the last saved clickable (buttons, so Tab and Enter reach them), the rest plain text. On a phone the row wraps.
 */
export function StepIndicator({ steps, current, visited, onJump, disabled, labelOf }: {
  steps: readonly string[];
  current: string;
  visited: readonly string[];
  onJump: (step: string) => void;
  disabled?: boolean;
  labelOf: (step: string) => string;
}) {
  const { t } = useWizardTranslation();
  const last = Math.max(-1, ...visited.map((s) => steps.indexOf(s)));
  return (
    <nav aria-label={t('stepsLabel')}>
      <p className="mb-2 text-sm text-muted sm:hidden">{t('stepOf', { n: steps.indexOf(current) + 1, total: steps.length })}</p>
      <ol className="flex flex-wrap gap-2" data-testid="step-indicator">
        {steps.map((step, i) => {
          const isCurrent = step === current;
          const done = visited.includes(step);
          const reachable = done || i === last + 1;
          const base = 'inline-flex items-center gap-2 rounded-full border px-3 py-1.5 text-sm';
          const look = isCurrent
            ? 'border-primary-600 bg-primary-600 text-white'
            : done
              ? 'border-primary-600 text-primary-700 hover:bg-primary-50'
              : 'border-line text-muted';
          const label = (
            <>
              <span aria-hidden="true" className="tabular-nums">{i + 1}</span>
              <span>{labelOf(step)}</span>
              {done && !isCurrent && <span className="sr-only">{t('saved')}</span>}
            </>
          );
          return (
            <li key={step} data-testid="wizard-step" data-step={step} data-visited={done || undefined}>
              {isCurrent || !reachable ? (
                <span className={`${base} ${look}`} aria-current={isCurrent ? 'step' : undefined}>
                  {label}
                </span>
              ) : (
                <button
                  type="button"
                  disabled={disabled}
                  onClick={() => onJump(step)}
                  className={`${base} ${look} focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600`}
                >
                  {label}
                </button>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
