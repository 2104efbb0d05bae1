import { useId } from 'react';
import type { PlayerProps } from '../kit/ui-contract.ts';
import { ChoiceList } from '../kit/ui/choice-list.tsx';
import { ReadingPassage } from '../kit/ui/reading-passage.tsx';
import { useTypeTranslation } from './i18n.ts';
import type { Content, Response } from './schema.ts';

/** The passage beside the question and its options, as on the PTE screen. Native radios/checkboxes: keyboard-operable. */
export default function Player({ content, response, onChange, disabled }: PlayerProps<Content, Response>) {
  const { t } = useTypeTranslation();
  const questionId = useId();
  const selected = response?.selected ?? [];
  return (
    <div data-testid="player-reading-multiple-choice-multiple" className="flex flex-col gap-4">
      <p className="text-sm text-muted">{t('instruction')}</p>
      <div className="grid gap-6 md:grid-cols-2">
        <ReadingPassage text={content.passage} label={t('player.passage')} />
        <div className="flex flex-col gap-3">
          <p id={questionId} className="text-base font-medium text-ink">
            {content.question || t('player.options')}
          </p>
          <ChoiceList
            name={`${questionId}-answer`}
            options={content.options}
            multiple
            value={selected}
            onChange={(ids) => onChange({ selected: ids })}
            disabled={disabled}
            labelledBy={questionId}
          />
        </div>
      </div>
    </div>
  );
}
