/**
 * A task's due time in the viewer's zone ("1 May 2026, 17:30"), in red with an Overdue badge when it has passed
 * and the task is not done: overdue tasks stand out wherever they are listed.
 */
import { format, formatDistanceToNowStrict } from 'date-fns';
import { bn } from 'date-fns/locale/bn';
import { Badge } from '@ui/badge';
import type { TaskRecord } from '../api/tasks-api';
import { useTasksTranslation } from '../locales/texts';

export function DueLabel({ task, relative = false }: { task: Pick<TaskRecord, 'due_at' | 'overdue'>; relative?: boolean }) {
  const { t, i18n } = useTasksTranslation();
  const locale = i18n.language === 'bn' ? bn : undefined;
  if (!task.due_at) return <span className="text-sm text-muted">{t('list.noDue')}</span>;
  const at = new Date(task.due_at);
  const text = relative ? t('card.due', { when: formatDistanceToNowStrict(at, { addSuffix: true, locale }) }) : format(at, 'd MMM yyyy, HH:mm', { locale });
  return (
    <span className="whitespace-nowrap text-sm">
      <time dateTime={task.due_at} title={format(at, 'PPpp', { locale })} className={task.overdue ? 'font-medium text-danger-700' : 'text-ink'}>
        {text}
      </time>
      {task.overdue && (
        <span data-testid="overdue-badge">
          <Badge tone="warning">{t('overdue')}</Badge>
        </span>
      )}
    </span>
  );
}
