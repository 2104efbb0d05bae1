/**
 * The task a link names (`?open=<id>`, from a notification or the start page card): loaded, then shown in the edit
 * dialog; a task that is gone or not the viewer's says so in a dialog of its own.
 */
import { useQuery } from '@tanstack/react-query';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { Dialog } from '@ui/dialog';
import { Spinner } from '@ui/spinner';
import { HttpError } from '@kernel/http/client';
import { taskQuery } from '../api/tasks-api';
import { useTasksTranslation } from '../locales/texts';
import { TaskDialog } from './task-dialog';

export function OpenTask({ id, selfId, onClose }: { id: number; selfId: number | null; onClose: () => void }) {
  const { t } = useTasksTranslation();
  const query = useQuery({ ...taskQuery(id), retry: false });
  if (query.data) return <TaskDialog task={query.data} selfId={selfId} onClose={onClose} />;
  return (
    <Dialog open title={t('form.editTitle')} onClose={onClose} testId="task-dialog">
      {query.isPending ? (
        <div className="flex items-center gap-2 text-sm text-muted">
          <Spinner size="sm" /> {t('loading')}
        </div>
      ) : (
        <div className="flex flex-col items-start gap-3">
          <Alert variant="error">{query.error instanceof HttpError && query.error.status === 404 ? t('form.notFound') : t('form.loadFailed')}</Alert>
          <Button variant="secondary" onClick={onClose}>
            {t('form.cancel')}
          </Button>
        </div>
      )}
    </Dialog>
  );
}
