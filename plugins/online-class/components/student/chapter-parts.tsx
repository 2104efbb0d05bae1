/**
 * A chapter's parts as the student sees them: the list of parts (done, current, not yet reachable) and the current
 * part. The student's player drives it from the class player machine; the authors' preview renders it with
 * `preview` (every part reachable, nothing recorded), so a chapter looks the same in both.
 *
 * @example
 *   <ChapterParts parts={chapter.parts} index={i} completedIds={[]} onSelect={setI} preview />
 */
import type { OcPart } from '../../api/student';
import { useStudentClassTranslation } from '../../locales/student-texts';
import { PartView, type PartHandlers } from './part-views';

export interface ChapterPartsProps extends PartHandlers {
  parts: readonly OcPart[];
  /** the current part */
  index: number;
  completedIds: readonly number[];
  /** the parts being marked now */
  busyIds?: readonly number[];
  /** where each video starts, by part id (s) */
  positions?: Readonly<Record<number, number>>;
  /** a part one may open (default: all) */
  isReachable?: (index: number) => boolean;
  onSelect?: (index: number) => void;
  preview?: boolean;
}

export function ChapterParts({ parts, index, completedIds, busyIds = [], positions = {}, isReachable = () => true, onSelect, preview, ...handlers }: ChapterPartsProps) {
  const { t } = useStudentClassTranslation();
  const part = parts[index];
  if (!part) return <p className="text-sm text-muted">{t('student.chapter.noParts')}</p>;
  return (
    <div className="flex flex-col gap-4 lg:flex-row lg:items-start" data-testid="chapter-parts">
      <nav aria-label={t('student.chapter.partsNav')} className="lg:w-64 lg:shrink-0">
        <ol className="flex flex-col gap-1">
          {parts.map((p, i) => {
            const done = completedIds.includes(p.id);
            const reachable = isReachable(i);
            const currentPart = i === index;
            return (
              <li key={p.id}>
                <button
                  type="button"
                  disabled={!reachable || !onSelect}
                  aria-current={currentPart ? 'step' : undefined}
                  onClick={() => onSelect?.(i)}
                  className={`flex min-h-10 w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm ${currentPart ? 'bg-primary-50 font-semibold text-primary-800' : 'text-ink hover:bg-canvas'} disabled:cursor-not-allowed disabled:text-muted disabled:hover:bg-transparent`}
                  data-testid="part-step"
                  data-kind={p.kind}
                  data-done={done ? 'true' : 'false'}
                >
                  <span aria-hidden="true" className={`inline-flex h-5 w-5 shrink-0 items-center justify-center rounded-full border text-xs ${done ? 'border-success-700 bg-success-50 text-success-700' : 'border-line'}`}>
                    {done ? '✓' : i + 1}
                  </span>
                  <span className="min-w-0 flex-1 break-words">{p.title || t(`student.kinds.${p.kind}`)}</span>
                  <span className="sr-only">
                    {t(`student.kinds.${p.kind}`)}, {done ? t('student.chapter.stepDone') : reachable ? t('student.chapter.stepOpen') : t('student.chapter.stepLocked')}
                  </span>
                </button>
              </li>
            );
          })}
        </ol>
      </nav>
      <section aria-labelledby="current-part-title" className="flex min-w-0 flex-1 flex-col gap-3 rounded-card border border-line bg-surface p-4" data-testid="current-part" data-kind={part.kind} data-part-id={part.id}>
        <header className="flex flex-col gap-1">
          <p className="text-xs font-medium uppercase tracking-wide text-muted">
            {t('student.chapter.partOf', { index: index + 1, total: parts.length })} · {t(`student.kinds.${part.kind}`)}
          </p>
          <h2 id="current-part-title" className="break-words text-lg font-semibold text-ink">
            {part.title || t(`student.kinds.${part.kind}`)}
          </h2>
        </header>
        <PartView
          key={part.id}
          part={part}
          completed={completedIds.includes(part.id)}
          busy={busyIds.includes(part.id)}
          startAt={positions[part.id] ?? part.position_sec ?? 0}
          preview={preview}
          {...handlers}
        />
      </section>
    </div>
  );
}
