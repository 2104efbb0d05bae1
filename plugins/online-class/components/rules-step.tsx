/** Step 7: each module's rules: chapters in sequence, and the least quiz score to open the next chapter. */
import { Link } from 'react-router';
import { TextField } from '@ui/text-field';
import type { ModuleDraft } from '../lib/draft';
import { useOnlineClassTranslation } from '../locales/texts';
import type { StepProps } from './wizard-steps';
import { StepError } from './step-error';
import { findModule, moduleRef } from './modules-step';

export function RulesStep({ data, errors, change, address, paths, recordId }: StepProps) {
  const { t } = useOnlineClassTranslation();
  const modules = data.modules ?? [];
  const only = address?.module !== undefined ? findModule(modules, address.module) : -1;
  const edit = (i: number, patch: Partial<ModuleDraft>) => change({ modules: modules.map((m, j) => (j === i ? { ...m, ...patch } : m)) });
  const shown = modules.map((m, i) => ({ m, i })).filter(({ i }) => only < 0 || i === only);
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted">{t('rulesStep.intro')}</p>
      <StepError text={errors.modules ?? errors.rules} />
      <nav aria-label={t('rulesStep.modulesNav')} className="flex flex-wrap gap-2">
        <Link to={paths.sub('rules', recordId)} aria-current={only < 0 ? 'page' : undefined} className="rounded-md border border-line px-3 py-1 text-sm aria-[current=page]:border-primary-600 aria-[current=page]:text-primary-700">
          {t('rulesStep.all')}
        </Link>
        {modules.map((m, i) => (
          <Link
            key={m.key}
            to={paths.sub(`rules/module/${encodeURIComponent(moduleRef(m))}`, recordId)}
            aria-current={only === i ? 'page' : undefined}
            className="rounded-md border border-line px-3 py-1 text-sm aria-[current=page]:border-primary-600 aria-[current=page]:text-primary-700"
          >
            {t('modules.numbered', { n: i + 1 })}
          </Link>
        ))}
      </nav>
      {shown.map(({ m, i }) => (
        <fieldset key={m.key} className="flex flex-col gap-3 rounded-md border border-line p-3" data-testid="module-rules">
          <legend className="px-1 text-sm font-semibold text-ink">
            {t('modules.numbered', { n: i + 1 })}: {m.title}
          </legend>
          <label className="flex items-center gap-2 text-sm text-ink">
            <input type="checkbox" name={`modules.${i}.sequential`} checked={m.sequential} onChange={(e) => edit(i, { sequential: e.target.checked })} />
            {t('rulesStep.sequential')}
          </label>
          <div className="max-w-xs">
            <TextField
              label={t('rulesStep.minQuiz')}
              hint={t('rulesStep.minQuizHint')}
              name={`modules.${i}.min_quiz_percent`}
              type="number"
              inputMode="numeric"
              min={1}
              max={100}
              value={m.min_quiz_percent ?? ''}
              onChange={(e) => edit(i, { min_quiz_percent: e.target.value === '' ? null : Number(e.target.value) })}
            />
          </div>
        </fieldset>
      ))}
    </div>
  );
}
