/** One task's line: its kind, its title (a practice task by its type's name in the reader's language), section, minutes. */
import { QuestionTypeName } from '@question-types/type-texts';
import type { StudyTask } from '../api/study-plan-api';
import { useStudyPlanTranslation } from '../locales/texts';

const MOCK_REF = 'generator:mock-test';

export function TaskTitle({ task }: { task: Pick<StudyTask, 'kind' | 'target_ref' | 'title'> }) {
  const { t } = useStudyPlanTranslation();
  if (task.kind === 'free' && task.target_ref === MOCK_REF) return <>{t('generated.mock')}</>;
  if (task.kind === 'practice' && task.target_ref) return <QuestionTypeName slug={task.target_ref} fallback={task.title} />;
  return <>{task.title}</>;
}

export function TaskMeta({ task }: { task: Pick<StudyTask, 'kind' | 'section' | 'minutes'> }) {
  const { t } = useStudyPlanTranslation();
  const parts = [t(`kinds.${task.kind}`), task.section ? t(`sections.${task.section}`) : null, task.minutes ? `${task.minutes}′` : null].filter(Boolean);
  return <span className="text-xs text-muted">{parts.join(' · ')}</span>;
}
