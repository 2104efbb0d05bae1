import type { PlayerProps } from '../kit/ui-contract.ts';
import { PracticeTranscript } from '../kit/ui/practice-transcript.tsx';
import { useTypeTranslation } from './i18n.ts';
import type { Content, Response } from './schema.ts';

/** The prompt as on the PTE screen, and a typed practice answer saved as the response's transcript. */
export default function Player({ content, response, onChange, disabled }: PlayerProps<Content, Response>) {
  const { t } = useTypeTranslation();
  return (
    <div data-testid="player-read-aloud" className="flex flex-col gap-4">
      <p className="text-sm text-muted">{t('instruction')}</p>
      <section aria-label={t('player.text')} className="rounded-md border border-line bg-surface p-4 text-base leading-relaxed text-ink" data-testid="prompt-text">
        <p>{content.text}</p>
      </section>
      <PracticeTranscript value={response?.transcript ?? ''} onChange={(transcript) => onChange({ recording: response?.recording ?? null, transcript })} disabled={disabled} />
    </div>
  );
}
