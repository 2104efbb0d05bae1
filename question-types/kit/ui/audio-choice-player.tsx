import type { Timing } from '../define-question-type.ts';
import type { PlayerProps } from '../ui-contract.ts';
import { AudioPrompt } from './audio-prompt.tsx';
import { QuestionChoices } from './question-choices.tsx';
import type { ChoiceOption } from './choice-list.tsx';

/** What the student of a single-answer listening choice item sees: the recording, the question (or instruction), the options. */
export interface AudioChoicePlayerContent {
  audio: string;
  question: string;
  options: ChoiceOption[];
}

export interface AudioChoicePlayerProps extends PlayerProps<AudioChoicePlayerContent, { selected: string | null }> {
  /** the type's slug: the root carries `data-testid="player-<slug>"` */
  slug: string;
  /** the type's timing (pre-audio countdown, plays in a test) */
  timing: Pick<Timing, 'preAudioSec' | 'audioPlays'>;
  /** the type's instruction, in its own namespace */
  instruction: string;
  /** the instruction shows above the recording even when the item has its own question */
  alwaysShowInstruction?: boolean;
  /** what names the options when the item has no question (the instruction unless given) */
  questionFallback?: string;
}

/**
 * The Player of a single-answer listening choice type (MCQ single, Select Missing Word, Highlight Correct Summary):
 * the recording (countdown, once in a test), then the question and its options (one answer).
 */
export function AudioChoicePlayer({ slug, timing, instruction, alwaysShowInstruction, questionFallback = instruction, content, response, onChange, mode, disabled, mediaUrl }: AudioChoicePlayerProps) {
  const selected = response?.selected ?? null;
  return (
    <div data-testid={`player-${slug}`} className="flex flex-col gap-5">
      {(alwaysShowInstruction || content.question) && <p className="text-sm text-muted">{instruction}</p>}
      <AudioPrompt src={mediaUrl(content.audio)} preAudioSec={timing.preAudioSec ?? 7} maxPlays={mode === 'test' ? (timing.audioPlays ?? 1) : null} />
      <QuestionChoices question={content.question || questionFallback} options={content.options} value={selected ? [selected] : []} onChange={(ids) => onChange({ selected: ids[0] ?? null })} disabled={disabled} />
    </div>
  );
}
