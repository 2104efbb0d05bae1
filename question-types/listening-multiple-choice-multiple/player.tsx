import type { PlayerProps } from '../kit/ui-contract.ts';
import { AudioPrompt } from '../kit/ui/audio-prompt.tsx';
import { QuestionChoices } from '../kit/ui/question-choices.tsx';
import def from './definition.ts';
import { useTypeTranslation } from './i18n.ts';
import type { Content, Response } from './schema.ts';

/** The recording (countdown, once in a test), then the question and its options (several answers). */
export default function Player({ content, response, onChange, mode, disabled, mediaUrl }: PlayerProps<Content, Response>) {
  const { t } = useTypeTranslation();
  const selected = response?.selected ?? [];
  return (
    <div data-testid="player-listening-multiple-choice-multiple" className="flex flex-col gap-5">
      <p className="text-sm text-muted">{t('instruction')}</p>
      <AudioPrompt src={mediaUrl(content.audio)} preAudioSec={def.timing.preAudioSec ?? 7} maxPlays={mode === 'test' ? (def.timing.audioPlays ?? 1) : null} />
      <QuestionChoices question={content.question || t('player.options')} options={content.options} multiple value={selected} onChange={(ids) => onChange({ selected: ids })} disabled={disabled} />
    </div>
  );
}
