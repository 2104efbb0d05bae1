import { useState } from 'react';
import type { PlayerProps } from '../kit/ui-contract.ts';
import { Countdown } from '../kit/ui/countdown.tsx';
import { ResponseTextArea, responseStorageKey } from '../kit/ui/response-text-area.tsx';
import def from './definition.ts';
import { useTypeTranslation } from './i18n.ts';
import type { Content, Response } from './schema.ts';

/** The passage, the item's own timer and a plain text box with a live word count. */
export default function Player({ content, response, onChange, disabled }: PlayerProps<Content, Response>) {
  const { t } = useTypeTranslation();
  const [timeUp, setTimeUp] = useState(false);
  return (
    <div data-testid="player-summarize-written-text" className="flex flex-col gap-4">
      <p className="text-sm text-muted">{t('instruction')}</p>
      <Countdown seconds={def.timing.responseSec ?? 600} label={t('player.timeRemaining')} paused={disabled} onDone={() => setTimeUp(true)} className="self-start" />
      <section aria-label={t('player.passage')} className="rounded-md border border-line bg-surface p-4 text-base leading-relaxed whitespace-pre-line text-ink" data-testid="prompt-text">
        {content.passage}
      </section>
      <ResponseTextArea
        name="response"
        label={t('player.response')}
        value={response?.text ?? ''}
        onChange={(text) => onChange({ text })}
        min={def.constraints?.minWords}
        max={def.constraints?.maxWords}
        disabled={disabled || timeUp}
        storageKey={responseStorageKey('summarize-written-text', content.passage)}
      />
      {timeUp && !disabled && (
        <p role="status" className="text-sm font-medium text-danger-700">
          {t('player.timeUp')}
        </p>
      )}
    </div>
  );
}
