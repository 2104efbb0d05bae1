import { useState } from 'react';
import type { QuestionTypeDefinition } from '../define-question-type.ts';
import type { PlayerProps } from '../ui-contract.ts';
import { Countdown } from './countdown.tsx';
import { ResponseTextArea, responseStorageKey } from './response-text-area.tsx';

export interface WritingResponse {
  text: string;
}

export interface WritingAnswerProps extends Pick<PlayerProps<unknown, WritingResponse>, 'response' | 'onChange' | 'disabled'> {
  /** the type's slug: the player's `data-testid="player-<slug>"` and the kept response's storage key */
  slug: string;
  /** the passage or topic the student writes about (plain text) */
  prompt: string;
  /** the type's timing (responseSec, 600 when unset) and word constraints */
  def: Pick<QuestionTypeDefinition, 'timing' | 'constraints'>;
  /** the type's own texts */
  labels: { instruction: string; timeRemaining: string; prompt: string; response: string; timeUp: string };
}

/**
 * A writing player (Summarize Written Text, Write Essay): the instruction, the item's own timer, the prompt and a plain
 * text box with a live word count, kept in sessionStorage; read-only once the time is up.
 */
export function WritingAnswer({ slug, prompt, def, labels, response, onChange, disabled }: WritingAnswerProps) {
  const [timeUp, setTimeUp] = useState(false);
  return (
    <div data-testid={`player-${slug}`} className="flex flex-col gap-4">
      <p className="text-sm text-muted">{labels.instruction}</p>
      <Countdown seconds={def.timing.responseSec ?? 600} label={labels.timeRemaining} paused={disabled} onDone={() => setTimeUp(true)} className="self-start" />
      <section aria-label={labels.prompt} className="rounded-md border border-line bg-surface p-4 text-base leading-relaxed whitespace-pre-line text-ink" data-testid="prompt-text">
        {prompt}
      </section>
      <ResponseTextArea
        name="response"
        label={labels.response}
        value={response?.text ?? ''}
        onChange={(text) => onChange({ text })}
        min={def.constraints?.minWords}
        max={def.constraints?.maxWords}
        disabled={disabled || timeUp}
        storageKey={responseStorageKey(slug, prompt)}
      />
      {timeUp && !disabled && (
        <p role="status" className="text-sm font-medium text-danger-700">
          {labels.timeUp}
        </p>
      )}
    </div>
  );
}

export default WritingAnswer;
