import type { EditorProps } from '../kit/ui-contract.ts';
import { PassageChoiceEditor } from '../kit/ui/passage-choice-editor.tsx';
import { useTypeTranslation } from './i18n.ts';
import { LIMITS, type Content, type Key } from './schema.ts';

/** Passage (rich-text editor, stored as text), question, options with their correct markers (several). */
export default function Editor({ itemKey, onChange, ...rest }: EditorProps<Content, Key>) {
  const { t } = useTypeTranslation();
  return (
    <PassageChoiceEditor
      {...rest}
      slug="reading-multiple-choice-multiple"
      t={t}
      limits={LIMITS}
      minOptions={3}
      multiple
      correct={itemKey?.correct ?? []}
      onChange={(content, correct) => onChange(content, { correct })}
    />
  );
}
