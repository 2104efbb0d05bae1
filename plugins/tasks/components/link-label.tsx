/**
 * What a task concerns, as a link to the thing's page on the viewer's portal when there is one (lib/target-path.ts),
 * or its label alone: "Student: Sadia Rahman".
 */
import { Link } from 'react-router';
import type { TaskRecord } from '../api/tasks-api';
import { targetPath, type TaskPortal } from '../lib/target-path';
import { useTasksTranslation } from '../locales/texts';

export function LinkLabel({ link, portal }: { link: NonNullable<TaskRecord['link']>; portal: TaskPortal }) {
  const { t } = useTasksTranslation();
  const kind = t(`kind.${link.kind}`);
  const name = link.label ?? t('linkGone', { kind, id: link.id });
  const to = link.label === null ? null : targetPath(link.kind, link.id, portal);
  return (
    <span className="text-sm" data-testid="task-link" data-kind={link.kind}>
      <span className="text-muted">{kind}: </span>
      {to ? (
        <Link to={to} className="text-primary-700 underline-offset-2 hover:underline">
          {name}
        </Link>
      ) : (
        <span className="text-ink">{name}</span>
      )}
    </span>
  );
}
