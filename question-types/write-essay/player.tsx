import type { PlayerProps } from '../kit/ui-contract.ts';
import { WritingAnswer } from '../kit/ui/writing-answer.tsx';
import def from './definition.ts';
import { useTypeTranslation } from './i18n.ts';
import type { Content, Response } from './schema.ts';

/** The topic, the item's own timer and a plain text box with a live word count. */
export default function Player({ content, response, onChange, disabled }: PlayerProps<Content, Response>) {
  const { t } = useTypeTranslation();
  return (
    <WritingAnswer
      slug="write-essay"
      prompt={content.prompt}
      def={def}
      labels={{ instruction: t('instruction'), timeRemaining: t('player.timeRemaining'), prompt: t('player.passage'), response: t('player.response'), timeUp: t('player.timeUp') }}
      response={response}
      onChange={onChange}
      disabled={disabled}
    />
  );
}
