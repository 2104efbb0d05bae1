/**
 * An applicant's PDF drawn in the page. Quarantined files are private (GET /files/quarantine/<name> needs the
 * bearer), and a frame cannot send it, so the file is fetched with the session (the kernel's protected-file hook)
 * and shown from an object URL in the browser's own PDF viewer, with a link to open it in a tab.
 */
import { useProtectedFileUrl } from '@kernel/http/protected-file';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { Spinner } from '@ui/spinner';
import { useJobsTranslation } from '../locales/texts';

export function DocumentViewer({ path, title, testId }: { path: string; title: string; testId: string }) {
  const { t } = useJobsTranslation();
  const { url, isLoading, isError, retry } = useProtectedFileUrl(path);
  if (isError) {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <Alert variant="error" className="flex-1">
          {t('application.documentFailed')}
        </Alert>
        <Button variant="secondary" onClick={retry}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  if (isLoading || !url) return <Spinner label={t('application.documentLoading')} />;
  return (
    <div className="flex flex-col gap-2">
      <iframe src={url} title={title} className="h-[70vh] w-full rounded-md border border-line bg-canvas" data-testid={testId} />
      <p className="text-sm">
        <a href={url} target="_blank" rel="noopener noreferrer" className="text-primary-700 underline-offset-2 hover:underline">
          {t('application.openDocument')}
        </a>
      </p>
    </div>
  );
}
