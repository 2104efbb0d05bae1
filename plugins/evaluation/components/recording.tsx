import { Button } from '@ui/button';
import { Spinner } from '@ui/spinner';
import { useProtectedFileUrl } from '@kernel/http/protected-file';
import { useEvaluationTranslation } from '../locales/texts';

/** A private recording as an object URL (see the kernel's protected-file). */
export const useRecordingUrl = useProtectedFileUrl;

/** The student's recording, played from the blob; loading, missing and failed states. */
export function RecordingPlayer({ path, state }: { path: string | null; state: ReturnType<typeof useRecordingUrl> }) {
  const { t } = useEvaluationTranslation();
  if (!path) return <p className="text-sm text-muted">{t('eval.noRecording')}</p>;
  if (state.isError) {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm text-danger-700" role="alert">
          {t('eval.recordingFailed')}
        </p>
        <Button variant="secondary" onClick={state.retry}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  if (!state.url) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted">
        <Spinner size="sm" /> {t('eval.recordingLoading')}
      </p>
    );
  }
  return <audio controls src={state.url} className="w-full max-w-md" aria-label={t('eval.recording')} data-testid="answer-recording" />;
}
