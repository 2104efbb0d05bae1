import { TextField } from '@ui/text-field';
import type { EditorProps } from '../kit/ui-contract.ts';
import { AudioUpload } from '../kit/ui/audio-upload.tsx';
import { IssueSummary } from '../kit/ui/issue-summary.tsx';
import { issueAt } from '../kit/ui/issues.ts';
import { OptionListEditor } from '../kit/ui/option-list-editor.tsx';
import { TextAreaField } from '@ui/text-area-field';
import { useTypeTranslation } from './i18n.ts';
import type { Content, Key } from './schema.ts';

const EMPTY_CONTENT: Content = {
  audio: '',
  question: '',
  options: ['A', 'B', 'C', 'D', 'E'].map((id) => ({ id, text: '' })),
};
const EMPTY_KEY: Key = { correct: [] };

/** Recording upload, question, options with every correct marker, and the transcript (kept with the key). */
export default function Editor({ content, itemKey, onChange, issues, upload, mediaUrl }: EditorProps<Content, Key>) {
  const { t } = useTypeTranslation();
  const c = content ?? EMPTY_CONTENT;
  const k = itemKey ?? EMPTY_KEY;
  const set = (next: Partial<Content>, key: Key = k) => onChange({ ...c, ...next }, key);
  return (
    <div data-testid="editor-listening-multiple-choice-multiple" className="flex flex-col gap-5">
      <IssueSummary issues={issues} />
      <AudioUpload label={t('editor.audio')} name="content.audio" required value={c.audio || null} onChange={(path) => set({ audio: path ?? '' })} upload={upload} mediaUrl={mediaUrl} error={issueAt(issues, 'content.audio')} />
      <TextField label={t('editor.question')} name="content.question" required value={c.question} onChange={(e) => set({ question: e.target.value })} error={issueAt(issues, 'content.question')} />
      <OptionListEditor
        legend={t('editor.options')}
        options={c.options}
        multiple
        correct={k.correct}
        onChange={(options, correct) => set({ options }, { ...k, correct })}
        issues={issues}
        minOptions={3}
      />
      <TextAreaField
        label={t('editor.transcript')}
        hint={t('editor.transcriptHint')}
        name="key.transcript"
        rows={5}
        value={k.transcript ?? ''}
        onChange={(e) => set({}, { ...k, transcript: e.target.value === '' ? undefined : e.target.value })}
        error={issueAt(issues, 'key.transcript')}
      />
    </div>
  );
}
