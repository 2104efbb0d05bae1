import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@ui/button';
import { Spinner } from '@ui/spinner';
import { mediaUrl } from '@question-types/ui-registry';
import { fetchRecording } from '../api/evaluation-api';
import { useEvaluationTranslation } from './texts';

/** An object URL for a private recording, fetched with the bearer token; revoked when it goes. */
export function useRecordingUrl(path: string | null) {
  const query = useQuery({
    queryKey: ['recording', path],
    queryFn: ({ signal }) => fetchRecording(path!, signal),
    enabled: !!path,
    staleTime: Infinity,
    retry: false,
  });
  const [url, setUrl] = useState<string | null>(null);
  const blob = query.data;
  useEffect(() => {
    if (!blob) return;
    const u = URL.createObjectURL(blob);
    setUrl(u);
    return () => {
      URL.revokeObjectURL(u);
      setUrl(null);
    };
  }, [blob]);
  return { url, isLoading: query.isLoading, isError: query.isError, retry: () => void query.refetch() };
}

/**
 * `mediaUrl` for a type's Review: the attempt's own recording maps to its blob URL (an <audio> cannot send the
 * token), everything else to the usual path.
 */
export function mediaUrlWith(recording: string | null, blobUrl: string | null) {
  return (path: string) => (recording && path === recording ? (blobUrl ?? '') : mediaUrl(path));
}

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
