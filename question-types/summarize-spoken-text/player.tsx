import { useState } from 'react';
import type { PlayerProps } from '../kit/ui-contract.ts';
import { AudioPrompt } from '../kit/ui/audio-prompt.tsx';
import { Countdown } from '../kit/ui/countdown.tsx';
import { ResponseTextArea, responseStorageKey } from '../kit/ui/response-text-area.tsx';
import def from './definition.ts';
import { useTypeTranslation } from './i18n.ts';
import type { Content, Response } from './schema.ts';

/** The lecture plays once; then the item's own 10-minute timer runs while the student writes 50-70 words. */
export default function Player({ content, response, onChange, disabled, mode, mediaUrl }: PlayerProps<Content, Response>) {
  const { t } = useTypeTranslation();
  const [timerOn, setTimerOn] = useState(false);
  const [timeUp, setTimeUp] = useState(false);
  const seconds = def.timing.responseSec ?? 600;
  return (
    <div data-testid="player-summarize-spoken-text" className="flex flex-col gap-4">
      <p className="text-sm text-muted">{t('instruction')}</p>
      <AudioPrompt
        src={mediaUrl(content.audio)}
        preAudioSec={def.timing.preAudioSec ?? 7}
        maxPlays={mode === 'test' ? (def.timing.audioPlays ?? 1) : null}
        onStatusChange={(s) => {
          if (s === 'completed' || s === 'error') setTimerOn(true);
        }}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Countdown seconds={seconds} label={t('player.timeRemaining')} paused={!timerOn || disabled} onDone={() => setTimeUp(true)} />
        {!timerOn && <span className="text-xs text-muted">{t('player.timerAfterAudio')}</span>}
      </div>
      <ResponseTextArea
        name="response"
        label={t('player.response')}
        value={response?.text ?? ''}
        onChange={(text) => onChange({ text })}
        min={def.constraints?.minWords}
        max={def.constraints?.maxWords}
        disabled={disabled || timeUp}
        storageKey={responseStorageKey('summarize-spoken-text', content.audio)}
      />
      {timeUp && !disabled && (
        <p role="status" className="text-sm font-medium text-danger-700">
          {t('player.timeUp')}
        </p>
      )}
    </div>
  );
}
