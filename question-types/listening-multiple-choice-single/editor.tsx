import type { EditorProps } from '../kit/ui-contract.ts';
import { AudioChoiceEditor } from '../kit/ui/audio-choice-editor.tsx';
import { useTypeTranslation } from './i18n.ts';
import type { Content, Key } from './schema.ts';

const EMPTY_OPTION_IDS = ['A', 'B', 'C', 'D'];

/** Recording upload, question, options with the one correct marker, and the transcript (kept with the key). */
export default function Editor(props: EditorProps<Content, Key>) {
  const { t } = useTypeTranslation();
  return <AudioChoiceEditor {...props} slug="listening-multiple-choice-single" t={t} emptyOptionIds={EMPTY_OPTION_IDS} questionRequired />;
}
