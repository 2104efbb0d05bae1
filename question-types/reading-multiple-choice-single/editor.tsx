import type { EditorProps } from '../kit/ui-contract.ts';
import { PassageChoiceEditor } from '../kit/ui/passage-choice-editor.tsx';
import { useTypeTranslation } from './i18n.ts';
import { LIMITS, type Content, type Key } from './schema.ts';

/** Passage (rich-text editor, stored as text), question, options with the one correct marker. */
export default function Editor({ itemKey, onChange, ...rest }: EditorProps<Content, Key>) {
  const { t } = useTypeTranslation();
  const correct = itemKey?.correct ?? '';
  return (
    <PassageChoiceEditor
      {...rest}
      slug="reading-multiple-choice-single"
      t={t}
      limits={LIMITS}
      minOptions={2}
      correct={correct ? [correct] : []}
      onChange={(content, ids) => onChange(content, { correct: ids[0] ?? '' })}
    />
  );
}
