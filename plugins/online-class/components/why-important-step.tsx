/** Step 2: the points of "why it matters", in order (drag, keyboard or the move buttons). */
import { SortableList } from '@question-types/kit/ui/sortable-list';
import { TextField } from '@ui/text-field';
import { Button } from '@ui/button';
import { LIMITS } from '../lib/draft';
import { useOnlineClassTranslation } from '../locales/texts';
import type { StepProps } from './wizard-steps';
import { StepError } from './step-error';

export function WhyImportantStep({ data, errors, change, busy }: StepProps) {
  const { t } = useOnlineClassTranslation();
  const points = data.why_important ?? [''];
  const set = (next: string[]) => change({ why_important: next });
  const ids = points.map((_, i) => String(i));
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted">{t('why.intro')}</p>
      <StepError text={errors.why_important} />
      <SortableList
        label={t('why.listLabel')}
        disabled={busy}
        onReorder={(order) => set(order.map((id) => points[Number(id)] ?? ''))}
        items={points.map((p, i) => ({
          id: ids[i] as string,
          content: (
            <div className="flex flex-wrap items-end gap-2">
              <div className="min-w-0 flex-1">
                <TextField label={t('why.point', { n: i + 1 })} name={`why_important.${i}`} value={p} maxLength={LIMITS.point} onChange={(e) => set(points.map((x, j) => (j === i ? e.target.value : x)))} />
              </div>
              <Button variant="ghost" disabled={points.length <= 1} onClick={() => set(points.filter((_, j) => j !== i))} aria-label={t('why.remove', { n: i + 1 })}>
                {t('common.remove')}
              </Button>
            </div>
          ),
        }))}
      />
      <div>
        <Button variant="secondary" disabled={busy || points.length >= LIMITS.points} onClick={() => set([...points, ''])} data-testid="add-point">
          {t('why.add')}
        </Button>
      </div>
    </div>
  );
}
