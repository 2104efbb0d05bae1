import type { EditorProps } from '../kit/ui-contract.ts';
import { AudioChoiceEditor } from '../kit/ui/audio-choice-editor.tsx';
import { useTypeTranslation } from './i18n.ts';
import type { Content, Key } from './schema.ts';

const EMPTY_OPTION_IDS = ['A', 'B', 'C', 'D'];

/** Recording upload (its end replaced by a beep), an optional instruction, options with the one that completes it, and the full transcript (kept with the key). */
export default function Editor(props: EditorProps<Content, Key>) {
  const { t } = useTypeTranslation();
  return <AudioChoiceEditor {...props} slug="select-missing-word" t={t} emptyOptionIds={EMPTY_OPTION_IDS} />;
}
