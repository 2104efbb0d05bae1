import type { PlayerProps } from '../kit/ui-contract.ts';
import { PracticeTranscript } from '../kit/ui/practice-transcript.tsx';
import { useTypeTranslation } from './i18n.ts';
import type { Content, Response } from './schema.ts';

/** The prompt as on the PTE screen, and a typed practice answer saved as the response's transcript. */
export default function Player({ content, response, onChange, disabled, mediaUrl }: PlayerProps<Content, Response>) {
  const { t } = useTypeTranslation();
  return (
    <div data-testid="player-describe-image" className="flex flex-col gap-4">
      <p className="text-sm text-muted">{t('instruction')}</p>
      <img src={mediaUrl(content.image)} alt={content.alt} className="max-h-[28rem] max-w-full self-start rounded-md border border-line object-contain" data-testid="prompt-image" />
      <PracticeTranscript value={response?.transcript ?? ''} onChange={(transcript) => onChange({ recording: response?.recording ?? null, transcript })} disabled={disabled} />
    </div>
  );
}
