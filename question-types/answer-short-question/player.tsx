import { useState } from 'react';
import type { PlayerProps } from '../kit/ui-contract.ts';
import { AudioPrompt } from '../kit/ui/audio-prompt.tsx';
import { SpeakingAnswer } from '../kit/ui/speaking-answer.tsx';
import def from './definition.ts';
import { useTypeTranslation } from './i18n.ts';
import type { Content, Response } from './schema.ts';

/** The prompt as on the PTE screen, then the recorder once the audio has played; in practice also a typed transcript. */
export default function Player({ content, response, onChange, disabled, mode, mediaUrl, upload, onComplete, onBusyChange, finishRequest }: PlayerProps<Content, Response>) {
  const { t } = useTypeTranslation();
  // the recorder's preparation begins once the prompt has played (or could not be played)
  const [audioDone, setAudioDone] = useState(false);
  return (
    <div data-testid="player-answer-short-question" className="flex flex-col gap-4">
      <p className="text-sm text-muted">{t('instruction')}</p>
      {content.image && <img src={mediaUrl(content.image)} alt={t('player.image')} className="max-h-96 max-w-full self-start rounded-md border border-line object-contain" />}
      <AudioPrompt
        src={mediaUrl(content.audio)}
        preAudioSec={def.timing.preAudioSec ?? 3}
        maxPlays={mode === 'test' ? (def.timing.audioPlays ?? 1) : null}
        onEnded={() => setAudioDone(true)}
        onStatusChange={(s) => s === 'error' && setAudioDone(true)}
      />
      <SpeakingAnswer timing={def.timing} autoStart={false} start={audioDone} response={response} onChange={onChange} mode={mode} disabled={disabled} upload={upload} onComplete={onComplete} onBusyChange={onBusyChange} finishRequest={finishRequest} />
    </div>
  );
}
