/** test-preview / quiz-set-preview: the test as a student will see it; Finish saves the last step (completed). */
import { useQuery } from '@tanstack/react-query';
import { ListLoadError, ListSkeleton } from '@ui/table-states';
import { itemsByIdsQuery } from '../api/authoring-api';
import { questionIdsOf } from '../wizard/record';
import type { StepProps } from './wizard-page';
import { StudentPreview } from './student-preview';
import { useTcTranslation } from '../locales/texts';

export function PreviewStep({ kind, data, errors }: StepProps) {
  const { t } = useTcTranslation();
  const ids = questionIdsOf(data) ?? [];
  const query = useQuery(itemsByIdsQuery(kind, data.exam_type ?? 'practice-tests', ids));
  return (
    <div className="flex flex-col gap-4" data-testid="wizard-preview">
      {errors.question_ids && (
        <p className="text-sm font-medium text-danger-700" role="alert" data-testid="field-error">
          {errors.question_ids}
        </p>
      )}
      <p className="text-sm text-muted">{t(kind === 'quiz' ? 'preview.quizIntro' : 'preview.intro', { count: ids.length })}</p>
      {query.isError ? (
        <ListLoadError message={t('preview.loadFailed')} retryLabel={t('retry')} onRetry={() => void query.refetch()} busy={query.isFetching} />
      ) : query.isPending ? (
        <ListSkeleton label={t('loading')} rows={3} />
      ) : (
        <StudentPreview title={data.title ?? ''} items={query.data} minutes={data.custom_time ? data.duration_minutes : null} />
      )}
    </div>
  );
}
