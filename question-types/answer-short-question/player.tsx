import type { PlayerProps } from '../kit/ui-contract.ts';
import { AudioPrompt } from '../kit/ui/audio-prompt.tsx';
import { PracticeTranscript } from '../kit/ui/practice-transcript.tsx';
import def from './definition.ts';
import { useTypeTranslation } from './i18n.ts';
import type { Content, Response } from './schema.ts';

/** The prompt as on the PTE screen, and a typed practice answer saved as the response's transcript. */
export default function Player({ content, response, onChange, disabled, mode, mediaUrl }: PlayerProps<Content, Response>) {
  const { t } = useTypeTranslation();
  return (
    <div data-testid="player-answer-short-question" className="flex flex-col gap-4">
      <p className="text-sm text-muted">{t('instruction')}</p>
      {content.image && <img src={mediaUrl(content.image)} alt={t('player.image')} className="max-h-96 max-w-full self-start rounded-md border border-line object-contain" />}
      <AudioPrompt src={mediaUrl(content.audio)} preAudioSec={def.timing.preAudioSec ?? 3} maxPlays={mode === 'test' ? (def.timing.audioPlays ?? 1) : null} />
      <PracticeTranscript value={response?.transcript ?? ''} onChange={(transcript) => onChange({ recording: response?.recording ?? null, transcript })} disabled={disabled} />
    </div>
  );
}
