import type { PlayerProps } from '../kit/ui-contract.ts';
import { QuestionChoices } from '../kit/ui/question-choices.tsx';
import { ReadingPassage } from '../kit/ui/reading-passage.tsx';
import { useTypeTranslation } from './i18n.ts';
import type { Content, Response } from './schema.ts';

/** The passage beside the question and its options, as on the PTE screen. Native radios/checkboxes: keyboard-operable. */
export default function Player({ content, response, onChange, disabled }: PlayerProps<Content, Response>) {
  const { t } = useTypeTranslation();
  const selected = response?.selected ?? [];
  return (
    <div data-testid="player-reading-multiple-choice-multiple" className="flex flex-col gap-4">
      <p className="text-sm text-muted">{t('instruction')}</p>
      <div className="grid gap-6 md:grid-cols-2">
        <ReadingPassage text={content.passage} label={t('player.passage')} />
        <QuestionChoices question={content.question || t('player.options')} options={content.options} multiple value={selected} onChange={(ids) => onChange({ selected: ids })} disabled={disabled} />
      </div>
    </div>
  );
}
