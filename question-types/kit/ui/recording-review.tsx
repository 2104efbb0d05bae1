import { useWordsTranslation } from './words-i18n.ts';

/** The student's stored recording in a speaking Review (or "No recording"). */
export function RecordingReview({ src }: { src: string | null }) {
  const { t } = useWordsTranslation();
  return (
    <section className="flex flex-col gap-1">
      <h3 className="text-sm font-semibold text-ink">{t('recording.yours')}</h3>
      {src ? <audio controls src={src} className="w-full max-w-md" data-testid="review-recording" /> : <p className="text-sm text-muted">{t('recording.none')}</p>}
    </section>
  );
}

export default RecordingReview;
