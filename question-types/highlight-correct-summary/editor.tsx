import type { EditorProps } from '../kit/ui-contract.ts';
import { AudioChoiceEditor } from '../kit/ui/audio-choice-editor.tsx';
import { useTypeTranslation } from './i18n.ts';
import type { Content, Key } from './schema.ts';

const EMPTY_OPTION_IDS = ['A', 'B', 'C'];

/** Recording upload, an optional instruction, 3-5 summaries with the one correct marker, and the transcript (kept with the key). */
export default function Editor(props: EditorProps<Content, Key>) {
  const { t } = useTypeTranslation();
  return <AudioChoiceEditor {...props} slug="highlight-correct-summary" t={t} emptyOptionIds={EMPTY_OPTION_IDS} optionList={{ minOptions: 3, maxOptions: 5, multiline: true }} />;
}
